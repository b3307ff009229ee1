import HolidayEngine

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
