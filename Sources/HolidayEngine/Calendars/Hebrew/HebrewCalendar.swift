/// The Hebrew calendar: lunisolar, 12 months in a common year and 13 in the 7 leap years of
/// each 19-year cycle, its new year set by the molad of Tishrei and the postponements.
///
/// Israel keeps its holidays by it (Rosh Hashanah, Yom Kippur, Sukkot, Passover, Shavuot,
/// Independence Day...), and several countries give Jewish holidays as optional days
/// (Argentina, Algeria, Iraq, Montenegro, North Macedonia). Computed, not tabled: exact for
/// every year, from the Rambam's rules as Dershowitz and Reingold set them out (see
/// docs/calendars.md). A Hebrew day begins at the evening before; holical dates a holiday by
/// its daytime, as calendars and python-holidays do (Rosh Hashanah 5785 is 3 October 2024,
/// its eve the evening of 2 October).
public enum HebrewCalendar: CalendarSystem {
    /// A date on the Hebrew calendar: year (5785 began in October 2024), month, day.
    public typealias Date = CalendarDate<HebrewCalendar>

    /// Whether `year` has Adar I: years 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle.
    public static func isLeapYear(_ year: Int) -> Bool { (7 * year + 1).floorModulo(19) < 7 }

    /// The days in `year`: 353, 354 or 355 in a common year, 383, 384 or 385 in a leap year.
    public static func daysInYear(_ year: Int) -> Int { Year(year).length }

    /// The days in `month` of `year`, or nil for Adar I in a common year.
    public static func daysInMonth(_ month: Month, year: Int) -> Int? { Year(year).length(of: month) }

    /// The day number of a Hebrew date, or nil when it does not exist (Adar I in a common
    /// year, 30 Heshvan outside a complete year, day 30 of a 29-day month).
    public static func dayNumber(of date: Date) -> Int? {
        Year(date.year).dayNumber(month: date.month, day: date.day)
    }

    /// The Hebrew date of a day number; never nil. In a leap year the two Adars come back as
    /// `adarI` and `adar` (Adar II).
    public static func date(dayNumber: Int) -> Date? {
        let number = year(containing: dayNumber)
        let year = Year(number)
        var found = Month.tishrei
        for month in Month.allCases {
            guard let first = year.firstDay(of: month) else { continue }
            if first > dayNumber { break }
            found = month
        }
        return Date(year: number, month: found, day: dayNumber - year.firstDay(of: found)! + 1)
    }

    /// The day numbers in Gregorian `year` of Hebrew (`month`, `day`), ascending.
    ///
    /// A Gregorian year holds the end of one Hebrew year and the start of the next (Rosh
    /// Hashanah falls in September or October), so a date of Tevet can fall in both January
    /// and December, and Adar I in none.
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        // Hebrew year Y begins in the autumn of Gregorian year Y - 3761.
        let spring = year + 3760
        let newYears = (newYear(spring), newYear(spring + 1), newYear(spring + 2))
        let ending = Year(spring, newYear: newYears.0, nextNewYear: newYears.1)
        let beginning = Year(spring + 1, newYear: newYears.1, nextNewYear: newYears.2)
        return GregorianYearSet(year).select(
            ending.dayNumber(month: month, day: day), beginning.dayNumber(month: month, day: day))
    }
}
