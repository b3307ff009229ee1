/// A calendar that converts its dates to and from day numbers (`CivilDate.dayNumber`), so the
/// rule engine can place its holidays on the Gregorian grid. See docs/calendars.md.
public protocol CalendarSystem {
    /// The calendar's months, by meaning rather than by position where it has leap months.
    associatedtype Month: Hashable, Sendable

    /// The day number of `date`, or nil when that day does not exist (day 30 of a 29-day
    /// month, a leap month in a common year, a year the calendar's arithmetic is not known for).
    static func dayNumber(of date: CalendarDate<Self>) -> Int?

    /// The date of a day number, or nil outside the years the calendar is known for.
    static func date(dayNumber: Int) -> CalendarDate<Self>?

    /// Every day number in Gregorian `year` whose date in this calendar is (`month`, `day`),
    /// ascending: none, one, or two (a date can fall twice in one Gregorian year).
    static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int]
}
