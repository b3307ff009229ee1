/// The 6 x 7 grid of a month view: six weeks that always contain the whole month,
/// starting on any weekday.
///
/// Six rows are always drawn (42 cells), so the grid does not change height
/// from one month to the next.
public struct MonthGrid: Hashable, Sendable {
    public static let weeks = 6
    public static let cellCount = 42

    public let month: YearMonth
    public let firstWeekday: Weekday
    /// The date in the top-left cell.
    public let start: CivilDate

    public init(month: YearMonth, firstWeekday: Weekday) {
        self.month = month
        self.firstWeekday = firstWeekday
        let first = month.firstDay
        start = first.adding(days: -firstWeekday.days(until: first.weekday))
    }

    /// The weekday of each column, left to right.
    public var columns: [Weekday] { Weekday.week(startingOn: firstWeekday) }

    /// The date in a cell; `week` is 0...5, `column` 0...6.
    public func date(week: Int, column: Int) -> CivilDate {
        start.adding(days: week * 7 + column)
    }

    /// The 42 dates, row by row.
    public var dates: [CivilDate] {
        let base = start.dayNumber
        return (0..<Self.cellCount).map { CivilDate(dayNumber: base + $0) }
    }

    /// Every date the grid shows.
    public var range: DateRange { DateRange(start, start.adding(days: Self.cellCount - 1)) }

    /// The cell of a date, or nil if the grid does not show it.
    public func cell(of date: CivilDate) -> (week: Int, column: Int)? {
        let offset = start.days(to: date)
        guard (0..<Self.cellCount).contains(offset) else { return nil }
        return (offset / 7, offset % 7)
    }

    /// Whether a date belongs to the grid's month (the others are drawn dimmed).
    public func isInMonth(_ date: CivilDate) -> Bool {
        date.year == month.year && date.month == month.month
    }
}
