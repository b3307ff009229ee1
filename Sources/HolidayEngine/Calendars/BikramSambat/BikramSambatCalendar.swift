/// The Bikram Sambat (Vikram Samvat) calendar as Nepal keeps it officially: a solar year
/// from 1 Baisakh (13-15 April), twelve months of 29 to 32 days, each beginning when the Sun
/// enters the next sidereal sign as Nepal's almanac reckons it. The month lengths are not
/// arithmetic: Nepal's almanac committee (the Nepal Panchang Nirnayak Bikas Samiti) publishes
/// each year's, and the Government of Nepal dates its holidays by them (Martyrs' Day on
/// 16 Magh, Constitution Day on 3 Asoj). So holical holds the published lengths as a table
/// (`BikramSambatCalendar+Table.swift`), years 2000-2089 (14 April 1943 to 13 April 2033),
/// and answers nil outside them. See docs/calendars.md.
public enum BikramSambatCalendar: CalendarSystem {
    /// A date on the Bikram Sambat calendar: year (2083 began on 14 April 2026), month, day.
    public typealias Date = CalendarDate<BikramSambatCalendar>

    /// The twelve solar months, from the new year.
    public enum Month: Int, CaseIterable, Sendable {
        case baisakh = 1, jestha, asar, shrawan, bhadra, asoj
        case kartik, mangsir, poush, magh, falgun, chaitra
    }

    /// The Bikram Sambat years the table holds.
    public static var knownYears: ClosedRange<Int> { Table.firstYear...(Table.firstYear + Table.lengths.count - 1) }

    /// The last year whose calendar the almanac committee had published when the table was
    /// written; the later years' month lengths are the almanac makers' reckoning in advance,
    /// so the days they give are forecasts (`isForecast(year:)`).
    public static let lastPublishedYear = 2083

    /// Whether the days of Bikram Sambat `year` are a forecast: a year after the last one
    /// published.
    public static func isForecast(year: Int) -> Bool { year > lastPublishedYear }

    /// The days in `month` of `year`, or nil outside the table.
    public static func daysInMonth(_ month: Month, year: Int) -> Int? {
        guard knownYears.contains(year) else { return nil }
        return Int(Table.lengths[year - Table.firstYear][month.rawValue - 1])
    }

    /// The day number of a Bikram Sambat date, or nil when it does not exist or its year is
    /// outside the table.
    public static func dayNumber(of date: Date) -> Int? {
        guard let length = daysInMonth(date.month, year: date.year), date.day >= 1, date.day <= length
        else { return nil }
        return Table.monthStarts[(date.year - Table.firstYear) * 12 + date.month.rawValue - 1] + date.day - 1
    }

    /// The Bikram Sambat date of a day number, or nil outside the table's years.
    public static func date(dayNumber: Int) -> Date? {
        let starts = Table.monthStarts
        guard let first = starts.first, dayNumber >= first, dayNumber < Table.end else { return nil }
        // The last month start on or before the day: a binary search over some 1,080 months.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= dayNumber { low = middle } else { high = middle - 1 }
        }
        return Date(
            year: Table.firstYear + low / 12, month: Month(rawValue: low % 12 + 1)!,
            day: dayNumber - starts[low] + 1)
    }

    /// The day number in Gregorian `year` of Bikram Sambat (`month`, `day`): none when that
    /// day is outside the table or does not exist in the year it would fall in.
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        // Bikram Sambat year Y begins in April of Gregorian year Y - 57.
        GregorianYearSet(year).select(
            dayNumber(of: Date(year: year + 56, month: month, day: day)),
            dayNumber(of: Date(year: year + 57, month: month, day: day)))
    }
}
