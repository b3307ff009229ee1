/// A calendar of the Alexandrian family, which the Coptic and Ethiopian calendars are: twelve
/// months of 30 days, then a thirteenth of 5 days, 6 in every fourth year with no exception,
/// so the years keep step with the Julian calendar. The two differ only in their epoch and
/// month names, so each gives those and the conversions are written once here. Dershowitz
/// and Reingold, "Calendrical Calculations", chapter "The Coptic and Ethiopic Calendars"; see
/// docs/calendars.md.
public protocol AlexandrianCalendar: CalendarSystem where Month: RawRepresentable<Int> {
    /// The day number of day 1 of month 1 of year 1.
    static var epoch: Int { get }
}

extension AlexandrianCalendar {
    /// Whether `year` ends with a 6th extra day: years 3, 7, 11, ..., the years before a
    /// Julian leap year.
    @inlinable
    public static func isLeapYear(_ year: Int) -> Bool { year.floorModulo(4) == 3 }

    /// 30, or 5 or 6 for the thirteenth month; nil for a month outside 1...13.
    @inlinable
    public static func daysInMonth(_ month: Month, year: Int) -> Int? {
        switch month.rawValue {
        case 1...12: 30
        case 13: isLeapYear(year) ? 6 : 5
        default: nil
        }
    }

    /// The day number of a date, or nil when it does not exist.
    @inlinable
    public static func dayNumber(of date: CalendarDate<Self>) -> Int? {
        guard let days = daysInMonth(date.month, year: date.year), date.day >= 1, date.day <= days
        else { return nil }
        return newYear(date.year) + 30 * (date.month.rawValue - 1) + date.day - 1
    }

    /// The date of a day number; never nil.
    @inlinable
    public static func date(dayNumber: Int) -> CalendarDate<Self>? {
        let year = year(containing: dayNumber)
        let dayOfYear = dayNumber - newYear(year)
        return CalendarDate(year: year, month: Month(rawValue: dayOfYear / 30 + 1)!, day: dayOfYear % 30 + 1)
    }

    /// The day numbers in Gregorian `year` of (`month`, `day`): in the calendar's year that
    /// holds 1 January, then in the one that begins in the autumn.
    @inlinable
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        let span = GregorianYearSet(year)
        let current = self.year(containing: span.first)
        return span.select(
            dayNumber(of: CalendarDate(year: current, month: month, day: day)),
            dayNumber(of: CalendarDate(year: current + 1, month: month, day: day)))
    }

    /// The day number of 1/1 of `year`: the leap years before it are 3, 7, ...: ⌊year / 4⌋.
    @inlinable
    static func newYear(_ year: Int) -> Int {
        epoch + 365 * (year - 1) + year.floorDivided(by: 4)
    }

    /// Four years make 1461 days, the leap day closing the third; this rounding lands on the
    /// year.
    @inlinable
    static func year(containing dayNumber: Int) -> Int {
        (4 * (dayNumber - epoch) + 1463).floorDivided(by: 1461)
    }
}
