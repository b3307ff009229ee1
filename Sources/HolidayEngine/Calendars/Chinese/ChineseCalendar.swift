/// The Chinese lunisolar calendar (农历), lunar years 1901-2100, from tables of month starts,
/// with its Korean and Vietnamese variants and the solar terms Qingming and Dongzhi.
///
/// Months begin on the day of the new moon in the calendar's time zone (UTC+8 in China,
/// UTC+9 in Korea, UTC+7 in Vietnam), so the three differ wherever a new moon falls between
/// their midnights; each is its own table (`chinese`, `korean`, `vietnamese`).
/// See docs/calendars.md, "Chinese lunisolar".
public struct ChineseCalendar: Sendable {
    /// A month: its number, 1-12, and whether it is the leap month that repeats that number.
    /// An integer literal is the regular month (`8`); `.leap(4)` the leap fourth month.
    public struct Month: Hashable, Sendable, ExpressibleByIntegerLiteral {
        public let number: Int
        public let isLeap: Bool

        /// Month `number`, the leap one when `isLeap`.
        public init(_ number: Int, isLeap: Bool = false) {
            self.number = number
            self.isLeap = isLeap
        }

        public init(integerLiteral number: Int) { self.init(number) }

        /// The leap month that follows month `number`.
        public static func leap(_ number: Int) -> Month { Month(number, isLeap: true) }
    }

    /// A date on this calendar. `year` is the Gregorian year in which the lunar year begins
    /// (the lunar year 2024 runs from 2024-02-10 to 2025-01-28).
    public struct Date: Hashable, Sendable {
        public let year: Int
        public let month: Month
        public let day: Int

        /// A date; whether it exists is for the calendar to say (`dayNumber(of:)`).
        public init(year: Int, month: Month, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }

    /// The lunar years the tables cover (from 1901-02-19 to 2101-01-28 in China).
    public static let knownYears: ClosedRange<Int> = 1901...2100

    /// One word per lunar year from 1901 (see `LunarYear`).
    let years: [UInt32]
    /// The calendar's time zone, hours east of Greenwich, for the solar terms.
    let utcOffsetHours: Int
    /// Solar-term dates a source gives where the computation cannot decide (see
    /// `solarTerm(_:inGregorianYear:)`).
    let solarTermDates: [SolarTermDate]

    /// The day number of a date, or nil when it does not exist (day 30 of a 29-day month, a
    /// leap month the year does not have, a year outside the table).
    public func dayNumber(of date: Date) -> Int? {
        guard Self.knownYears.contains(date.year), date.day >= 1,
              let year = lunarYear(date.year), let index = year.index(of: date.month),
              date.day <= year.length(ofMonthAt: index)
        else { return nil }
        return year.start(ofMonthAt: index) + date.day - 1
    }

    /// The date of a day number (nil outside the table).
    public func date(dayNumber: Int) -> Date? {
        let gregorianYear = CivilDate(dayNumber: dayNumber).year
        guard var year = lunarYear(gregorianYear) ?? lunarYear(gregorianYear - 1) else { return nil }
        if dayNumber < year.newYear {
            guard let previous = lunarYear(gregorianYear - 1) else { return nil }
            year = previous
        }
        var start = year.newYear
        for index in 0..<year.monthCount {
            let length = year.length(ofMonthAt: index)
            if dayNumber < start + length {
                return Date(year: year.year, month: year.month(at: index), day: dayNumber - start + 1)
            }
            start += length
        }
        return nil
    }

    /// Every day in Gregorian `year` that is `offset` days after (`month`, `day`) of some lunar
    /// year, ascending. New Year's Eve is the day before the first day of the first month
    /// (`month: 1, day: 1, offset: -1`), whether the twelfth month has 29 days or 30.
    public func dayNumbers(month: Month, day: Int, offset: Int = 0, inGregorianYear year: Int) -> [Int] {
        let first = CivilDate(uncheckedYear: year, month: 1, day: 1).dayNumber
        let last = CivilDate(uncheckedYear: year, month: 12, day: 31).dayNumber
        var found: [Int] = []
        // A lunar year begins between January 21 and February 20: its days fall in the
        // Gregorian year it begins in and the next.
        for lunarYear in (year - 1)...(year + 1) {
            guard let base = dayNumber(of: Date(year: lunarYear, month: month, day: day)) else {
                continue
            }
            let candidate = base + offset
            if candidate >= first, candidate <= last { found.append(candidate) }
        }
        return found
    }

    /// The decoded word of lunar year `year`, nil outside the table.
    func lunarYear(_ year: Int) -> LunarYear? {
        guard Self.knownYears.contains(year) else { return nil }
        return LunarYear(year: year, word: years[year - Self.knownYears.lowerBound])
    }
}
