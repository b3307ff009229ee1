import HolidayEngine

/// A bordered box drawn over the calendar, with a title in its top border and an optional
/// footer in its bottom border. Its inside is cleared, so nothing shows through.
struct PaneBox {
    let frame: Rect
    let theme: Theme

    /// The cells inside the border, with one column of padding on each side.
    var inside: Rect {
        Rect(row: frame.row + 1, column: frame.column + 2, rows: max(0, frame.rows - 2),
             columns: max(0, frame.columns - 4))
    }

    func draw(title: String, footer: String? = nil, on screen: Screen) {
        let g = theme.glyphs
        let border = theme.style(.paneBorder)
        let inner = max(0, frame.columns - 2)
        let rule = String(repeating: g.horizontal, count: inner)
        screen.put(g.topLeft + rule + g.topRight, row: frame.row, column: frame.column, style: border)
        for row in (frame.row + 1)..<max(frame.row + 1, frame.bottom - 1) {
            screen.put(g.vertical, row: row, column: frame.column, style: border)
            screen.fill(row: row, column: frame.column + 1, width: inner, style: .plain)
            screen.put(g.vertical, row: row, column: frame.right - 1, style: border)
        }
        screen.put(g.bottomLeft + rule + g.bottomRight, row: frame.bottom - 1, column: frame.column, style: border)
        let heading = " \(title) ".truncated(toWidth: max(0, inner - 2))
        screen.put(heading, row: frame.row, column: frame.column + 2, style: theme.style(.paneTitle))
        if let footer {
            let text = " \(footer) ".truncated(toWidth: max(0, inner - 2))
            screen.put(text, row: frame.bottom - 1, column: frame.right - 2 - text.displayWidth,
                       style: theme.style(.paneDim))
        }
    }
}
