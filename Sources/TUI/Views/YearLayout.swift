import HolidayEngine

/// The geometry of the year view in a body rectangle: which months are shown, in how many
/// columns and rows, and where each day is. Drawing and mouse hit-testing share it, so a
/// click lands on the day that was drawn there.
///
/// Each month is `cal -y`'s small month with one more column a day for its holiday glyph:
/// a line for the month's name, one for the weekdays, and six weeks (always six, so the
/// months line up), each day 3 columns wide (2 for its number, 1 for the glyph). Twelve
/// months are laid out 4 x 3, 3 x 4, 6 x 2 or 2 x 6, the first that fits; a smaller body
/// shows as many as fit, the page of months that holds the selection, and keeps its last
/// row for a hint naming the months not shown.
struct YearLayout: Hashable, Sendable {
    /// Columns of one day: its number, then its glyph.
    static let dayWidth = 3
    /// The month's name, the weekday header and six weeks.
    static let monthHeight = 2 + MonthGrid.weeks
    /// The week number and a space before each week, when shown.
    static let weekNumberWidth = 3
    /// Blank columns between months side by side, and rows between months one above the other.
    static let columnGap = 2
    static let rowGap = 1
    /// The shapes that show all twelve months, most preferred first.
    static let wholeYearShapes = [(4, 3), (3, 4), (6, 2), (2, 6)]

    let year: Int
    let firstWeekday: Weekday
    let showsWeekNumbers: Bool
    /// Months side by side, and rows of months.
    let across: Int
    let down: Int
    /// The first month shown (1...12) and how many are shown from it.
    let firstMonth: Int
    let monthCount: Int
    /// Columns of one small month, the week numbers included.
    let monthWidth: Int
    let top: Int
    let left: Int
    /// The row of the "more" hint, when not every month is shown.
    let hintRow: Int?

    init(body: Rect, selection: CivilDate, firstWeekday: Weekday, showsWeekNumbers: Bool) {
        year = selection.year
        self.firstWeekday = firstWeekday
        self.showsWeekNumbers = showsWeekNumbers
        let width = Self.dayWidth * 7 + (showsWeekNumbers ? Self.weekNumberWidth : 0)
        func fits(_ across: Int, _ down: Int, rows: Int) -> Bool {
            across * width + (across - 1) * Self.columnGap <= body.columns
                && down * Self.monthHeight + (down - 1) * Self.rowGap <= rows
        }
        if let (across, down) = Self.wholeYearShapes.first(where: { fits($0.0, $0.1, rows: body.rows) }) {
            self.across = across
            self.down = down
            firstMonth = 1
            monthCount = 12
            hintRow = nil
        } else {
            // One row is the hint's; at the minimum size (40 x 12) one month still fits.
            let rows = body.rows - 1
            let across = max(1, min(12, (body.columns + Self.columnGap) / (width + Self.columnGap)))
            let down = max(1, (rows + Self.rowGap) / (Self.monthHeight + Self.rowGap))
            let page = min(12, across * down)
            // Pages of `page` months from January: moving the selection past the last month
            // shown brings the next page, and the view does not shift while it stays inside.
            firstMonth = (selection.month - 1) / page * page + 1
            monthCount = min(page, 13 - firstMonth)
            self.across = min(across, page)
            self.down = (page + self.across - 1) / self.across
            hintRow = page < 12 ? body.row + body.rows - 1 : nil
        }
        monthWidth = width
        // Centred in the rows the months may take (all but the hint's).
        let rows = body.rows - (hintRow == nil ? 0 : 1)
        top = body.row + max(0, (rows - down * Self.monthHeight - (down - 1) * Self.rowGap) / 2)
        let used = self.across * width + (self.across - 1) * Self.columnGap
        left = body.column + max(0, (body.columns - used) / 2)
    }

    /// The months shown, in order.
    var months: [YearMonth] {
        (firstMonth..<firstMonth + monthCount).map { YearMonth(year: year, month: $0)! }
    }

    /// Whether every month of the year is shown.
    var showsWholeYear: Bool { monthCount == 12 }

    /// The top-left corner of a shown month's block (its name's row).
    func origin(of month: YearMonth) -> (row: Int, column: Int)? {
        let index = month.month - firstMonth
        guard month.year == year, (0..<monthCount).contains(index) else { return nil }
        return (top + index / across * (Self.monthHeight + Self.rowGap),
                left + index % across * (monthWidth + Self.columnGap))
    }

    /// The column of a shown month's first weekday column (after its week numbers).
    func daysLeft(of origin: (row: Int, column: Int)) -> Int {
        origin.column + (showsWeekNumbers ? Self.weekNumberWidth : 0)
    }

    /// Where a date's number starts, when its month is shown.
    func position(of date: CivilDate) -> (row: Int, column: Int)? {
        guard let origin = origin(of: date.yearMonth),
              let cell = MonthGrid(month: date.yearMonth, firstWeekday: firstWeekday).cell(of: date)
        else { return nil }
        return (origin.row + 2 + cell.week, daysLeft(of: origin) + cell.column * Self.dayWidth)
    }

    /// The date drawn under a screen position, if any (a day of a shown month).
    func date(atRow row: Int, column: Int) -> CivilDate? {
        for month in months {
            guard let origin = origin(of: month) else { continue }
            let week = row - origin.row - 2
            let offset = column - daysLeft(of: origin)
            guard (0..<MonthGrid.weeks).contains(week), (0..<7 * Self.dayWidth).contains(offset) else { continue }
            let grid = MonthGrid(month: month, firstWeekday: firstWeekday)
            let date = grid.date(week: week, column: offset / Self.dayWidth)
            return grid.isInMonth(date) ? date : nil
        }
        return nil
    }
}
