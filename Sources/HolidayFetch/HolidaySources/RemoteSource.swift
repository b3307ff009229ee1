import HolidayCache
import HolidayFetchCore
import HolidayKit
import Synchronization

/// A remote provider as the calendar's source: demands go, in the order they are made, to a
/// `HolidayFetcher` that answers from the cache and asks the provider for the rest at its
/// pace; the fetcher's events go to the sink.
///
/// The cache is opened and the fetcher built in `start`, when the sink is known, so that
/// everything the source has to say, the cache's warnings included, goes one way.
public final class RemoteSource: HolidaySource {
    public let name: String
    private let provider: any HolidayProvider
    private let cache: CacheLocation?
    private let freshness: FreshnessPolicy
    private let now: @Sendable () -> Int64
    private let today: @Sendable () -> CivilDate
    private let feed = Mutex<OrderedFeed?>(nil)

    /// A source for `provider`, caching its answers at `cache` (nil: in memory only).
    ///
    /// - Parameters:
    ///   - now: Unix seconds, the time answers are stored with and judged fresh by.
    ///   - today: the local date, which decides which dates are past (never stale).
    public init(
        provider: any HolidayProvider, cache: CacheLocation?, freshness: FreshnessPolicy,
        now: @escaping @Sendable () -> Int64, today: @escaping @Sendable () -> CivilDate
    ) {
        name = provider.descriptor.displayName
        self.provider = provider
        self.cache = cache
        self.freshness = freshness
        self.now = now
        self.today = today
    }

    public func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        let opened = HolidayStoreOpener.open(location: cache) { deliver(.notice($0)) }
        if let warning = opened.warning { deliver(.notice(warning)) }
        let fetcher = HolidayFetcher(
            provider: provider, store: opened.store, fallbackStore: MemoryHolidayStore(),
            now: now, today: today, freshness: freshness, events: deliver)
        feed.withLock { $0 = OrderedFeed { await fetcher.submit($0) } }
    }

    public func submit(_ demand: FetchDemand) {
        feed.withLock { $0?.submit(demand) }
    }
}
