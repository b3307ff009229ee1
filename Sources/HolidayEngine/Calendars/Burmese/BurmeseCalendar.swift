/// The Burmese (Myanmar) calendar, by which Myanmar keeps its Buddhist full moon days and
/// Thingyan, the water festival of the new year.
///
/// Twelve lunar months from Tagu, of 29 and 30 days in turn (354 days). To follow the
/// solar year a watat year inserts a First Waso of 30 days before Waso (384 days), and a
/// big watat year also gives Nayon 30 days (385). The Myanmar era (ME) year begins at
/// Thingyan, in Tagu or Kason; a year here runs from 1 Tagu and is named by the ME year
/// that begins in it (the days of Tagu before Thingyan are the old year's "Late Tagu" in
/// Myanmar's own numbering).
///
/// Computed, not tabled: Yan Naing Aye's method ("Algorithm, Program and Calculation of
/// Myanmar Calendar", 2013) from the Thandeikta constants, which finds each year's watat
/// and the full moon of (Second) Waso from the excess days of the solar over the lunar year,
/// with the exceptions Myanmar's calendar committee decided. It reproduces the published
/// calendars; holical answers for the years 1939-2100 (ME 1301-1462). See docs/calendars.md.
public enum BurmeseCalendar: CalendarSystem {
    /// A date on the Burmese calendar: ME year (1387 began in April 2025), month, day 1-30
    /// (the full moon on the 15th, the waning days from the 16th).
    public typealias Date = CalendarDate<BurmeseCalendar>

    /// The months, in the order the year runs from Tagu. `firstWaso` exists only in a watat
    /// year; `waso` is the Waso of every year (Second Waso in a watat year).
    public enum Month: Int, CaseIterable, Sendable {
        case tagu = 1, kason, nayon
        /// The month a watat year inserts before Waso.
        case firstWaso = 0
        case waso = 4, wagaung, tawthalin, thadingyut, tazaungmon, nadaw, pyatho, tabodwe, tabaung
    }

    /// The three lengths of a year.
    public enum YearType: Sendable {
        /// 354 days.
        case common
        /// 384 days: a First Waso of 30 days.
        case littleWatat
        /// 385 days: a First Waso, and Nayon of 30 days.
        case bigWatat
    }

    /// The Gregorian years the calendar answers for: ME 1301 (from 20 March 1939) to ME 1462
    /// (to March 2101).
    public static let knownYears: ClosedRange<Int> = 1939...2100

    /// The ME years the calendar knows.
    static let knownMyanmarYears = 1301...1462

    /// The type of ME `year`, or nil outside the known years.
    public static func yearType(_ year: Int) -> YearType? {
        guard knownMyanmarYears.contains(year) else { return nil }
        return Year(year).type
    }

    /// The days from 1 Tagu to the first of `month` in a year of `type`, or nil for First
    /// Waso in a common year.
    static func offset(of month: Month, in type: YearType) -> Int? {
        let watat = type != .common
        let bigNayon = type == .bigWatat ? 1 : 0
        if month == .firstWaso { return watat ? 88 + bigNayon : nil }
        let index = month.rawValue - 1
        // Pairs of months of 29 and 30 days: 59 days a pair, 29 more after Tagu, Nayon, ...
        let plain = 59 * (index / 2) + 29 * (index % 2)
        if month.rawValue <= 3 { return plain }
        return plain + bigNayon + (watat ? 30 : 0)
    }

    /// The days in `month` in a year of `type`, or nil for First Waso in a common year.
    public static func daysInMonth(_ month: Month, in type: YearType) -> Int? {
        switch month {
        case .firstWaso: type == .common ? nil : 30
        case .nayon: type == .bigWatat ? 30 : 29
        default: month.rawValue % 2 == 1 ? 29 : 30
        }
    }

    /// The day number of a Burmese date, or nil when it does not exist (day 30 of a 29-day
    /// month, First Waso in a common year, a year outside the known ones).
    public static func dayNumber(of date: Date) -> Int? {
        guard knownMyanmarYears.contains(date.year) else { return nil }
        let year = Year(date.year)
        guard let days = daysInMonth(date.month, in: year.type), date.day >= 1, date.day <= days,
              let offset = offset(of: date.month, in: year.type)
        else { return nil }
        return year.firstOfTagu + offset + date.day - 1
    }

    /// The Burmese date of a day number, or nil outside the known years.
    public static func date(dayNumber: Int) -> Date? {
        let first = Year(knownMyanmarYears.lowerBound).firstOfTagu
        let end = Year(knownMyanmarYears.upperBound + 1).firstOfTagu
        guard dayNumber >= first, dayNumber < end else { return nil }
        // Years average 365.26 days: start from the estimate and step to the right year.
        var number = knownMyanmarYears.lowerBound + (dayNumber - first) * 100 / 36_526
        var year = Year(number)
        while year.firstOfTagu > dayNumber { number -= 1; year = Year(number) }
        while year.firstOfTagu + year.length <= dayNumber { number += 1; year = Year(number) }
        let dayOfYear = dayNumber - year.firstOfTagu
        var found = Month.tagu
        for month in Month.allCases {
            guard let offset = offset(of: month, in: year.type) else { continue }
            if offset > dayOfYear { break }
            found = month
        }
        return Date(year: number, month: found, day: dayOfYear - offset(of: found, in: year.type)! + 1)
    }

    /// The day numbers in Gregorian `year` of (`month`, `day`), ascending: a Gregorian year
    /// holds the end of one Burmese year and the start of the next (1 Tagu falls in March or
    /// April), so a date of Tagu can fall twice.
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        // ME year Y begins in the spring of Gregorian year Y + 638.
        GregorianYearSet(year).select(
            dayNumber(of: Date(year: year - 639, month: month, day: day)),
            dayNumber(of: Date(year: year - 638, month: month, day: day)))
    }
}
