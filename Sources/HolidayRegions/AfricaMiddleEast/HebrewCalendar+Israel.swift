import HolidayEngine

extension HebrewCalendar {
    /// Israel's Independence Day (Yom Ha'atzmaut) in Gregorian `year`, as the day is kept.
    ///
    /// The Independence Day Law, 5709-1949, sets it on 5 Iyar, which can fall only on a Monday,
    /// Wednesday, Friday or Saturday. When 5 Iyar is a Friday or Saturday the day is brought
    /// forward to the Thursday before (3 or 4 Iyar), so as not to touch the Sabbath (the rule
    /// since 1951; python-holidays 0.108 applies it from 1948). Since the 2004 amendment, a
    /// Monday 5 Iyar is put off to Tuesday (6 Iyar), so that Memorial Day (Yom HaZikaron), the
    /// day before, does not begin as the Sabbath ends. Memorial Day is always the day before
    /// the day this returns. A law of Israel's, not of the calendar, so it lives with the
    /// countries. See docs/calendars.md.
    public static func israelIndependenceDay(inGregorianYear year: Int) -> Int {
        // 5 Iyar of the Hebrew year whose spring falls in `year`; every year has one.
        let fifthOfIyar = dayNumber(of: Date(year: year + 3760, month: .iyar, day: 5))!
        switch CivilDate(dayNumber: fifthOfIyar).weekday {
        case .friday: return fifthOfIyar - 1
        case .saturday: return fifthOfIyar - 2
        case .monday where year >= 2004: return fifthOfIyar + 1
        default: return fifthOfIyar
        }
    }
}
