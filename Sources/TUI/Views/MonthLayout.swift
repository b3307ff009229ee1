import HolidayEngine

/// The geometry of the month grid in a body rectangle: shared by drawing and by mouse
/// hit-testing, so a click lands on the cell that was drawn there.
struct MonthLayout: Hashable, Sendable {
    let headerRow: Int
    let gridTop: Int
    let left: Int
    let cellWidth: Int
    let cellHeight: Int
    /// The column of the ISO week numbers, left of the grid, when they are shown.
    let weekNumberColumn: Int?

    /// Columns the week numbers take: two digits and a gap on each side.
    static let weekNumberWidth = 4

    init(body: Rect, weekNumbers: Bool = false) {
        let reserved = weekNumbers ? Self.weekNumberWidth : 0
        headerRow = body.row
        gridTop = body.row + 1
        cellWidth = (body.columns - reserved) / 7
        cellHeight = max(1, (body.rows - 1) / MonthGrid.weeks)
        left = body.column + reserved + (body.columns - reserved - cellWidth * 7) / 2
        weekNumberColumn = weekNumbers ? left - reserved : nil
    }

    /// The top-left cell of a grid cell.
    func origin(week: Int, column: Int) -> (row: Int, column: Int) {
        (gridTop + week * cellHeight, left + column * cellWidth)
    }

    /// The grid cell under a screen position, if any.
    func cell(atRow row: Int, column: Int) -> (week: Int, column: Int)? {
        guard row >= gridTop, column >= left else { return nil }
        let week = (row - gridTop) / cellHeight
        let col = (column - left) / cellWidth
        guard week < MonthGrid.weeks, col < 7 else { return nil }
        return (week, col)
    }
}
