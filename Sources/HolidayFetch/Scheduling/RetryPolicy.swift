import HolidayFetchCore

/// Which failures are tried again, how often, and after how long.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The pause after the first failure, doubled after each further one.
    public var baseDelay: Duration
    /// The longest pause.
    public var maxDelay: Duration
    /// The longest `Retry-After` obeyed. A server may ask for any wait (`999999999`); one
    /// that asks for more than this gets its requests again after this long, and after the
    /// last attempt the failure is shown, so a fill is never frozen for good.
    public var maxRetryAfter: Duration

    /// Creates a policy: by default 4 attempts, pausing about 1, 2 and 4 s, and a server's
    /// `Retry-After` obeyed up to a minute.
    public init(
        maxAttempts: Int = 4, baseDelay: Duration = .seconds(1), maxDelay: Duration = .seconds(30),
        maxRetryAfter: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// Whether a request that failed with `error` on attempt number `attempt` is tried
    /// again: 429, 5xx and timeouts are, until the attempts are spent.
    public func retries(_ error: ProviderError, afterAttempt attempt: Int) -> Bool {
        guard attempt < maxAttempts else { return false }
        switch error {
        case .rateLimited, .server, .timeout: return true
        default: return false
        }
    }

    /// The pause after attempt number `attempt` failed: `baseDelay · 2^(attempt-1)`, capped
    /// at `maxDelay`, of which a random half is dropped (`jitter` in 0..<1), so clients
    /// that failed together do not return together; never less than the server's
    /// `Retry-After`, as far as `maxRetryAfter` allows.
    public func delay(afterAttempt attempt: Int, retryAfterSeconds: Int?, jitter: Double) -> Duration {
        let doubled = baseDelay * (1 << min(max(0, attempt - 1), 20))
        let full = min(maxDelay, doubled)
        let delay = full / 2 + full / 2 * min(max(jitter, 0), 1)
        return max(delay, min(maxRetryAfter, .seconds(max(0, retryAfterSeconds ?? 0))))
    }
}
