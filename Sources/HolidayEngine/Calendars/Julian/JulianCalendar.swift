/// The Julian calendar, which the Orthodox churches of Russia, Serbia, Georgia, Ukraine (until
/// 2023) and others keep for their fixed feasts: Orthodox Christmas is 25 December Julian.
///
/// A leap day every fourth year, with no exception. Years are astronomical (year 0 is 1 BC);
/// months are 1 (January) to 12 (December), as in `CivilDate`. Exact for every year: the gap
/// to the Gregorian calendar grows by a day in each century year not divisible by 400 (13 days
/// in 1900-2099, so 25 December falls on 7 January; 14 days from March 2100, and Julian
/// 18 December falls on no day of 2100). Arithmetic: Dershowitz and Reingold, "Calendrical
/// Calculations", chapter "The Julian Calendar"; see docs/calendars.md.
public enum JulianCalendar: JulianFamilyCalendar {
    /// A date on the Julian calendar.
    public typealias Date = CalendarDate<JulianCalendar>

    /// Whether `year` has a 29 February: every year divisible by 4.
    public static func isLeapYear(_ year: Int) -> Bool { year.floorModulo(4) == 0 }

    /// Every fourth year.
    public static func leapYears(through year: Int) -> Int { year.floorDivided(by: 4) }

    /// Gregorian 1970-01-01 is Julian 19 December 1969.
    public static let dateOfDayZero = (year: 1969, month: 12, day: 19)
}
