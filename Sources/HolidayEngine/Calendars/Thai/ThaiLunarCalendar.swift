/// The Thai lunar calendar (patithin chanthrakhati), by which Thailand, Cambodia and Laos
/// keep their Buddhist holy days: Makha Bucha, Visakha Bucha, Asarnha Bucha, the Buddhist
/// Lent, Loy Krathong, Pchum Ben.
///
/// Twelve months numbered 1 to 12, of 29 days (odd months) and 30 days (even months), 354
/// days in a pakatimat year. An athikawan year adds a day to the seventh month (355 days);
/// an athikamat year repeats the eighth month (384 days: `secondEighth`, "8/8", after
/// `eighth`). The first half of a month waxes (days 1-15, the full moon on the 15th), the
/// second wanes (day 16 is the first waning day). The count 1 to 12 starts in November or
/// December; a year here is named by the Gregorian year its months 3 to 12 fall in (the
/// year 2025 runs from 1 Month 1 on 1 December 2024), as python-holidays names them.
///
/// The arithmetic is the calendar's fixed month lengths from 1 Month 1 of 1914 (28 November
/// 1913); which years add a day or a month is a table of the published calendar
/// (`ThaiLunarCalendar+YearTypes.swift`), known for the years 1914-2157. See
/// docs/calendars.md.
public enum ThaiLunarCalendar: CalendarSystem {
    /// A date on the Thai lunar calendar: year (the Gregorian year of its months 3 to 12),
    /// month, day 1-30 (16 and on are the waning days).
    public typealias Date = CalendarDate<ThaiLunarCalendar>

    /// The months, in the order the year runs. `secondEighth` exists only in an athikamat year.
    public enum Month: Int, CaseIterable, Sendable {
        case first = 1, second, third, fourth, fifth, sixth, seventh, eighth
        /// The repeated eighth month of an athikamat year (Thai "8/8"), after `eighth`.
        case secondEighth = 88
        case ninth = 9, tenth, eleventh, twelfth
    }

    /// The three lengths of a year.
    public enum YearType: Sendable {
        /// 354 days: twelve months.
        case pakatimat
        /// 355 days: the seventh month has 30 days.
        case athikawan
        /// 384 days: a second eighth month of 30 days.
        case athikamat

        /// The days in the year.
        public var length: Int {
            switch self {
            case .pakatimat: 354
            case .athikawan: 355
            case .athikamat: 384
            }
        }
    }

    /// The years whose type the published calendar gives.
    public static let knownYears: ClosedRange<Int> = 1914...2157

    /// The day number of 1 Month 1 of 1914: 28 November 1913.
    private static let firstNewYear = -20_488

    /// The day number of 1 Month 1 of each known year, and of the year after the last.
    private static let newYears: [Int] = {
        var day = firstNewYear
        var result = [day]
        for code in yearTypeCodes {
            day += yearType(code: code).length
            result.append(day)
        }
        return result
    }()

    /// The type of `year`, or nil outside `knownYears`.
    public static func yearType(_ year: Int) -> YearType? {
        knownYears.contains(year) ? yearType(code: yearTypeCodes[year - knownYears.lowerBound]) : nil
    }

    private static func yearType(code: UInt8) -> YearType {
        switch code {
        case 1: .athikawan
        case 2: .athikamat
        default: .pakatimat
        }
    }

    /// The days from 1 Month 1 to the first of `month` in a year of `type`, or nil for
    /// `secondEighth` outside an athikamat year.
    static func offset(of month: Month, in type: YearType) -> Int? {
        if month == .secondEighth { return type == .athikamat ? 236 : nil }
        let index = month.rawValue - 1
        // Pairs of months of 29 and 30 days: 59 days a pair, 29 more after an odd month.
        let plain = 59 * (index / 2) + 29 * (index % 2)
        if month.rawValue > 8, type == .athikamat { return plain + 30 }
        if month.rawValue > 7, type == .athikawan { return plain + 1 }
        return plain
    }

    /// The days in `month` in a year of `type`, or nil for `secondEighth` outside an
    /// athikamat year.
    public static func daysInMonth(_ month: Month, in type: YearType) -> Int? {
        switch month {
        case .secondEighth: type == .athikamat ? 30 : nil
        case .seventh: type == .athikawan ? 30 : 29
        default: month.rawValue % 2 == 1 ? 29 : 30
        }
    }

    /// The day number of a Thai lunar date, or nil when it does not exist (day 30 of a
    /// 29-day month, the second eighth month outside an athikamat year, a year outside
    /// `knownYears`).
    public static func dayNumber(of date: Date) -> Int? {
        guard let type = yearType(date.year), let days = daysInMonth(date.month, in: type),
              date.day >= 1, date.day <= days, let offset = offset(of: date.month, in: type)
        else { return nil }
        return newYears[date.year - knownYears.lowerBound] + offset + date.day - 1
    }

    /// The Thai lunar date of a day number, or nil outside the known years (28 November
    /// 1913 to the end of 2157's twelfth month).
    public static func date(dayNumber: Int) -> Date? {
        guard dayNumber >= newYears[0], dayNumber < newYears[newYears.count - 1] else { return nil }
        // Years average 354.37 days: start from the estimate and step to the right year.
        var index = min((dayNumber - newYears[0]) * 100 / 35_437, newYears.count - 2)
        while newYears[index] > dayNumber { index -= 1 }
        while newYears[index + 1] <= dayNumber { index += 1 }
        let year = knownYears.lowerBound + index
        let type = yearType(code: yearTypeCodes[index])
        let dayOfYear = dayNumber - newYears[index]
        var found = Month.first
        for month in Month.allCases {
            guard let offset = offset(of: month, in: type) else { continue }
            if offset > dayOfYear { break }
            found = month
        }
        return Date(year: year, month: found, day: dayOfYear - offset(of: found, in: type)! + 1)
    }

    /// The day numbers in Gregorian `year` of (`month`, `day`), ascending. A Gregorian year
    /// holds most of the lunar year of its name and the first month or two of the next, so a
    /// date of the first or second month can fall twice.
    public static func dayNumbers(month: Month, day: Int, inGregorianYear year: Int) -> [Int] {
        GregorianYearSet(year).select(
            dayNumber(of: Date(year: year, month: month, day: day)),
            dayNumber(of: Date(year: year + 1, month: month, day: day)))
    }
}
