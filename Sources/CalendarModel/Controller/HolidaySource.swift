import HolidayFetchCore
import HolidayKit

/// Where the controller gets holidays from.
public enum HolidaySource: Sendable {
    /// The built-in rule engine: answers at once, on the calling thread.
    case rules(@Sendable (_ region: String, _ range: DateRange) -> [Holiday])
    /// A remote provider behind the fetch queue: answers arrive later as `FetchEvent`s.
    case remote(any HolidayFeed)
}
