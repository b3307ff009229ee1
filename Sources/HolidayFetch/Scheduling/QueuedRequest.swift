/// A request waiting for its turn.
struct QueuedRequest: Sendable {
    var request: ProviderRequest
    /// Attempts already made (0: never sent).
    var attempts: Int
    /// The earliest it may leave, on the fetcher's clock (a retry waits out its backoff).
    var notBefore: Duration
}
