/// Conversion between civil dates and a linear day count, the basis of all date arithmetic.
extension CivilDate {
    /// Days since 1970-01-01 (negative before it).
    ///
    /// Howard Hinnant's `days_from_civil`: branch-free and exact for every Gregorian date.
    @inlinable
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    @inlinable
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(uncheckedYear: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The day of the week.
    @inlinable
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (raw value 4).
        let r = (dayNumber + 4) % 7
        return Weekday(rawValue: r < 0 ? r + 7 : r)!
    }

    /// The date `days` days later (earlier when negative).
    @inlinable
    public func adding(days: Int) -> CivilDate {
        days == 0 ? self : CivilDate(dayNumber: dayNumber + days)
    }

    /// The same day `months` months later, clamped to the end of a shorter month.
    public func adding(months: Int) -> CivilDate {
        let target = yearMonth.adding(months: months)
        return CivilDate(
            uncheckedYear: target.year, month: target.month, day: min(day, target.dayCount))
    }

    /// Days from `self` to `other`; positive when `other` is later.
    @inlinable
    public func days(to other: CivilDate) -> Int { other.dayNumber - dayNumber }
}
