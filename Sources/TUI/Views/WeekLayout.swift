/// The geometry of the week view: seven columns side by side when the terminal is wide
/// enough and every day's names fit their column, else one day a row, each row as tall as
/// its names need (no name is ever cut in the week view).
struct WeekLayout: Hashable, Sendable {
    /// Columns narrower than this make holiday names unreadable; lay the days out as rows.
    static let minimumColumnWidth = 14
    /// Columns a row's date label takes (`Mon 23 Feb` and a gap).
    static let labelWidth = 12
    /// Rows above the names in a column: weekday, date, a blank line.
    static let columnHeaderRows = 3

    let body: Rect
    let sideBySide: Bool
    /// Each day's rectangle, in the week's order.
    let frames: [Rect]

    /// The layout of `body` for days whose names take `lines(width, enough)` lines each (one
    /// count per day) when wrapped to `width` columns; a count may stop past `enough`, where
    /// only whether the day fits is asked.
    init(body: Rect, lines: (_ width: Int, _ enough: Int) -> [Int]) {
        self.body = body
        let columnWidth = body.columns / 7
        let room = body.rows - Self.columnHeaderRows
        if columnWidth >= Self.minimumColumnWidth,
           lines(Self.nameWidth(inColumn: columnWidth), max(0, room)).allSatisfy({ $0 <= room }) {
            sideBySide = true
            let left = body.column + (body.columns - columnWidth * 7) / 2
            frames = (0..<7).map {
                Rect(row: body.row, column: left + $0 * columnWidth, rows: body.rows, columns: columnWidth)
            }
            return
        }
        sideBySide = false
        let heights = Self.rowHeights(needs: lines(Self.nameWidth(inRow: body.columns), .max), rows: body.rows)
        var row = body.row
        frames = heights.map { height in
            defer { row += height }
            return Rect(row: row, column: body.column, rows: height, columns: body.columns)
        }
    }

    /// The width names wrap to in a column `columns` wide: a gap on the right, a space on the
    /// left, and the kind's glyph with its space.
    static func nameWidth(inColumn columns: Int) -> Int { columns - 4 }

    /// The width names wrap to in a row `columns` wide, beside the date label.
    static func nameWidth(inRow columns: Int) -> Int { columns - labelWidth - 3 }

    /// Row heights for days needing `needs` lines: each what it needs (at least one) with the
    /// spare rows shared out when all fit; else one each and the rest to the days that need
    /// more, in turn, so a terminal too short for the week cuts as little as it can.
    static func rowHeights(needs: [Int], rows: Int) -> [Int] {
        let wanted = needs.map { max(1, $0) }
        let total = wanted.reduce(0, +)
        if total <= rows {
            let spare = rows - total
            return wanted.enumerated().map { $1 + spare / 7 + ($0 < spare % 7 ? 1 : 0) }
        }
        var heights = Array(repeating: rows >= 7 ? 1 : 0, count: 7)
        var left = rows - heights.reduce(0, +)
        while left > 0 {
            var gave = false
            for index in heights.indices where left > 0 && heights[index] < wanted[index] {
                heights[index] += 1
                left -= 1
                gave = true
            }
            if !gave { break }
        }
        return heights
    }

    /// The rectangle of day `index` (0...6).
    func frame(ofDay index: Int) -> Rect { frames[index] }

    /// The day (0...6) at a screen position, if any.
    func day(atRow row: Int, column: Int) -> Int? {
        frames.firstIndex { $0.rows > 0 && $0.contains(row: row, column: column) }
    }
}
