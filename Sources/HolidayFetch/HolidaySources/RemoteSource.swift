import HolidayCache
import HolidayFetchCore
import HolidayEngine
import Synchronization

/// A remote provider as the calendar's source: demands go, in the order they are made, to a
/// `HolidayFetcher` that answers from the cache and asks the provider for the rest at its
/// pace; the fetcher's events go to the sink.
///
/// The fetcher is built in `start`, when the sink is known, so that everything the source
/// has to say, the cache's warnings included, goes one way. The cache file is opened in the
/// background (`CacheOpening`): `start` never waits on another process's lock.
public final class RemoteSource: HolidaySource {
    public let name: String
    private let provider: any HolidayProvider
    private let cache: CacheLocation?
    private let freshness: FreshnessPolicy
    private let now: @Sendable () -> Int64
    private let today: @Sendable () -> CivilDate
    private let retryClock: any Clock<Duration>
    private let feed = Mutex<OrderedFeed?>(nil)
    private let opening = Mutex<Task<Void, Never>?>(nil)

    /// A source for `provider`, caching its answers at `cache` (nil: in memory only).
    ///
    /// - Parameters:
    ///   - now: Unix seconds, the time answers are stored with and judged fresh by.
    ///   - today: the local date, which decides which dates are past (never stale).
    ///   - retryClock: times the retries of a cache file another process holds locked.
    public init(
        provider: any HolidayProvider, cache: CacheLocation?, freshness: FreshnessPolicy,
        now: @escaping @Sendable () -> Int64, today: @escaping @Sendable () -> CivilDate,
        retryClock: any Clock<Duration> = ContinuousClock()
    ) {
        self.retryClock = retryClock
        name = provider.descriptor.displayName
        self.provider = provider
        self.cache = cache
        self.freshness = freshness
        self.now = now
        self.today = today
    }

    deinit {
        opening.withLock { $0?.cancel() }
    }

    public func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        guard let cache else {
            let opened = HolidayStoreOpener.open(location: nil)
            if let warning = opened.warning { deliver(.notice(warning)) }
            let fetcher = HolidayFetcher(
                provider: provider, store: opened.store, fallbackStore: MemoryHolidayStore(),
                now: now, today: today, freshness: freshness, events: deliver)
            feed.withLock { $0 = OrderedFeed { await fetcher.submit($0) } }
            return
        }
        let fetcher = HolidayFetcher(
            provider: provider, store: nil, fallbackStore: MemoryHolidayStore(), awaitsStore: true,
            now: now, today: today, freshness: freshness, events: deliver)
        let keeper = CacheOpening(location: cache, clock: retryClock, deliver: deliver)
        let firstTry = Task { await keeper.firstTry(for: fetcher) }
        feed.withLock {
            $0 = OrderedFeed { demand in
                _ = await firstTry.value
                await fetcher.submit(demand)
            }
        }
        opening.withLock { $0 = Task { await keeper.carryOn(after: await firstTry.value, for: fetcher) } }
    }

    public func submit(_ demand: FetchDemand) {
        feed.withLock { $0?.submit(demand) }
    }
}
