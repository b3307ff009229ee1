extension DaysOff {
    /// Every stretch of days off that has a day in the year, in date order.
    public var stretches: [Stretch] {
        // The days held may begin with a stretch of the year before (and end with one of
        // the year after) when 1 January (31 December) is a working day: kept for bridges
        // over New Year, left out here.
        let days = DateRange(years: year...year)
        return runs(of: isOff).map { stretch(from: $0.lowerBound, to: $0.upperBound, leave: []) }
            .filter { $0.dates.overlaps(days) }
    }

    /// The stretch over the days at `start...end`, with its holidays and `leave`.
    func stretch(from start: Int, to end: Int, leave: [CivilDate]) -> Stretch {
        let dates = DateRange(date(at: start), date(at: end))
        return Stretch(dates: dates, holidays: holidays.filter { dates.contains($0.date) }, leave: leave)
    }

    /// The index ranges of the maximal runs of `true` in `flags`.
    func runs(of flags: [Bool]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for (index, flag) in flags.enumerated() {
            if flag, start == nil { start = index }
            if !flag, let first = start {
                runs.append(first...(index - 1))
                start = nil
            }
        }
        if let first = start { runs.append(first...(flags.count - 1)) }
        return runs
    }
}
