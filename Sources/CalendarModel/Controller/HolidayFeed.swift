import HolidayFetchCore

/// Takes demands for the fetch side without blocking the caller.
public protocol HolidayFeed: Sendable {
    /// Queues `demand`; demands are delivered in the order they are submitted.
    func submit(_ demand: FetchDemand)
}
