/// How a holiday finds its date in a given year.
public enum DateRule: Hashable, Sendable {
    /// The same day every year (`sameDate` in seed 004). February 29 only in leap years.
    case fixed(month: Int, day: Int)
    /// The `ordinal`-th `weekday` of `month` (1...5), or the last one when `ordinal` is -1
    /// (`dayInAMonth` in seed 004).
    case weekdayOfMonth(ordinal: Int, weekday: Weekday, month: Int)
    /// `offset` days after Easter Sunday (negative: before it).
    case easter(offset: Int, computus: Computus)
    /// A single date decreed once (a day of mourning, a jubilee).
    case oneOff(CivilDate)

    /// The `ordinal`-th `weekday` of `month`: `.nth(3, .monday, of: 1)` for MLK Day.
    public static func nth(_ ordinal: Int, _ weekday: Weekday, of month: Int) -> DateRule {
        .weekdayOfMonth(ordinal: ordinal, weekday: weekday, month: month)
    }

    /// The last `weekday` of `month`: `.last(.monday, of: 5)` for Memorial Day.
    public static func last(_ weekday: Weekday, of month: Int) -> DateRule {
        .weekdayOfMonth(ordinal: -1, weekday: weekday, month: month)
    }

    /// `offset` days from Western (Gregorian) Easter Sunday.
    public static func easter(_ offset: Int) -> DateRule {
        .easter(offset: offset, computus: .gregorian)
    }

    /// `offset` days from Orthodox (Julian) Easter Sunday.
    public static func orthodoxEaster(_ offset: Int) -> DateRule {
        .easter(offset: offset, computus: .julian)
    }

    /// The date this rule gives in `year`, or nil if it gives none (a one-off of another
    /// year, February 29 in a common year).
    public func date(in year: Int) -> CivilDate? {
        var easter = EasterCache()
        return date(in: year, easter: &easter)
    }

    /// The rule's date in `year`; `easter` keeps Easter for the year so several
    /// Easter-relative rules compute it once. Fixed and weekday rules build the date from
    /// its parts without day-number round trips: this runs once per rule and year.
    func date(in year: Int, easter: inout EasterCache) -> CivilDate? {
        switch self {
        case let .fixed(month, day):
            guard day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
            return CivilDate(uncheckedYear: year, month: month, day: day)
        case let .weekdayOfMonth(ordinal, weekday, month):
            let days = CivilDate.daysInMonth(year: year, month: month)
            if ordinal < 0 {
                let last = CivilDate(uncheckedYear: year, month: month, day: days)
                return CivilDate(
                    uncheckedYear: year, month: month, day: days - weekday.days(until: last.weekday))
            }
            let first = CivilDate(uncheckedYear: year, month: month, day: 1)
            let day = 1 + first.weekday.days(until: weekday) + 7 * (ordinal - 1)
            return day <= days ? CivilDate(uncheckedYear: year, month: month, day: day) : nil
        case let .easter(offset, computus):
            return CivilDate(dayNumber: easter.dayNumber(computus, year) + offset)
        case let .oneOff(date):
            return date.year == year ? date : nil
        }
    }

    /// Roughly where in the year the rule falls (a day of year), so the engine can visit
    /// rules in calendar order and keep its output almost sorted.
    var typicalDayOfYear: Int {
        switch self {
        case let .fixed(month, day): return (month - 1) * 31 + day
        case let .weekdayOfMonth(ordinal, _, month):
            return (month - 1) * 31 + (ordinal < 0 ? 28 : 7 * ordinal - 3)
        case let .easter(offset, _):
            // Easter falls on April 8 on average.
            return 3 * 31 + 8 + offset
        case let .oneOff(date): return (date.month - 1) * 31 + date.day
        }
    }
}
