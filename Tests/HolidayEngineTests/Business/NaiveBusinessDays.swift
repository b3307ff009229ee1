import HolidayEngine

/// The obvious answer, one day at a time: the reference the engine is checked against.
struct NaiveBusinessDays {
    let weekend: Set<Weekday>
    let holidays: Set<CivilDate>
    /// `isBusinessDay` of every day of the years given, from `firstDay` (day number): the
    /// same answers, looked up instead of hashed, so long ranges stay quick in debug builds.
    private var table: [Bool] = []
    private var firstDay = 0

    /// Days off: `weekend` and the holidays of `region` of `kinds` dated in `years`.
    init(region: Region, kinds: Set<HolidayKind>, weekend: Set<Weekday>, years: ClosedRange<Int>) {
        self.weekend = weekend
        let range = DateRange(
            CivilDate(year: years.lowerBound, month: 1, day: 1)!,
            CivilDate(year: years.upperBound, month: 12, day: 31)!)
        self.holidays = Set(region.holidays(in: range).filter { kinds.contains($0.kind) }.map(\.date))
        firstDay = range.lowerBound.dayNumber
        table = range.map(isBusinessDay)
    }

    init(holidays: Set<CivilDate>, weekend: Set<Weekday>) {
        self.weekend = weekend
        self.holidays = holidays
    }

    func isBusinessDay(_ date: CivilDate) -> Bool {
        !weekend.contains(date.weekday) && !holidays.contains(date)
    }

    /// `isBusinessDay`, from the table when the date is in it.
    private func isBusinessDay(dayNumber: Int) -> Bool {
        let index = dayNumber - firstDay
        return table.indices.contains(index)
            ? table[index] : isBusinessDay(CivilDate(dayNumber: dayNumber))
    }

    /// The documented semantics spelt out: the days between the two dates, each end counted
    /// when its flag says so (`from`'s flag is `includeStart` in both directions), negated
    /// when `to` is before `from`.
    func count(from: CivilDate, to: CivilDate, includeStart: Bool, includeEnd: Bool) -> Int {
        let forward = from <= to
        let (low, high) = forward ? (from, to) : (to, from)
        let lowIncluded = forward ? includeStart : includeEnd
        let highIncluded = forward ? includeEnd : includeStart
        var total = 0
        for day in low.dayNumber...high.dayNumber {
            if day == low.dayNumber, !lowIncluded { continue }
            if day == high.dayNumber, !highIncluded { continue }
            if isBusinessDay(dayNumber: day) { total += 1 }
        }
        return forward ? total : -total
    }

    /// Walks `n` business days from `date`, one day at a time.
    func add(_ n: Int, to date: CivilDate) -> CivilDate {
        var current = date
        var left = abs(n)
        while left > 0 {
            current = current.adding(days: n > 0 ? 1 : -1)
            if isBusinessDay(current) { left -= 1 }
        }
        return current
    }

    /// `date` rolled by `convention`, by the words of its definition, a day at a time.
    func roll(_ date: CivilDate, _ convention: BusinessDayConvention) -> CivilDate {
        Self.roll(date, convention, isBusinessDay: isBusinessDay)
    }

    /// `date` rolled by `convention` in the calendar whose business days `isBusinessDay`
    /// names: the definitions of docs/business-days.md ("Rolling") walked day by day.
    static func roll(
        _ date: CivilDate, _ convention: BusinessDayConvention, isBusinessDay: (CivilDate) -> Bool
    ) -> CivilDate {
        func walk(_ step: Int) -> CivilDate {
            var current = date
            while !isBusinessDay(current) { current = current.adding(days: step) }
            return current
        }
        let (after, before) = (walk(1), walk(-1))
        let sameMonth = { (other: CivilDate) in other.year == date.year && other.month == date.month }
        switch convention {
        case .following: return after
        case .preceding: return before
        case .modifiedFollowing: return sameMonth(after) ? after : before
        case .modifiedPreceding: return sameMonth(before) ? before : after
        case .nearest:
            return after.dayNumber - date.dayNumber <= date.dayNumber - before.dayNumber ? after : before
        }
    }
}
