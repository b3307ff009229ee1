/// Closed-form counting of working days (weekdays outside the weekend, holidays ignored).
///
/// Positions are "shifted" day numbers, `dayNumber + 4`, so that position 0 is a Sunday
/// and `position mod 7` is the weekday's raw value (1970-01-01, day 0, was a Thursday).
extension WeekendMask {
    /// Working days from an arbitrary Sunday origin up to, not including, `dayNumber`:
    /// `workdays(before: b) - workdays(before: a)` is the number of working days in `a..<b`.
    @inlinable @inline(__always)
    public func workdays(before dayNumber: Int) -> Int {
        let shifted = dayNumber + 4
        var weeks = shifted / 7
        var rest = shifted - weeks * 7
        if rest < 0 {
            weeks -= 1
            rest += 7
        }
        return weeks * workdaysPerWeek + Int(truncatingIfNeeded: workdaysBefore >> UInt64(rest * 8) & 0xFF)
    }

    /// The day number of the working day with `workdays(before:)` equal to `index`: the
    /// inverse of `workdays(before:)` on working days.
    @inlinable
    public func dayNumber(ofWorkday index: Int) -> Int {
        var weeks = index / workdaysPerWeek
        var rest = index - weeks * workdaysPerWeek
        if rest < 0 {
            weeks -= 1
            rest += workdaysPerWeek
        }
        return weeks * 7 + Int(truncatingIfNeeded: nthWorkday >> UInt64(rest * 8) & 0xFF) - 4
    }

    /// Whether the day with `dayNumber` is a weekend day.
    @inlinable @inline(__always)
    public func containsDay(_ dayNumber: Int) -> Bool {
        var weekday = (dayNumber + 4) % 7
        if weekday < 0 { weekday += 7 }
        return bits & (1 << UInt8(weekday)) != 0
    }
}
