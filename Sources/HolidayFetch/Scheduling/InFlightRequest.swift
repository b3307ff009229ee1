/// A request that has been sent and not yet answered.
struct InFlightRequest: Sendable {
    var request: ProviderRequest
    /// This attempt's number (1 for the first).
    var attempt: Int
    /// When it left, on the fetcher's clock.
    var sentAt: Duration
    var task: Task<Void, Never>
}
