import HolidayCache
import HolidayEngine
import Testing

@Suite("CoverageSet: clipping")
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
        #expect(CoverageSet().spans(in: days("2026-01-01", "2026-01-02")).isEmpty)
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

    @Test func queryAcrossTouchingSpansKeepsThemApart() {
        #expect(coverage.spans(in: days("2026-01-20", "2026-01-21")) == [
            span("2026-01-20", "2026-01-20", at: 20), span("2026-01-21", "2026-01-21", at: 30),
        ])
    }

    @Test func coversOnlyRangesWithoutAGap() {
        #expect(coverage.covers(days("2026-01-02", "2026-01-10")))
        #expect(coverage.covers(days("2026-01-15", "2026-01-25")))  // across touching spans
        #expect(!coverage.covers(days("2026-01-09", "2026-01-15")))  // the gap 11-14
        #expect(!coverage.covers(days("2026-01-24", "2026-01-26")))  // past the end
        #expect(!coverage.covers(days("2025-12-31", "2026-01-01")))  // before the start
        #expect(!CoverageSet().covers(DateRange(day: day("2026-01-01"))))
    }
}
