import HolidayEngine

/// What the view needs now: sent by the view model whenever the visible dates, the
/// selection or the region change. A new demand replaces the previous one: requests for
/// dates no longer wanted are dropped if they have not been sent yet.
public struct FetchDemand: Sendable, Hashable {
    public var region: String
    /// Every date on screen (the 6-week grid, or the week).
    public var visible: DateRange
    /// The dates the view is about (the month itself, or the week); metered providers
    /// fetch only these.
    public var focus: DateRange
    /// Dates to fetch before all others, most urgent first (the selected day, the day of
    /// an open pop-up).
    public var priority: [CivilDate]
    /// Fetch `focus` again even where the cache has it (the `r` key).
    public var refresh: Bool
    /// The user asked to try again now (the `r` key): a wait the server asked for and the
    /// backoff of requests that failed are cut short, and their attempts start afresh.
    public var retry: Bool
    /// The language local names are wanted in (a BCP-47 code); nil for the region's main
    /// one. Sources whose names come in one language ignore it.
    public var language: String?

    public init(
        region: String, visible: DateRange, focus: DateRange, priority: [CivilDate],
        refresh: Bool = false, retry: Bool = false, language: String? = nil
    ) {
        self.language = language
        self.region = region
        self.visible = visible
        self.focus = focus
        self.priority = priority
        self.refresh = refresh
        self.retry = retry
    }
}
