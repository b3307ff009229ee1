/// Where the calendar's holidays come from: the built-in rule engine, or a remote provider
/// behind the fetch queue. A source takes demands and tells what it learns as
/// `FetchEvent`s; the calendar never knows which kind it has.
public protocol HolidaySource: AnyObject, Sendable {
    /// What the title bar calls the source: `offline`, `Abstract API`.
    var name: String { get }

    /// Starts the source: from now on everything it learns goes to `deliver`, in order, on
    /// any thread. Called once, when the app starts, before the first demand.
    func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void)

    /// Makes `demand` the one to work on, replacing the last. Returns at once; what is
    /// known already may be delivered before it returns (the rule engine answers at once).
    func submit(_ demand: FetchDemand)
}
