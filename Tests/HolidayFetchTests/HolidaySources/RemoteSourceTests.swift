import HolidayCache
import HolidayFetchCore
import HolidayEngine
import Testing

@testable import HolidayFetch

@Suite("Remote source")
struct RemoteSourceTests {
    @Test("started, it tells the cache's warning, then fetches each demand through the fetcher")
    func fetches() async {
        let provider = ScriptedProvider(span: .year, isMetered: false, rate: 1_000, clock: VirtualClock())
        let source = RemoteSource(
            provider: provider, cache: nil, freshness: FreshnessPolicy(), now: { FetcherHarness.now },
            today: { TestDates.date("2026-02-01") })
        #expect(source.name == "Scripted")
        let events = EventRecorder()
        source.start(delivering: events.sink)
        #expect(events.notices.count == 1)
        #expect(events.notices.first?.contains("no cache directory") == true)
        source.submit(TestDates.monthDemand("2026-02", selected: "2026-02-16"))
        #expect(await Waiting.until { events.answeredDates.contains(TestDates.date("2026-02-16")) })
        #expect(events.holidays.map(\.date).contains(TestDates.date("2026-02-16")))
        #expect(provider.calls.map(\.region) == ["US"])
    }

    @Test("the ordered feed delivers demands in the order they were submitted")
    func orderedFeed() async {
        let received = AsyncStream.makeStream(of: Int.self)
        let feed = RemoteSource.OrderedFeed { demand in
            received.continuation.yield(demand.priority.first!.day)
        }
        for day in 1...20 {
            let date = CivilDate(year: 2026, month: 3, day: day)!
            feed.submit(FetchDemand(region: "US", visible: DateRange(day: date), focus: DateRange(day: date), priority: [date]))
        }
        var days: [Int] = []
        for await day in received.stream {
            days.append(day)
            if days.count == 20 { break }
        }
        #expect(days == Array(1...20))
    }
}
