extension DaysOff {
    /// The leave days, at most `budget` of them, that give the most days off in stretches
    /// of at least `minimumLength` days, the fewest leave days among choices that give as
    /// many. Exact: dynamic programming over the days (docs/planning.md has the argument).
    ///
    /// Time and memory O(days x budget x minimumLength): about 17,000 states for a year
    /// and 10 days of leave.
    public func plan(leave budget: Int, minimumLength: Int = 3) -> LeavePlan {
        precondition(budget >= 0 && minimumLength >= 1, "a budget of 0 or more, stretches of 1 day or more")
        let requested = budget
        let budget = min(budget, isOff.count)
        let length = minimumLength
        // State after a day: leave used (0...budget) and the length of the run of days off
        // ending there, capped at `length` (more makes no difference to what comes next).
        let runs = length + 1
        let states = (budget + 1) * runs
        let unreachable = Int.min
        var value = [Int](repeating: unreachable, count: states)
        var next = value
        value[0] = 0
        // Per day and state reached: the run before it, times 2, plus 1 when leave was taken.
        var parent = [Int32](repeating: -1, count: isOff.count * states)

        // A day off (or leave) ending a run of `run` days before it: the new run and what
        // the day adds. A run counts whole once it reaches `length`: `length` days at once,
        // then one per day.
        @inline(__always) func extend(_ run: Int) -> (run: Int, gain: Int) {
            if run == length { return (length, 1) }
            return run + 1 == length ? (length, length) : (run + 1, 0)
        }
        @inline(__always) func offer(_ state: Int, _ candidate: Int, _ from: Int, leave: Bool, day: Int) {
            guard candidate > next[state] else { return }
            next[state] = candidate
            parent[day * states + state] = Int32(from * 2 + (leave ? 1 : 0))
        }

        for day in isOff.indices {
            for index in next.indices { next[index] = unreachable }
            for used in 0...budget {
                for run in 0..<runs {
                    let current = value[used * runs + run]
                    guard current != unreachable else { continue }
                    let (longer, gain) = extend(run)
                    if isOff[day] {
                        offer(used * runs + longer, current + gain, run, leave: false, day: day)
                        continue
                    }
                    offer(used * runs, current, run, leave: false, day: day)
                    if used < budget {
                        offer((used + 1) * runs + longer, current + gain, run, leave: true, day: day)
                    }
                }
            }
            swap(&value, &next)
        }

        // The best value, with the fewest leave days: `used` ascending, keep only a strictly
        // better one.
        var best = (value: unreachable, used: 0, run: 0)
        for used in 0...budget {
            for run in 0..<runs where value[used * runs + run] > best.value {
                best = (value[used * runs + run], used, run)
            }
        }
        var leaveDays: [Int] = []
        var (used, run) = (best.used, best.run)
        for day in isOff.indices.reversed() {
            let step = Int(parent[day * states + used * runs + run])
            if step & 1 == 1 {
                leaveDays.append(day)
                used -= 1
            }
            run = step >> 1
        }
        leaveDays.reverse()
        return LeavePlan(
            budget: requested, minimumLength: length, leave: leaveDays.map(date(at:)), daysOff: best.value,
            daysOffWithoutLeave: longDays(isOff, minimumLength: length),
            stretches: stretches(with: leaveDays))
    }

    /// Days off in runs of at least `minimumLength` days in `flags`.
    func longDays(_ flags: [Bool], minimumLength: Int) -> Int {
        runs(of: flags).map(\.count).filter { $0 >= minimumLength }.reduce(0, +)
    }

    /// The stretches that hold one of the leave days at `leaveDays`, with their leave.
    private func stretches(with leaveDays: [Int]) -> [Stretch] {
        var flags = isOff
        for day in leaveDays { flags[day] = true }
        return runs(of: flags).compactMap { run in
            let leave = leaveDays.filter(run.contains)
            return leave.isEmpty ? nil : stretch(from: run.lowerBound, to: run.upperBound, leave: leave.map(date(at:)))
        }
    }
}
