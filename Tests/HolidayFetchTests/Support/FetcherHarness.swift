import Clocks
import HolidayCache
import HolidayFetch
import HolidayKit

/// A fetcher wired to a test clock, a scripted provider, a recording store and an event
/// recorder, with `today` fixed.
struct FetcherHarness {
    /// 2026-02-01T00:00:00Z, the "now" of the tests.
    static let now: Int64 = 1_769_904_000

    let clock: TestClock<Duration>
    let provider: ScriptedProvider
    let store: RecordingStore
    let fallback: RecordingStore
    let events: EventRecorder
    let fetcher: HolidayFetcher

    init(
        span: RequestSpan = .day, isMetered: Bool = true, rate: Double = 1,
        today: CivilDate = TestDates.date("2026-02-01"), now: Int64 = FetcherHarness.now,
        freshness: FreshnessPolicy = FreshnessPolicy(),
        script: ScriptedProvider.Script? = nil, prepare: (RecordingStore) -> Void = { _ in }
    ) {
        let clock = TestClock()
        let journal = Journal()
        let provider = script.map {
            ScriptedProvider(span: span, isMetered: isMetered, rate: rate, clock: clock, script: $0)
        } ?? ScriptedProvider(span: span, isMetered: isMetered, rate: rate, clock: clock)
        let store = RecordingStore(journal: journal)
        let fallback = RecordingStore(journal: journal)
        prepare(store)
        let events = EventRecorder(journal: journal)
        self.clock = clock
        self.provider = provider
        self.store = store
        self.fallback = fallback
        self.events = events
        fetcher = HolidayFetcher(
            provider: provider, store: store, fallbackStore: fallback, clock: clock, now: { now }, today: { today },
            freshness: freshness, jitter: { 0 }, events: events.sink)
    }

    /// The cache key the fetcher uses for `region`.
    static func key(_ region: String = "US") -> CacheKey {
        CacheKey(provider: "scripted", region: region)
    }

    /// Runs the clock until `condition` holds.
    func advance(limit: Duration = .seconds(300), until condition: () async -> Bool) async -> Bool {
        await Waiting.advance(clock, limit: limit, until: condition)
    }

    /// Runs the clock until the fetcher has nothing queued or in flight.
    func advanceUntilIdle(limit: Duration = .seconds(300)) async -> Bool {
        await advance(limit: limit) {
            guard let last = events.progress.last else { return false }
            return !last.isLoading
        }
    }

    /// Runs the clock for `duration` more.
    func run(for duration: Duration) async {
        _ = await advance(limit: duration) { false }
    }
}
