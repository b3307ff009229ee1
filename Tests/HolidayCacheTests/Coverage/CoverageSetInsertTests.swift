import HolidayCache
import HolidayEngine
import Testing

@Suite("CoverageSet: inserting answers")
struct CoverageSetInsertTests {
    private func set(_ inserts: [(String, String, Int64)]) -> CoverageSet {
        var set = CoverageSet()
        for (first, last, time) in inserts { set.insert(days(first, last), fetchedAt: time) }
        return set
    }

    @Test func firstAnswerIsOneSpan() {
        let coverage = set([("2026-02-01", "2026-02-28", 10)])
        #expect(coverage.spans == [span("2026-02-01", "2026-02-28", at: 10)])
        #expect(coverage.coveredDays == 28)
    }

    @Test func adjacentAnswersOfOneTimeMerge() {
        let coverage = set([("2026-02-01", "2026-02-14", 10), ("2026-02-15", "2026-02-28", 10)])
        #expect(coverage.spans == [span("2026-02-01", "2026-02-28", at: 10)])
    }

    @Test func adjacentAnswersOfOneTimeMergeInEitherOrder() {
        let coverage = set([("2026-02-15", "2026-02-28", 10), ("2026-02-01", "2026-02-14", 10)])
        #expect(coverage.spans == [span("2026-02-01", "2026-02-28", at: 10)])
    }

    @Test func adjacentAnswersOfDifferentTimesStayApart() {
        let coverage = set([("2026-02-01", "2026-02-14", 10), ("2026-02-15", "2026-02-28", 11)])
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-14", at: 10), span("2026-02-15", "2026-02-28", at: 11),
        ])
    }

    @Test func overlappingAnswerOfOneTimeMerges() {
        let coverage = set([("2026-02-01", "2026-02-20", 10), ("2026-02-10", "2026-03-05", 10)])
        #expect(coverage.spans == [span("2026-02-01", "2026-03-05", at: 10)])
    }

    @Test func overlappingNewerAnswerSupersedesTheOverlap() {
        let coverage = set([("2026-02-01", "2026-02-20", 10), ("2026-02-10", "2026-03-05", 20)])
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-09", at: 10), span("2026-02-10", "2026-03-05", at: 20),
        ])
    }

    @Test func overlappingFromTheLeftCutsTheOlderSpansStart() {
        let coverage = set([("2026-02-10", "2026-03-05", 10), ("2026-02-01", "2026-02-20", 20)])
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-20", at: 20), span("2026-02-21", "2026-03-05", at: 10),
        ])
    }

    @Test func containedAnswerSplitsTheOlderSpan() {
        let coverage = set([("2026-02-01", "2026-02-28", 10), ("2026-02-10", "2026-02-12", 20)])
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-09", at: 10),
            span("2026-02-10", "2026-02-12", at: 20),
            span("2026-02-13", "2026-02-28", at: 10),
        ])
        #expect(coverage.coveredDays == 28)
    }

    @Test func containedAnswerOfTheSameTimeChangesNothing() {
        let coverage = set([("2026-02-01", "2026-02-28", 10), ("2026-02-10", "2026-02-12", 10)])
        #expect(coverage.spans == [span("2026-02-01", "2026-02-28", at: 10)])
    }

    @Test func containingAnswerReplacesEverythingInside() {
        let coverage = set([
            ("2026-02-03", "2026-02-05", 10), ("2026-02-08", "2026-02-09", 30),
            ("2026-02-10", "2026-02-10", 40), ("2026-03-10", "2026-03-12", 50),
        ])
        var grown = coverage
        grown.insert(days("2026-02-01", "2026-02-28"), fetchedAt: 20)
        #expect(grown.spans == [
            span("2026-02-01", "2026-02-28", at: 20), span("2026-03-10", "2026-03-12", at: 50),
        ])
    }

    @Test func answersWithAGapBetweenThemStayApart() {
        let coverage = set([("2026-02-01", "2026-02-03", 10), ("2026-02-05", "2026-02-07", 10)])
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-03", at: 10), span("2026-02-05", "2026-02-07", at: 10),
        ])
        #expect(uncoveredDays(in: days("2026-02-01", "2026-02-07"), by: coverage.spans) == [day("2026-02-04")])
    }

    @Test func fillingTheGapJoinsBothSidesOfOneTime() {
        var coverage = set([("2026-02-01", "2026-02-03", 10), ("2026-02-05", "2026-02-07", 10)])
        coverage.insert(DateRange(day: day("2026-02-04")), fetchedAt: 10)
        #expect(coverage.spans == [span("2026-02-01", "2026-02-07", at: 10)])
    }

    @Test func fillingTheGapAtAnotherTimeLeavesThreeSpans() {
        var coverage = set([("2026-02-01", "2026-02-03", 10), ("2026-02-05", "2026-02-07", 30)])
        coverage.insert(DateRange(day: day("2026-02-04")), fetchedAt: 20)
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-03", at: 10),
            span("2026-02-04", "2026-02-04", at: 20),
            span("2026-02-05", "2026-02-07", at: 30),
        ])
    }

    @Test func answerOverlappingTwoSpansCutsBoth() {
        var coverage = set([("2026-02-01", "2026-02-05", 10), ("2026-02-06", "2026-02-10", 30)])
        coverage.insert(days("2026-02-04", "2026-02-07"), fetchedAt: 20)
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-03", at: 10),
            span("2026-02-04", "2026-02-07", at: 20),
            span("2026-02-08", "2026-02-10", at: 30),
        ])
    }

    @Test func answerJoiningOneSideOfItsTimeAndCuttingTheOther() {
        var coverage = set([("2026-02-01", "2026-02-05", 20), ("2026-02-06", "2026-02-10", 30)])
        coverage.insert(days("2026-02-04", "2026-02-07"), fetchedAt: 20)
        #expect(coverage.spans == [
            span("2026-02-01", "2026-02-07", at: 20), span("2026-02-08", "2026-02-10", at: 30),
        ])
    }

    @Test func singleDaysOneAtATime() {
        // Abstract answers one day per request, a second apart: one span each.
        var coverage = CoverageSet()
        for (offset, date) in days("2026-02-01", "2026-02-28").enumerated() {
            coverage.insert(DateRange(day: date), fetchedAt: 1_000 + Int64(offset))
        }
        #expect(coverage.spans.count == 28)
        #expect(coverage.coveredDays == 28)
        #expect(uncoveredDays(in: days("2026-02-01", "2026-02-28"), by: coverage.spans).isEmpty)
        #expect(coverage.fetchTime(of: day("2026-02-10")) == 1_009)
    }

    @Test func refreshedDayKeepsItsOwnTimeNextToOlderDays() {
        // The reason merging needs equal times: a refreshed future day must not take its
        // neighbours' older time and look stale again.
        var coverage = set([("2026-03-01", "2026-03-31", 100)])
        coverage.insert(DateRange(day: day("2026-03-15")), fetchedAt: 5_000)
        #expect(coverage.fetchTime(of: day("2026-03-15")) == 5_000)
        #expect(coverage.fetchTime(of: day("2026-03-14")) == 100)
        #expect(coverage.fetchTime(of: day("2026-03-16")) == 100)
    }

    @Test func spansMergeAcrossTheYearEnd() {
        let coverage = set([("2025-12-01", "2025-12-31", 10), ("2026-01-01", "2026-01-31", 10)])
        #expect(coverage.spans == [span("2025-12-01", "2026-01-31", at: 10)])
    }

    @Test func singleDaysMergeAcrossTheYearEnd() {
        let coverage = set([("2026-01-01", "2026-01-01", 10), ("2025-12-31", "2025-12-31", 10)])
        #expect(coverage.spans == [span("2025-12-31", "2026-01-01", at: 10)])
    }

    @Test func spansMergeAcrossALeapDay() {
        let coverage = set([("2024-02-01", "2024-02-29", 10), ("2024-03-01", "2024-03-31", 10)])
        #expect(coverage.spans == [span("2024-02-01", "2024-03-31", at: 10)])
        #expect(coverage.coveredDays == 29 + 31)
    }

    @Test func initialiserInsertsInOrder() {
        let coverage = CoverageSet([
            span("2026-02-01", "2026-02-28", at: 10), span("2026-02-10", "2026-02-10", at: 20),
        ])
        #expect(coverage.fetchTime(of: day("2026-02-10")) == 20)
        #expect(coverage.spans.count == 3)
    }
}
