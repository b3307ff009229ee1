/// A date on the proleptic Gregorian calendar, with no time of day and no time zone.
///
/// Holidays are civil dates: "Christmas Day" is December 25 wherever the reader is, so
/// holical never converts them through instants or time zones.
public struct CivilDate: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a date, or nil if the month or day does not exist in that year.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
              day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date written in a country's data (`CivilDate(2013, 3, 18)`), which must exist: a
    /// typo there stops the program the first time the country is used, and the region tests
    /// use every country.
    public init(_ year: Int, _ month: Int, _ day: Int) {
        guard let date = CivilDate(year: year, month: month, day: day) else {
            preconditionFailure("no such date: \(year)-\(month)-\(day)")
        }
        self = date
    }

    /// Creates a date from components the caller has already validated.
    @usableFromInline
    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        if lhs.year != rhs.year { return lhs.year < rhs.year }
        if lhs.month != rhs.month { return lhs.month < rhs.month }
        return lhs.day < rhs.day
    }
}

extension CivilDate {
    /// Whether `year` has a February 29.
    @inlinable
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    @inlinable
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The month this date falls in.
    public var yearMonth: YearMonth { YearMonth(uncheckedYear: year, month: month) }

    /// The ordinal of this date within its year, 1 for January 1.
    public var dayOfYear: Int {
        dayNumber - CivilDate(uncheckedYear: year, month: 1, day: 1).dayNumber + 1
    }
}
