import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Leave plan: the dynamic programme against brute force")
struct PlanOptimalityTests {
    /// Days off in runs of at least `minimumLength` days, counted the plain way.
    static func value(_ isOff: [Bool], leave: [Int], minimumLength: Int) -> Int {
        var days = isOff
        for day in leave { days[day] = true }
        var total = 0
        var run = 0
        for off in days + [false] {
            if off {
                run += 1
            } else {
                if run >= minimumLength { total += run }
                run = 0
            }
        }
        return total
    }

    /// The best value over every subset of the working days of at most `budget` days, and
    /// the fewest leave days that reach it.
    static func bruteForce(_ isOff: [Bool], budget: Int, minimumLength: Int) -> (value: Int, leave: Int) {
        let working = isOff.indices.filter { !isOff[$0] }
        var best = (value: -1, leave: 0)
        for mask in 0..<(1 << working.count) where mask.nonzeroBitCount <= budget {
            let leave = working.indices.filter { mask & (1 << $0) != 0 }.map { working[$0] }
            let value = value(isOff, leave: leave, minimumLength: minimumLength)
            if value > best.value || (value == best.value && leave.count < best.leave) {
                best = (value, leave.count)
            }
        }
        return best
    }

    /// Checks the plan for `days` against brute force: the same value, the same number of
    /// leave days, working days only, and the value claimed is the value of the days chosen.
    func check(_ days: DaysOff, budget: Int, minimumLength: Int) {
        let plan = days.plan(leave: budget, minimumLength: minimumLength)
        let expected = Self.bruteForce(days.isOff, budget: budget, minimumLength: minimumLength)
        let chosen = plan.leave.map { days.first.days(to: $0) }
        #expect(plan.daysOff == expected.value, "budget \(budget), L \(minimumLength), \(days.isOff)")
        #expect(chosen.count == expected.leave, "budget \(budget), L \(minimumLength), \(days.isOff)")
        #expect(chosen.allSatisfy { !days.isOff[$0] })
        #expect(Self.value(days.isOff, leave: chosen, minimumLength: minimumLength) == plan.daysOff)
        #expect(plan.daysOffWithoutLeave == Self.value(days.isOff, leave: [], minimumLength: minimumLength))
    }

    @Test("Random short years: 400 patterns, budgets 0-5, stretches of 1-4 days")
    func randomYears() {
        var generator = SeededGenerator(seed: 14)
        let first = CivilDate(year: 2026, month: 1, day: 1)!
        for _ in 0..<400 {
            let length = Int.random(in: 1...15, using: &generator)
            let offShare = Double.random(in: 0.1...0.7, using: &generator)
            let isOff = (0..<length).map { _ in Double.random(in: 0..<1, using: &generator) < offShare }
            check(
                DaysOff(first: first, isOff: isOff), budget: Int.random(in: 0...5, using: &generator),
                minimumLength: Int.random(in: 1...4, using: &generator))
        }
    }

    @Test("A real year: Germany 2026 with one and two days of leave")
    func germany() {
        let days = DaysOff(region: RegionRegistry.region(code: "DE")!, year: 2026)
        for budget in 1...2 {
            let plan = days.plan(leave: budget)
            let working = days.isOff.indices.filter { !days.isOff[$0] }
            var best = 0
            for (index, a) in working.enumerated() {
                best = max(best, Self.value(days.isOff, leave: [a], minimumLength: 3))
                guard budget == 2 else { continue }
                for b in working[(index + 1)...] {
                    best = max(best, Self.value(days.isOff, leave: [a, b], minimumLength: 3))
                }
            }
            #expect(plan.daysOff == best)
            #expect(plan.leave.count == budget)
        }
        // One day: a Friday bridge (New Year or Ascension), four more days off in long stretches.
        let one = days.plan(leave: 1)
        #expect(one.daysOff - one.daysOffWithoutLeave == 4)
        #expect([CivilDate(year: 2026, month: 1, day: 2)!, CivilDate(year: 2026, month: 5, day: 15)!].contains(one.leave[0]))
    }

    @Test("A weekend, a working week, a weekend: leave beside each weekend beats a block")
    func weekBetweenWeekends() {
        let first = CivilDate(year: 2026, month: 1, day: 3)!
        let days = DaysOff(first: first, isOff: [true, true, false, false, false, false, false, true, true])
        // One day: a long weekend (3). Two: one at each end (3 + 3), not two at one end (4).
        #expect(days.plan(leave: 1).daysOff == 3)
        let two = days.plan(leave: 2)
        #expect(two.leave == [first.adding(days: 2), first.adding(days: 6)])
        #expect(two.stretches.map(\.days) == [3, 3])
        // Five: the whole week, nine days in a row.
        let five = days.plan(leave: 5)
        #expect(five.daysOff == 9)
        #expect(five.stretches.map(\.leave.count) == [5])
        // A budget beyond the working days takes each working day once.
        #expect(days.plan(leave: 9).leave.count == 5)
        #expect(days.plan(leave: 0).leave.isEmpty)
    }
}
