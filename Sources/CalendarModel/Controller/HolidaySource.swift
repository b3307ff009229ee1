import HolidayFetch
import HolidayKit

/// Where the controller gets holidays from.
public enum HolidaySource: Sendable {
    /// The built-in rule engine: answers at once, on the calling thread.
    case rules(@Sendable (_ region: String, _ range: DateRange) -> [Holiday])
    /// A remote provider behind the fetch queue: answers arrive later as `FetchEvent`s.
    case remote(any HolidayFeed)
}

/// Takes demands for the fetch side without blocking the caller.
public protocol HolidayFeed: Sendable {
    /// Queues `demand`; demands are delivered in the order they are submitted.
    func submit(_ demand: FetchDemand)
}

/// Counts the business days strictly between two dates (`from` <= `to`) of a region, or
/// nil when it cannot.
public typealias BusinessDayCounter = @Sendable (_ region: String, _ from: CivilDate, _ to: CivilDate) -> Int?
