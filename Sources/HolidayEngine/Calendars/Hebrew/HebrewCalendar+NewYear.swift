/// When a Hebrew year begins: the molad (mean conjunction) of Tishrei, then the four
/// postponements (dehiyyot). The rules are the Rambam's, Mishneh Torah, Laws of the
/// Sanctification of the New Moon, chapters 6 and 7, as Dershowitz and Reingold set them out
/// in "Calendrical Calculations", chapter "The Hebrew Calendar"; written here step by step so
/// each rule can be read against them. See docs/calendars.md.
extension HebrewCalendar {
    /// Time is counted in parts (halakim): 1080 to the hour, hours from 6 p.m.
    private static let partsPerHour = 1080
    private static let partsPerDay = 24 * partsPerHour
    /// A mean lunar month: 29 days, 12 hours and 793 parts.
    private static let lunation = 29 * partsPerDay + 12 * partsPerHour + 793
    /// The molad of Tishrei of year 1 (BaHaRaD): day 2 (Monday), 5 hours, 204 parts, counted
    /// from the start of day 1 (Sunday) of that week, which is `creationWeekSunday`.
    private static let firstMolad = 1 * partsPerDay + 5 * partsPerHour + 204
    /// The day number of that Sunday (6 October 3761 BC, Julian).
    private static let creationWeekSunday = -2_092_591

    /// The day number of 1 Tishrei (Rosh Hashanah) of `year`.
    static func newYear(_ year: Int) -> Int {
        // 235 months in every 19 years; the leap years sit at 3, 6, 8, 11, 14, 17 and 19.
        let monthsBefore = (235 * year - 234).floorDivided(by: 19)
        let molad = firstMolad + monthsBefore * lunation
        var day = molad.floorDivided(by: partsPerDay)
        let part = molad - day * partsPerDay
        let weekday = day.floorModulo(7)  // 0 is Sunday: day 0 is a Sunday
        if part >= 18 * partsPerHour {
            // Molad zaken: a molad at or after noon puts the new year on the next day.
            day += 1
        } else if weekday == 2, part >= 9 * partsPerHour + 204, !isLeapYear(year) {
            // GaTaRaD: a common year whose molad is on Tuesday from 9 h 204 p would be too
            // long; the year begins on Wednesday, which the rule below moves to Thursday.
            day += 1
        } else if weekday == 1, part >= 15 * partsPerHour + 589, isLeapYear(year - 1) {
            // BeTUTaKPaT: after a leap year, a Monday molad from 15 h 589 p would leave that
            // year too short; the year begins on Tuesday.
            day += 1
        }
        // Lo ADU Rosh: never on Sunday, Wednesday or Friday.
        switch day.floorModulo(7) {
        case 0, 3, 5: day += 1
        default: break
        }
        return creationWeekSunday + day
    }

    /// The year whose 1 Tishrei is the latest on or before `dayNumber`.
    static func year(containing dayNumber: Int) -> Int {
        // The mean year is 35,975,351 / 98,496 days (235 lunations in 19 years); the estimate
        // is within a year, and the new years themselves settle it.
        var year = ((dayNumber - creationWeekSunday) * 98_496).floorDivided(by: 35_975_351) + 1
        while newYear(year + 1) <= dayNumber { year += 1 }
        while newYear(year) > dayNumber { year -= 1 }
        return year
    }
}
