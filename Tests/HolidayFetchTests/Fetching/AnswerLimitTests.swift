import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

/// An answer may bring only so much: `HolidayFetcher.AnswerLimits`, per date and per answer,
/// with a notice when it is hit.
@Suite("Fetching: what one answer may bring")
struct AnswerLimitTests {
    let limits = HolidayFetcher.AnswerLimits.self

    /// `count` holidays on each date of `range`, named apart.
    static func crowd(_ count: Int, in range: DateRange, region: String) -> [Holiday] {
        range.flatMap { date in
            (0..<count).map { Holiday(date: date, name: "Feast \(date) \($0)", kind: .public, region: region) }
        }
    }

    @Test func aCrowdedDayKeepsOnlyItsShareAndSaysSo() async {
        let harness = FetcherHarness(script: { range, region, _ in
            .success(Self.crowd(10_000, in: range, region: region))
        })
        let day = TestDates.date("2026-02-16")
        await harness.fetcher.submit(FetchDemand(
            region: "US", visible: DateRange(day: day), focus: DateRange(day: day), priority: [day]))
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.holidays.count == limits.perDay)
        let stored = try? harness.store.slice(FetcherHarness.key(), in: DateRange(day: day))
        #expect(stored?.holidays.count == limits.perDay)
        let notice = harness.events.notices.first ?? ""
        #expect(notice.contains("10000") && notice.contains("kept \(limits.perDay)"), "\(notice)")
    }

    @Test func aCrowdedYearKeepsOnlyTheAnswersShareAndSaysSo() async {
        let harness = FetcherHarness(span: .year, isMetered: false, script: { range, region, _ in
            .success(Self.crowd(20, in: range, region: region))
        })
        let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.holidays.count == limits.perAnswer)
        // What is cut is never what is on screen: every visible date keeps its 20.
        let perDate = Dictionary(grouping: harness.events.holidays, by: \.date).mapValues(\.count)
        #expect(february.visible.allSatisfy { perDate[$0] == 20 }, "\(perDate.filter { february.visible.contains($0.key) })")
        let notice = harness.events.notices.first ?? ""
        #expect(notice.contains("7300") && notice.contains("kept \(limits.perAnswer)"), "\(notice)")
    }

    /// The dates whose holidays the answer's limit dropped are unknown, not days without
    /// holidays: failed, not cached, and said why; the dates kept whole are answered.
    @Test func theDatesTheLimitCutAreUnknownNotEmpty() async throws {
        let harness = FetcherHarness(span: .year, isMetered: false, script: { range, region, _ in
            .success(Self.crowd(20, in: range, region: region))
        })
        let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let year = DateRange(years: 2026...2026)
        // 1,000 kept of 20 a day: the 42 dates on screen and the next 8 whole; the rest cut.
        let kept = Set(harness.events.holidays.map(\.date))
        #expect(kept.count == limits.perAnswer / 20)
        #expect(harness.events.answeredDates == kept)
        #expect(harness.events.failedDates == Set(year).subtracting(kept))
        #expect(harness.events.failed.allSatisfy { $0.failure.error == .tooLarge(held: 7_300, kept: limits.perAnswer) })
        #expect(harness.events.failed.first?.failure.description.contains("the other days are unknown") == true)
        let cached = try harness.store.slice(FetcherHarness.key(), in: year)
        #expect(Set(cached.covered.flatMap { Array($0.range) }) == kept)
    }

    @Test func anOrdinaryAnswerIsKeptWholeWithoutANotice() async {
        let harness = FetcherHarness(span: .year, isMetered: false, script: { range, region, _ in
            .success(Self.crowd(1, in: DateRange(range.lowerBound, range.lowerBound.adding(days: 40)), region: region))
        })
        await harness.fetcher.submit(TestDates.monthDemand("2026-02", selected: "2026-02-16"))
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.holidays.count == 41)
        #expect(harness.events.notices.isEmpty)
    }
}
