/// A calendar of the Julian family: the Julian months, 365 days a year and a 29 February in
/// the years its leap rule picks. The Julian and Revised Julian calendars differ only in that
/// rule, so each gives it and the conversions are written once here. See docs/calendars.md.
public protocol JulianFamilyCalendar: CalendarSystem where Month == Int {
    /// Whether `year` has a 29 February.
    static func isLeapYear(_ year: Int) -> Bool
    /// The leap years among 1...`year`; for `year` < 1, minus those among `year`+1...0.
    static func leapYears(through year: Int) -> Int
    /// The calendar's date of Gregorian 1970-01-01, where day numbers start.
    static var dateOfDayZero: (year: Int, month: Int, day: Int) { get }
}

// Years are counted from 1 March, so that a leap day is the last day of the counted year and
// every month before it has a fixed offset (the idea behind Howard Hinnant's
// `days_from_civil`, which `CivilDate.dayNumber` uses).
extension JulianFamilyCalendar {
    /// The days in `month` (1...12) of `year`.
    @inlinable
    public static func daysInMonth(year: Int, month: Int) -> Int {
        month == 2 ? (isLeapYear(year) ? 29 : 28) : CivilDate.daysInMonth(year: 1, month: month)
    }

    /// The day number of a date, or nil when the month or day does not exist.
    @inlinable
    public static func dayNumber(of date: CalendarDate<Self>) -> Int? {
        guard (1...12).contains(date.month), date.day >= 1,
              date.day <= daysInMonth(year: date.year, month: date.month)
        else { return nil }
        return daysFromMarchOfYearZero(year: date.year, month: date.month, day: date.day) - epochShift
    }

    /// The date of a day number; never nil, the arithmetic holds for every day.
    @inlinable
    public static func date(dayNumber: Int) -> CalendarDate<Self>? {
        let days = dayNumber + epochShift
        // Start from the Julian estimate (a 1461-day cycle of four years, which puts the leap
        // day at the end of the fourth) and step onto the year.
        var year = (4 * days + 3).floorDivided(by: 1461)
        while daysBefore(marchYear: year + 1) <= days { year += 1 }
        while daysBefore(marchYear: year) > days { year -= 1 }
        let dayOfYear = days - daysBefore(marchYear: year)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return CalendarDate(year: month <= 2 ? year + 1 : year, month: month, day: day)
    }

    /// The day numbers in Gregorian `year` of (`month`, `day`): one, or none when the growing
    /// gap between the calendars skips it.
    @inlinable
    public static func dayNumbers(month: Int, day: Int, inGregorianYear year: Int) -> [Int] {
        GregorianYearSet(year).select(
            dayNumber(of: CalendarDate(year: year - 1, month: month, day: day)),
            dayNumber(of: CalendarDate(year: year, month: month, day: day)),
            dayNumber(of: CalendarDate(year: year + 1, month: month, day: day)))
    }

    /// Days from 1 March of year 0 to 1 March of `marchYear`: 365 a year, plus the
    /// 29 Februaries of years 1...`marchYear`.
    @inlinable
    static func daysBefore(marchYear: Int) -> Int {
        365 * marchYear + leapYears(through: marchYear)
    }

    @inlinable
    static func daysFromMarchOfYearZero(year: Int, month: Int, day: Int) -> Int {
        // January and February belong to the March-year that began the March before; 153
        // days in every five months from March: 31 30 31 30 31.
        daysBefore(marchYear: month <= 2 ? year - 1 : year) + (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    }

    /// Days from 1 March of year 0 to 1970-01-01.
    @inlinable
    static var epochShift: Int {
        daysFromMarchOfYearZero(year: dateOfDayZero.year, month: dateOfDayZero.month, day: dateOfDayZero.day)
    }
}
