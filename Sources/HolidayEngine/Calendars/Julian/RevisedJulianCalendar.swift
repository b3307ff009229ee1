/// The Revised Julian calendar (Milanković, 1923), which the churches of Constantinople,
/// Greece, Cyprus, Romania, Bulgaria and, since 2023, Ukraine keep for their fixed feasts.
///
/// A century year is a leap year only when it leaves 200 or 600 divided by 900. It agrees
/// with the Gregorian calendar day for day from 1 March 1600 to 28 February 2800, so those
/// churches' fixed feasts fall on Gregorian dates in every year holical shows before 2800;
/// their Easter stays the Julian one (`Computus.julian`). See docs/calendars.md.
public enum RevisedJulianCalendar: JulianFamilyCalendar {
    /// A date on the Revised Julian calendar.
    public typealias Date = CalendarDate<RevisedJulianCalendar>

    /// Whether `year` has a 29 February: divisible by 4, and a century year only when it
    /// leaves 200 or 600 divided by 900 (2000 and 2400, not 2800).
    public static func isLeapYear(_ year: Int) -> Bool {
        guard year.floorModulo(4) == 0 else { return false }
        guard year.floorModulo(100) == 0 else { return true }
        let rest = year.floorModulo(900)
        return rest == 200 || rest == 600
    }

    /// Every fourth year, less the century years, plus those leaving 200 or 600 divided by
    /// 900 (counted as the years up to `year` that reach 900 when 700 or 300 is added).
    public static func leapYears(through year: Int) -> Int {
        year.floorDivided(by: 4) - year.floorDivided(by: 100)
            + (year + 700).floorDivided(by: 900) + (year + 300).floorDivided(by: 900)
    }

    /// 1970-01-01 is the same date on both calendars.
    public static let dateOfDayZero = (year: 1970, month: 1, day: 1)
}
