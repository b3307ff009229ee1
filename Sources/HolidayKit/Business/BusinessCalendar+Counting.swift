/// Counting business days and asking whether one day is one.
///
/// The days counted run from `from` to `to`; each end is counted only when its flag says
/// so (both are excluded by default, as seed 004 asks). When `to` is before `from` the
/// count is negative: the same days are counted, with `from` still the end `includeStart`
/// governs, and the sign flipped, so for `a != b`
/// `count(a, b, includeStart: s, includeEnd: e) == -count(b, a, includeStart: e, includeEnd: s)`.
/// numpy's `busday_count(a, b)` is `count(a, b, includeStart: true)` in both directions.
/// When `from == to` the one day is counted (as +1, if it is a business day) only when both
/// ends are included.
extension BusinessCalendar {
    /// Business days between `from` and `to`, ends included as asked; negative when `to`
    /// is before `from`. O(log H) for dates the calendar covers.
    public func count(
        from: CivilDate, to: CivilDate, includeStart: Bool = false, includeEnd: Bool = false
    ) -> Int {
        count(
            fromDayNumber: from.dayNumber, toDayNumber: to.dayNumber,
            includeStart: includeStart, includeEnd: includeEnd)
    }

    /// `count(from:to:includeStart:includeEnd:)` for day numbers (`CivilDate.dayNumber`),
    /// for callers that parse dates straight into day numbers.
    public func count(
        fromDayNumber from: Int, toDayNumber to: Int, includeStart: Bool = false,
        includeEnd: Bool = false
    ) -> Int {
        // Reduce to the half-open run of days first..<end.
        if from <= to {
            let first = includeStart ? from : from + 1
            let end = includeEnd ? to + 1 : to
            return first < end ? businessDays(first, end) : 0
        }
        let first = includeEnd ? to : to + 1
        let end = includeStart ? from + 1 : from
        return first < end ? -businessDays(first, end) : 0
    }

    /// Whether `date` is neither a weekend day nor a holiday.
    public func isBusinessDay(_ date: CivilDate) -> Bool {
        let day = date.dayNumber
        guard !weekend.containsDay(day) else { return false }
        guard covers(dayNumbers: day, day) else {
            return extended(toCoverDays: day, day).isBusinessDay(date)
        }
        let index = holidaysBefore(day)
        return index == holidayDays.count || holidayDays[index] != day
    }

    /// Business days in `first..<end` (day numbers, `first < end`).
    @inline(__always)
    func businessDays(_ first: Int, _ end: Int) -> Int {
        guard covers(dayNumbers: first, end - 1) else {
            return extended(toCoverDays: first, end - 1).businessDays(first, end)
        }
        return weekend.workdays(before: end) - weekend.workdays(before: first)
            - (holidaysBefore(end) - holidaysBefore(first))
    }

    /// Business days before `day` from the origin of `WeekendMask.workdays(before:)`,
    /// counting only the holidays held.
    @inline(__always)
    func businessDays(before day: Int) -> Int {
        weekend.workdays(before: day) - holidaysBefore(day)
    }

    /// How many held holidays are before `day`: the index of the first one on or after it.
    @inline(__always)
    func holidaysBefore(_ day: Int) -> Int {
        holidayDays.withUnsafeBufferPointer { Self.lowerBound(of: day, in: $0) }
    }

    /// The index of the first element of the ascending `values` not less than `key`.
    /// Branch-free halving: the loop runs log2(count) times whatever the data.
    @inline(__always)
    static func lowerBound(of key: Int, in values: UnsafeBufferPointer<Int>) -> Int {
        var base = 0
        var length = values.count
        while length > 1 {
            let half = length / 2
            base = values[base + half - 1] < key ? base + half : base
            length -= half
        }
        return length == 1 && values[base] < key ? base + 1 : base
    }
}
