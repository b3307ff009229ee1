/// The geometry of the week view: seven columns side by side when the terminal is wide
/// enough, else seven blocks one under another.
struct WeekLayout: Hashable, Sendable {
    /// Columns narrower than this make holiday names unreadable; stack the days instead.
    static let minimumColumnWidth = 14

    let body: Rect
    let sideBySide: Bool

    init(body: Rect) {
        self.body = body
        sideBySide = body.columns / 7 >= Self.minimumColumnWidth
    }

    /// The rectangle of day `index` (0...6).
    func frame(ofDay index: Int) -> Rect {
        if sideBySide {
            let width = body.columns / 7
            let left = body.column + (body.columns - width * 7) / 2
            return Rect(row: body.row, column: left + index * width, rows: body.rows, columns: width)
        }
        let height = max(1, body.rows / 7)
        return Rect(row: body.row + index * height, column: body.column, rows: height, columns: body.columns)
    }

    /// The day (0...6) at a screen position, if any.
    func day(atRow row: Int, column: Int) -> Int? {
        (0..<7).first { frame(ofDay: $0).contains(row: row, column: column) }
    }
}
