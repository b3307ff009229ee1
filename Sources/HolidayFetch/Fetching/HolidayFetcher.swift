import HolidayCache
import HolidayFetchCore
import HolidayEngine

/// The fetch queue of a remote provider (behind `RemoteSource`): takes demands, answers
/// from the cache at once, fetches the rest from the provider at its pace, and reports
/// everything as `FetchEvent`s.
///
/// One actor holds the queue, the requests in flight and the pace, and reads and writes
/// the cache, so that planning a demand and recording an answer never interleave: a
/// request answered a moment ago is in the cache or still in flight, never asked twice.
///
/// - Read-through: dates the cache covers are reported at once; fresh ones cost nothing,
///   stale ones (future dates past the time to live, or `refresh`) are shown and fetched.
///   A refresh holds until its dates are answered or the region or focus changes, so
///   moving the selection within the month does not cancel it.
/// - Each answer is written to the cache, in one `store` call, before it is reported. A
///   cache that fails is worked around, not dropped at once (see `CacheAccess`).
/// - A new demand drops the requests not yet sent; those in flight complete, and their
///   answers are kept and reported.
/// - 429, 5xx and timeouts are retried with exponential backoff and jitter (see
///   `RetryPolicy`); a bad key, a spent quota (422, or 429 after every retry), a region the
///   provider does not have or a missing libcurl stops the provider for the session (see
///   `FetchFailure.stopsProvider`); unreachable, or a server still failing after its retries,
///   fails the rest of the demand until the next demand (or `r`) tries again.
public actor HolidayFetcher {
    let provider: any HolidayProvider
    let descriptor: ProviderDescriptor
    /// The cache, and memory beside it once it fails.
    var cache: CacheAccess
    let clock: ElapsedClock
    let now: @Sendable () -> Int64
    let today: @Sendable () -> CivilDate
    let freshness: FreshnessPolicy
    let retry: RetryPolicy
    let maxInFlight: Int
    let jitter: @Sendable () -> Double
    let emit: @Sendable (FetchEvent) -> Void

    var bucket: TokenBucket
    var demand: FetchDemand?
    /// The current demand's dates and what is known of them; nil before the first demand.
    var ledger: DemandLedger?
    /// The dates `r` asked for again that are not answered yet; they count as stale in
    /// every demand for the same region and focus, so moving the selection keeps the
    /// refresh going.
    var refresh = ForcedRefresh()
    /// Requests not yet sent, in sending order.
    var queue: [Queued] = []
    var inFlight: [Int: InFlight] = [:]
    var nextRequestID = 0
    /// Set for the rest of the session by a failure that `FetchFailure.stopsProvider`
    /// names: a bad key, a spent quota, a region the provider does not have, no libcurl.
    var stopped: FetchFailure?
    /// Set when the demand's remaining work failed (offline, server down); the next
    /// demand tries again.
    var halted: FetchFailure?
    /// The task waiting for the next request's turn; `pumpGeneration` tells a stale
    /// wake-up from the current one.
    var pump: Task<Void, Never>?
    var pumpGeneration = 0
    /// The wait the provider last asked for (`Retry-After`, in seconds), while requests
    /// wait on it; shown on the status line, and cut short by `r`.
    var waitAsked: Int?
    /// Emits the progress again when the answers in flight are due, so that a request
    /// that hangs shows as late, not as "~1 s left" for ever.
    var dueWatch: Task<Void, Never>?
    /// A running average of answer times, for the estimate of time left.
    var latency: Duration = .milliseconds(300)
    var lastProgress: FetchProgress?
    var isShutDown = false
    var readiness = Readiness.unprepared

    /// Creates a fetcher.
    ///
    /// - Parameters:
    ///   - provider: where holidays come from; its descriptor's rate sets the pace.
    ///   - store: the cache. Without any store every new demand asks again for what was
    ///     answered before, so remote providers should get at least a memory store.
    ///   - fallbackStore: keeps the answers from the moment `store` fails, and serves the
    ///     reads it fails (a `MemoryHolidayStore`); see `CacheAccess`.
    ///   - awaitsStore: `store` is nil because the cache file is being opened elsewhere, to
    ///     be given later (`attachStore`); until then answers go to `fallbackStore` and are
    ///     written to the file when it comes.
    ///   - clock: paces requests and times retries (tests pass a `VirtualClock` of their own).
    ///   - now: Unix seconds, the `fetchedAt` of stored answers and the basis of freshness.
    ///   - today: the local date, which decides which dates are past (never stale).
    ///   - maxInFlight: requests that may be under way at once.
    ///   - jitter: random numbers in 0..<1 that spread retry delays.
    ///   - events: called on the fetcher's executor for every event, in order.
    public init(
        provider: any HolidayProvider, store: (any HolidayStore)?,
        fallbackStore: (any HolidayStore)? = nil, awaitsStore: Bool = false, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Int64, today: @escaping @Sendable () -> CivilDate,
        freshness: FreshnessPolicy = FreshnessPolicy(), retry: RetryPolicy = RetryPolicy(),
        maxInFlight: Int = 4, jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        events: @escaping @Sendable (FetchEvent) -> Void
    ) {
        self.provider = provider
        descriptor = provider.descriptor
        cache = CacheAccess(
            store: store, fallback: fallbackStore, awaitsFile: awaitsStore, emit: events)
        self.clock = ElapsedClock(clock)
        self.now = now
        self.today = today
        self.freshness = freshness
        self.retry = retry
        self.maxInFlight = max(1, maxInFlight)
        self.jitter = jitter
        emit = events
        bucket = TokenBucket(rate: provider.descriptor.defaultRate)
    }

    /// Stops all work: nothing more is sent, requests in flight are cancelled, and later
    /// demands are ignored.
    public func shutdown() {
        isShutDown = true
        pump?.cancel()
        pump = nil
        dueWatch?.cancel()
        dueWatch = nil
        queue.removeAll()
        for flight in inFlight.values { flight.task.cancel() }
        inFlight.removeAll()
    }
}
