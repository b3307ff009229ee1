/// Where the parts of a frame go: title on the first row, legend and status on the last
/// two, the calendar in between.
struct FrameLayout: Hashable, Sendable {
    /// Below this the calendar cannot be drawn legibly; the frame says so instead.
    static let minimum = TerminalSize(rows: 12, columns: 40)

    let size: TerminalSize

    var fits: Bool { size.rows >= Self.minimum.rows && size.columns >= Self.minimum.columns }
    var titleRow: Int { 0 }
    var legendRow: Int { size.rows - 2 }
    var statusRow: Int { size.rows - 1 }
    var body: Rect { Rect(row: 1, column: 0, rows: size.rows - 3, columns: size.columns) }
    var whole: Rect { Rect(row: 0, column: 0, rows: size.rows, columns: size.columns) }
}
