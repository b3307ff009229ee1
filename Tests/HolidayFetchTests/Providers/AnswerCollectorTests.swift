import HolidayCache
import HolidayEngine
import HolidayFetchCore
import Testing

@testable import HolidayFetch
import HolidayTestSupport

/// Reading a crowded answer keeps of each date only what the fetcher's limits could keep,
/// and still counts the rest, so the notice says what the answer held.
@Suite("What reading one answer keeps")
struct AnswerCollectorTests {
    let perDay = HolidayFetcher.AnswerLimits.perDay

    private func feast(_ date: String, _ name: String, _ kind: HolidayKind = .public) -> Holiday {
        Holiday(date: TestDates.date(date), name: name, kind: kind, region: "EE")
    }

    /// What holical kept before answers were read an entry at a time: every holiday once,
    /// sorted, then the fetcher's limits.
    private func keptWhole(_ holidays: [Holiday]) -> [Holiday] {
        var seen = Set<Holiday>()
        let distinct = holidays.filter { seen.insert($0).inserted }.sorted(by: Holiday.displayOrder)
        return HolidayFetcher.AnswerLimits.apply(to: distinct).kept
    }

    @Test func aCrowdedDateKeepsThoseFirstInDisplayOrderAndCountsAll() {
        // Names in reverse, and a bank holiday last: what is kept is what sorts first, not
        // what came first.
        var holidays = (0..<(perDay + 30)).reversed().map { feast("2026-02-16", "Feast \(1000 + $0)", .observance) }
        holidays.append(feast("2026-02-16", "Zeta", .public))
        holidays.append(feast("2026-02-17", "Alone"))
        var collector = AnswerCollector()
        holidays.forEach { collector.add($0) }
        let answer = collector.answer
        #expect(answer.sent == holidays.count)
        #expect(answer.holidays.filter { $0.date == TestDates.date("2026-02-16") }.count == perDay)
        #expect(answer.holidays.first?.name == "Zeta")
        #expect(answer.holidays.last?.name == "Alone")
        #expect(answer.holidays == keptWhole(holidays))
    }

    @Test func aRepeatIsKeptAndCountedOnce() {
        let holiday = feast("2026-02-24", "Independence Day")
        var collector = AnswerCollector()
        [holiday, feast("2026-02-24", "Another"), holiday].forEach { collector.add($0) }
        #expect(collector.answer.holidays.map(\.name) == ["Another", "Independence Day"])
        #expect(collector.answer.sent == 2)
    }

    /// The same holidays as before, for answers of every shape: many dates, crowded and
    /// not, repeats, names that sort alike.
    @Test func keepsWhatTheWholeAnswerWouldHaveKeptOfEachDate() {
        var generator = SeededGenerator(seed: 20_261_127)
        for _ in 0..<200 {
            let holidays = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
                feast("2026-03-0\(Int.random(in: 1...4, using: &generator))", "F\(Int.random(in: 0..<90, using: &generator))",
                      [.public, .bank, .observance].randomElement(using: &generator)!)
            }
            var collector = AnswerCollector()
            holidays.forEach { collector.add($0) }
            #expect(collector.answer.holidays == keptWhole(holidays))
        }
    }

    /// Through a real provider and the fetcher: a date of 60 holidays keeps 50, and the
    /// notice counts all 60 though the fetcher itself cut none.
    @Test func theNoticeCountsWhatReadingDropped() async {
        let entries = (0..<60).map { #"{"date": "2026-02-16", "name": "Feast \#($0)", "types": ["Public"]}"# }
        let body = "[" + entries.joined(separator: ",") + "]"
        let provider = NagerProvider(baseURL: "http://unused.example", client: StubHTTPClient(status: 200, body: body))
        let year = TestDates.range("2026-01-01", "2026-12-31")
        let answer = try? await provider.answer(year, region: "EE")
        #expect(answer?.holidays.count == perDay)
        #expect(answer?.sent == 60)

        let events = EventRecorder()
        let fetcher = HolidayFetcher(
            provider: provider, store: MemoryHolidayStore(), now: { FetcherHarness.now },
            today: { TestDates.date("2026-01-01") }, events: events.sink)
        await fetcher.submit(FetchDemand(region: "EE", visible: year, focus: year, priority: [year.lowerBound]))
        #expect(await Waiting.until(seconds: 20) { !events.answered.isEmpty })
        #expect(events.holidays.count == perDay)
        let notice = events.notices.first ?? ""
        #expect(notice.contains("sent 60 holidays") && notice.contains("kept \(perDay)"), "\(notice)")
    }
}
