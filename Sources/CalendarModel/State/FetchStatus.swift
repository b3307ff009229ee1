import HolidayFetchCore

/// How fetching is going, as the status line shows it.
public struct FetchStatus: Sendable, Hashable {
    /// The latest progress report for the current demand.
    public var progress: FetchProgress?
    /// The failure to show until it is resolved or dismissed.
    public var failure: FetchFailure?
    /// Advances while loading, to animate the spinner.
    public var spinnerPhase: Int = 0

    public init() {}

    /// Whether requests are queued or under way.
    public var isLoading: Bool { progress?.isLoading ?? false }
}
