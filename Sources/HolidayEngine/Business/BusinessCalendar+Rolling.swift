/// Moving a date that is not a business day to one by a convention, and moving a date by
/// business days from where a convention puts it (docs/business-days.md, "Rolling").
extension BusinessCalendar {
    /// `date` when it is a business day, else the business day `convention` chooses.
    /// O(log H): each of the following and preceding business days is one `add`.
    public func roll(_ date: CivilDate, _ convention: BusinessDayConvention) -> CivilDate {
        CivilDate(dayNumber: roll(dayNumber: date.dayNumber, convention))
    }

    /// `roll(_:_:)` for day numbers (`CivilDate.dayNumber`).
    public func roll(dayNumber day: Int, _ convention: BusinessDayConvention) -> Int {
        switch convention {
        case .following:
            return following(day)
        case .preceding:
            return preceding(day)
        case .modifiedFollowing:
            let after = following(day)
            return after <= Self.lastDayOfMonth(of: day) ? after : preceding(day)
        case .modifiedPreceding:
            let before = preceding(day)
            return before >= Self.firstDayOfMonth(of: day) ? before : following(day)
        case .nearest:
            let after = following(day)
            guard after != day else { return day }
            let before = preceding(day)
            // A tie goes forward, as QuantLib's Nearest does.
            return after - day <= day - before ? after : before
        }
    }

    /// `date` rolled by `convention`, then moved `n` business days (`n == 0`: the rolled
    /// date). This is numpy's `busday_offset(date, n, roll=...)` and QuantLib's
    /// `advance(adjust(date, convention), n, Days)`; for every `n`,
    /// `count(from: roll(date, convention), to: result, includeEnd: true) == n`.
    public func add(_ n: Int, to date: CivilDate, rolling convention: BusinessDayConvention) -> CivilDate {
        CivilDate(dayNumber: add(n, toDayNumber: date.dayNumber, rolling: convention))
    }

    /// `add(_:to:rolling:)` for day numbers.
    public func add(_ n: Int, toDayNumber day: Int, rolling convention: BusinessDayConvention) -> Int {
        add(n, toDayNumber: roll(dayNumber: day, convention))
    }

    /// The first business day on or after `day`: the first one after the day before.
    @inline(__always)
    private func following(_ day: Int) -> Int { add(1, toDayNumber: day - 1) }

    /// The last business day on or before `day`: the last one before the day after.
    @inline(__always)
    private func preceding(_ day: Int) -> Int { add(-1, toDayNumber: day + 1) }

    /// The day number of the first day of the month of `day`.
    private static func firstDayOfMonth(of day: Int) -> Int {
        day - CivilDate(dayNumber: day).day + 1
    }

    /// The day number of the last day of the month of `day`.
    private static func lastDayOfMonth(of day: Int) -> Int {
        let date = CivilDate(dayNumber: day)
        return day - date.day + CivilDate.daysInMonth(year: date.year, month: date.month)
    }
}
