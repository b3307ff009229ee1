import HolidayCache
import HolidayKit
import Testing

/// Random answers checked against the plainest possible model: a fetch time per day.
@Suite("CoverageSet: against a day-by-day model")
struct CoverageSetModelTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomAnswersMatchTheModel(seed: UInt64) {
        var random = Generator(state: seed)
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
