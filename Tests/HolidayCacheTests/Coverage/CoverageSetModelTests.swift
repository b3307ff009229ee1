import HolidayCache
import HolidayEngine
import Testing
import HolidayTestSupport

/// Random answers checked against the plainest possible model: a fetch time per day.
@Suite("CoverageSet: against a day-by-day model")
struct CoverageSetModelTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomAnswersMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let origin = day("2025-12-20").dayNumber
        var model: [Int: Int64] = [:]
        var coverage = CoverageSet()
        for _ in 0..<300 {
            let start = origin + random.next(40)
            let length = 1 + random.next(6)
            // Few distinct times, so that merging happens often.
            let time = Int64(random.next(3))
            let range = DateRange(CivilDate(dayNumber: start), CivilDate(dayNumber: start + length - 1))
            coverage.insert(range, fetchedAt: time)
            for n in start..<(start + length) { model[n] = time }
            check(coverage, against: model, window: origin - 2...(origin + 48))
        }
    }

    private func check(_ coverage: CoverageSet, against model: [Int: Int64], window: ClosedRange<Int>) {
        // Every day has the model's time (or none).
        for n in window {
            #expect(coverage.fetchTime(of: CivilDate(dayNumber: n)) == model[n])
        }
        // Spans are ordered, disjoint, and touching spans differ in time.
        for (left, right) in zip(coverage.spans, coverage.spans.dropFirst()) {
            let leftEnd = left.range.upperBound.dayNumber
            let rightStart = right.range.lowerBound.dayNumber
            #expect(leftEnd < rightStart)
            if leftEnd + 1 == rightStart { #expect(left.fetchedAt != right.fetchedAt) }
        }
        #expect(coverage.coveredDays == model.count)
    }
}
