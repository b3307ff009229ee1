import HolidayKit

/// What the fetch side tells the view model, as it happens.
public enum FetchEvent: Sendable, Hashable {
    /// The holidays of `range` are known (every date of the range: dates without an entry
    /// have no holiday). From the cache or the network.
    case answered(region: String, range: DateRange, holidays: [Holiday])
    /// The dates of `range` could not be fetched; they are unknown, not holiday-free.
    case failed(region: String, range: DateRange, failure: FetchFailure)
    /// How the current demand is going.
    case progress(FetchProgress)
    /// A one-line warning that does not stop anything (the cache was rebuilt, ...).
    case notice(String)
}

/// Progress of the current demand, for the status line.
public struct FetchProgress: Sendable, Hashable {
    /// Days of the demand that are known.
    public var doneDays: Int
    /// Days of the demand in all.
    public var totalDays: Int
    /// Requests sent but not answered.
    public var inFlight: Int
    /// Requests waiting to be sent.
    public var queued: Int
    /// The rate requests are sent at, per second.
    public var requestsPerSecond: Double
    /// Estimated time until the last queued request is answered.
    public var secondsLeft: Double?
    /// Set when the provider has stopped or is unreachable; the fill will not go on by itself.
    public var failure: FetchFailure?

    public init(
        doneDays: Int, totalDays: Int, inFlight: Int, queued: Int, requestsPerSecond: Double,
        secondsLeft: Double?, failure: FetchFailure? = nil
    ) {
        self.doneDays = doneDays
        self.totalDays = totalDays
        self.inFlight = inFlight
        self.queued = queued
        self.requestsPerSecond = requestsPerSecond
        self.secondsLeft = secondsLeft
        self.failure = failure
    }

    /// Whether requests are still queued or under way.
    public var isLoading: Bool { inFlight + queued > 0 }
}

/// A failure as the user should see it: which provider, what went wrong, what to do.
public struct FetchFailure: Error, Sendable, Hashable {
    public var provider: String
    public var error: ProviderError

    public init(provider: String, error: ProviderError) {
        self.provider = provider
        self.error = error
    }
}
