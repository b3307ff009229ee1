/// The pace requests to one provider may leave at: a token bucket (kept as its theoretical
/// arrival time, GCRA), with a safety margin added to every interval.
///
/// The bucket holds one token: no two requests ever leave less than `interval` apart,
/// however late a previous one went, since Abstract allows no bursts. The margin absorbs
/// the difference between leaving here and arriving there (connection set-up, a thread
/// starting): Abstract counts arrivals, and a request that arrives a millisecond early is
/// refused.
public struct TokenBucket: Sendable, Hashable {
    /// Time between two requests, margin included; zero for an unlimited rate.
    public let interval: Duration
    /// When the bucket next holds a token, on the fetcher's clock; nil before any request.
    private var theoreticalArrival: Duration?
    /// Nothing leaves before this time: the server asked to wait. Kept apart from the pace
    /// so that the user (`r`) can cut the wait short without breaking the pace.
    private var heldUntil: Duration?

    /// A bucket for `rate` requests per second (infinite: no limit).
    public init(rate: Double) {
        interval = Self.interval(forRate: rate)
    }

    /// `1/rate` seconds plus the safety margin: 1.2 % of it, at most 15 ms (12 ms at
    /// 1 request/s, so 28 requests span 27.3 s instead of 27 s). A rate so small that the
    /// interval does not fit in 64 bits of nanoseconds (below about 1e-10/s) gets the
    /// longest interval there is; `ProviderCatalog` refuses such rates anyway.
    public static func interval(forRate rate: Double) -> Duration {
        guard rate.isFinite, rate > 0 else { return .zero }
        let nanoseconds = 1e9 / rate
        let margin = min(15e6, nanoseconds * 0.012)
        return .nanoseconds(Int64(exactly: (nanoseconds + margin).rounded(.up)) ?? .max)
    }

    /// How long a request must wait at `now` before it may leave.
    public func wait(at now: Duration) -> Duration {
        let earliest = max(theoreticalArrival ?? now, heldUntil ?? now)
        return earliest > now ? earliest - now : .zero
    }

    /// Takes a token for a request leaving at `now`.
    public mutating func take(at now: Duration) {
        theoreticalArrival = max(theoreticalArrival ?? now, now) + interval
    }

    /// Lets nothing leave before `time` (the server asked us to slow down).
    public mutating func hold(until time: Duration) {
        heldUntil = max(heldUntil ?? time, time)
    }

    /// Ends a hold; the pace itself still holds.
    public mutating func release() {
        heldUntil = nil
    }
}
