import HolidayCache
import HolidayKit
import Testing

@Suite("CoverageSet: clipping, gaps, lookup")
struct CoverageSetQueryTests {
    private let coverage = CoverageSet([
        span("2026-01-01", "2026-01-10", at: 10), span("2026-01-15", "2026-01-20", at: 20),
        span("2026-01-21", "2026-01-25", at: 30),
    ])

    @Test func clipsSpansToTheQuery() {
        #expect(coverage.spans(in: days("2026-01-05", "2026-01-17")) == [
            span("2026-01-05", "2026-01-10", at: 10), span("2026-01-15", "2026-01-17", at: 20),
        ])
    }

    @Test func queryInAGapFindsNothing() {
        #expect(coverage.spans(in: days("2026-01-11", "2026-01-14")).isEmpty)
        #expect(coverage.gaps(in: days("2026-01-11", "2026-01-14")) == [days("2026-01-11", "2026-01-14")])
    }

    @Test func queryOnTheBoundaryDays() {
        #expect(coverage.spans(in: DateRange(day: day("2026-01-10"))) == [span("2026-01-10", "2026-01-10", at: 10)])
        #expect(coverage.spans(in: DateRange(day: day("2026-01-15"))) == [span("2026-01-15", "2026-01-15", at: 20)])
        #expect(coverage.spans(in: DateRange(day: day("2026-01-26"))).isEmpty)
        #expect(coverage.spans(in: DateRange(day: day("2025-12-31"))).isEmpty)
    }

    @Test func queryAroundEverythingReturnsEverySpanWhole() {
        #expect(coverage.spans(in: days("2025-12-01", "2026-02-28")) == coverage.spans)
    }

    @Test func gapsBeforeBetweenAndAfter() {
        #expect(coverage.gaps(in: days("2025-12-30", "2026-01-31")) == [
            days("2025-12-30", "2025-12-31"), days("2026-01-11", "2026-01-14"),
            days("2026-01-26", "2026-01-31"),
        ])
        #expect(coverage.gaps(in: days("2026-01-15", "2026-01-25")).isEmpty)
    }

    @Test func lookupOfADay() {
        #expect(coverage.span(covering: day("2026-01-01"))?.fetchedAt == 10)
        #expect(coverage.span(covering: day("2026-01-21"))?.fetchedAt == 30)
        #expect(coverage.span(covering: day("2026-01-12")) == nil)
        #expect(coverage.span(covering: day("2026-02-01")) == nil)
        #expect(CoverageSet().span(covering: day("2026-01-01")) == nil)
        #expect(CoverageSet().gaps(in: days("2026-01-01", "2026-01-02")) == [days("2026-01-01", "2026-01-02")])
    }
}
