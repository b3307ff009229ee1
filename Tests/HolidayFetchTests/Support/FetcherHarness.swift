import HolidayCache
import HolidayFetch
import HolidayEngine
import Testing

/// A fetcher wired to a virtual clock, a scripted provider, a recording store and an event
/// recorder, with `today` fixed.
struct FetcherHarness {
    /// 2026-02-01T00:00:00Z, the "now" of the tests.
    static let now: Int64 = 1_769_904_000

    let clock: VirtualClock
    let provider: ScriptedProvider
    let store: RecordingStore
    let fallback: RecordingStore
    let events: EventRecorder
    let fetcher: HolidayFetcher

    init(
        span: RequestSpan = .day, isMetered: Bool = true, rate: Double = 1,
        today: CivilDate = TestDates.date("2026-02-01"), now: Int64 = FetcherHarness.now,
        freshness: FreshnessPolicy = FreshnessPolicy(),
        script: ScriptedProvider.Script? = nil, preparation: ScriptedProvider.Preparation? = nil,
        prepare: (RecordingStore) -> Void = { _ in }
    ) {
        let clock = VirtualClock()
        let journal = Journal()
        let provider = script.map {
            ScriptedProvider(
                span: span, isMetered: isMetered, rate: rate, clock: clock, preparation: preparation, script: $0)
        } ?? ScriptedProvider(span: span, isMetered: isMetered, rate: rate, clock: clock, preparation: preparation)
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

    /// Waits until the fetcher has done all it can at the clock's current time (see
    /// `Waiting.settle`); false, with an issue recorded, if it never does.
    @discardableResult
    func settle(sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        await Waiting.settle(fetcher, events: events, clock: clock, sourceLocation: sourceLocation)
    }

    /// Runs the clock, from one wake-up of the fetcher to the next, until `condition`
    /// holds; false if `limit` of clock time passes first.
    func advance(
        limit: Duration = .seconds(300), sourceLocation: SourceLocation = #_sourceLocation,
        until condition: () async -> Bool
    ) async -> Bool {
        await Waiting.advance(
            fetcher, events: events, clock: clock, limit: limit, sourceLocation: sourceLocation, until: condition)
    }

    /// Runs the clock until the fetcher has nothing queued or in flight.
    func advanceUntilIdle(
        limit: Duration = .seconds(300), sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        await advance(limit: limit, sourceLocation: sourceLocation) {
            guard let last = events.progress.last else { return false }
            return !last.isLoading
        }
    }

    /// Runs the clock for `duration` more, the fetcher taking every turn that falls in it.
    func run(for duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        _ = await advance(limit: duration, sourceLocation: sourceLocation) { false }
    }
}
