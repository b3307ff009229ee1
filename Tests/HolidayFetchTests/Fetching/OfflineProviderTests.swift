import Clocks
import HolidayCache
import HolidayFetch
import HolidayFetchCore
import HolidayKit
import Testing

@Suite("Offline provider")
struct OfflineProviderTests {
    @Test func answersFromTheRuleEngine() async throws {
        let february = TestDates.range("2026-02-01", "2026-02-28")
        let holidays = try await OfflineProvider().fetch(february, region: "US")
        #expect(holidays == RegionRegistry.region(code: "US")!.holidays(in: february))
        #expect(holidays.contains { $0.date == TestDates.date("2026-02-16") && $0.kind == .public })
        let unknown = await Servers.outcome(OfflineProvider(), february, region: "XX")
        #expect(unknown == .failure(.unsupportedRegion("XX")))
    }

    @Test func theSynchronousAnswerIsTheOneFetchGives() async throws {
        let provider = OfflineProvider()
        let year = TestDates.range("2026-01-01", "2026-12-31")
        for region in RegionRegistry.codes {
            let now = try provider.holidays(region: region, in: year)
            #expect(!now.isEmpty)
            #expect(try await provider.fetch(year, region: region) == now)
        }
        #expect(throws: ProviderError.unsupportedRegion("XX")) { try provider.holidays(region: "XX", in: year) }
    }

    @Test func throughTheFetcherItIsNeitherPacedNorCached() async {
        let clock = TestClock()
        let store = RecordingStore()
        let events = EventRecorder()
        let fetcher = HolidayFetcher(
            provider: OfflineProvider(), store: store, clock: clock, now: { FetcherHarness.now },
            today: { TestDates.date("2026-02-01") }, events: events.sink)
        // January's grid touches 2025 and 2026: two years, answered without the clock moving.
        let january = TestDates.monthDemand("2026-01", selected: "2026-01-15")
        await fetcher.submit(january)
        #expect(await Waiting.until { events.progress.last?.isLoading == false })
        #expect(events.answered.count == 2)
        #expect(events.answeredDates.isSuperset(of: Set(january.visible)))
        #expect(events.holidays.contains { $0.date == TestDates.date("2026-01-01") })
        #expect(store.writes == 0)
        #expect(events.progress.last?.doneDays == 42)
        await fetcher.submit(TestDates.monthDemand("2026-02", region: "XX", selected: "2026-02-16"))
        #expect(await Waiting.until { events.failed.contains { $0.failure.error == .unsupportedRegion("XX") } })
    }
}
