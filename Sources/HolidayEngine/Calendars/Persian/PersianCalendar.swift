/// The Persian solar Hijri calendar, Iran's official calendar, long used in Afghanistan too
/// (where the months carry the zodiac names Hamal, Sawr, ...): the year begins on Nowruz,
/// 1 Farvardin, at the March equinox.
///
/// The official calendar is astronomical: the year begins on the day the equinox falls
/// before noon (Iran Standard Time, 52.5° E), else the day after. holical uses the 33-year
/// arithmetic rule (a leap year when the year leaves 1, 5, 9, 13, 17, 22, 26 or 30 divided by
/// 33), which gives the same new year as the equinox for every year from 1178 (1799) to 1502
/// (2123): checked against an equinox computation (scripts/persian_equinox.py), against the
/// Persian dates of Dershowitz and Reingold, "Calendrical Calculations", and against
/// python-holidays 0.108 for 1901-2100. In 2124 the equinox falls within seconds of noon, so
/// no rule can say now which day that year begins; outside the span the calendar answers
/// nil. See docs/calendars.md.
public enum PersianCalendar: CalendarSystem {
    /// A date on the Persian calendar: year (1404 began on 21 March 2025), month, day.
    public typealias Date = CalendarDate<PersianCalendar>

    /// The twelve months: six of 31 days, five of 30, and Esfand of 29 (30 in a leap year).
    public enum Month: Int, CaseIterable, Sendable {
        case farvardin = 1, ordibehesht, khordad, tir, mordad, shahrivar
        case mehr, aban, azar, dey, bahman, esfand
    }

    /// The Gregorian years every day of which the calendar knows.
    public static let knownYears: ClosedRange<Int> = 1800...2123

    /// The days the arithmetic is known to give as the official calendar does: from
    /// 1 Farvardin 1178 (21 March 1799) to 29 Esfand 1502 (19 March 2124). Whether 1502 has
    /// a 30 Esfand is what 2124's equinox will decide.
    private static let knownDays = -62_377...56_325

    /// Whether `year` has a 30 Esfand, by the 33-year rule.
    public static func isLeapYear(_ year: Int) -> Bool {
        switch year.floorModulo(33) {
        case 1, 5, 9, 13, 17, 22, 26, 30: true
        default: false
        }
    }

    /// The days in `month` of `year`.
    public static func daysInMonth(_ month: Month, year: Int) -> Int {
        switch month.rawValue {
        case 1...6: 31
        case 7...11: 30
        default: isLeapYear(year) ? 30 : 29
        }
    }

    /// The day number of a Persian date, or nil when it does not exist or lies outside the
    /// known days.
    public static func dayNumber(of date: Date) -> Int? {
        guard date.day >= 1, date.day <= daysInMonth(date.month, year: date.year) else { return nil }
        let index = date.month.rawValue - 1
        // Months before: 31 days each up to Shahrivar, 30 after.
        let offset = index <= 6 ? 31 * index : 186 + 30 * (index - 6)
        let result = nowruz(date.year) + offset + date.day - 1
        return knownDays.contains(result) ? result : nil
    }

    /// The Persian date of a day number, or nil outside the known days.
    public static func date(dayNumber: Int) -> Date? {
        guard knownDays.contains(dayNumber) else { return nil }
        // No year is longer than 366 days, so this starts at or before the year and steps on.
        var year = (dayNumber - nowruz(0)).floorDivided(by: 366)
        while nowruz(year + 1) <= dayNumber { year += 1 }
        let dayOfYear = dayNumber - nowruz(year)
        let month = dayOfYear < 186 ? dayOfYear / 31 : 6 + (dayOfYear - 186) / 30
        let day = dayOfYear < 186 ? dayOfYear % 31 : (dayOfYear - 186) % 30
        return Date(year: year, month: Month(rawValue: month + 1)!, day: day + 1)
    }

    /// The day number in Gregorian `year` of Persian (`month`, `day`), or none outside
    /// `knownYears` (and none for 30 Esfand after a common year).
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        guard knownYears.contains(year) else { return [] }
        // Persian year Y begins in March of Gregorian year Y + 621.
        return GregorianYearSet(year).select(
            dayNumber(of: Date(year: year - 622, month: month, day: day)),
            dayNumber(of: Date(year: year - 621, month: month, day: day)))
    }

    /// The day number of 1 Farvardin of `year`. Each 33-year cycle has 8 leap years, and
    /// ⌊(8y + 21) / 33⌋ steps by one exactly after the cycle's leap years 1, 5, ..., 30.
    private static func nowruz(_ year: Int) -> Int {
        365 * year + (8 * year + 21).floorDivided(by: 33) - 492_633
    }
}
