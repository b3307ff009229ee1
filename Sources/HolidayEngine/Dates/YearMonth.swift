/// A month of a particular year: the unit the month view shows.
public struct YearMonth: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int

    /// Creates a month, or nil if `month` is not 1...12.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month) else { return nil }
        self.init(uncheckedYear: year, month: month)
    }

    init(uncheckedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// The number of days in this month.
    public var dayCount: Int { CivilDate.daysInMonth(year: year, month: month) }

    /// The first day of the month.
    public var firstDay: CivilDate { CivilDate(uncheckedYear: year, month: month, day: 1) }

    /// The last day of the month.
    public var lastDay: CivilDate { CivilDate(uncheckedYear: year, month: month, day: dayCount) }

    /// Every day of the month.
    public var days: DateRange { DateRange(firstDay, lastDay) }

    /// The month `months` months later (earlier when negative).
    public func adding(months: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + months
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        return YearMonth(uncheckedYear: y, month: index - y * 12 + 1)
    }

    /// `February`.
    public var monthName: String { MonthName.english[month - 1] }

    /// `February 2026`.
    public var title: String { "\(monthName) \(year)" }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}

extension YearMonth: CustomStringConvertible {
    /// `2026-02`.
    public var description: String {
        CivilDate.pad(year, 4) + "-" + CivilDate.pad(month, 2)
    }

    /// Parses exactly `YYYY-MM`.
    public static func parse(_ text: some StringProtocol) -> YearMonth? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[4] == UInt8(ascii: "-"),
              let year = CivilDate.digits(utf8[0..<4]), let month = CivilDate.digits(utf8[5..<7])
        else { return nil }
        return YearMonth(year: year, month: month)
    }
}
