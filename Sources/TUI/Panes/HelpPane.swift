/// The `?` pane: every key, one per line.
struct HelpPane {
    let theme: Theme

    /// Each key and what it does, in the order a new user needs them.
    static func entries(_ g: Glyphs) -> [(keys: String, action: String)] {
        [
            ("\(g.arrowLeft) \(g.arrowRight) h l", "previous / next day"),
            ("\(g.arrowUp) \(g.arrowDown) k j", "previous / next week"),
            ("PgUp PgDn [ ]", "previous / next month (week in week view)"),
            ("Shift-\(g.arrowLeft) Shift-\(g.arrowRight)", "previous / next month"),
            ("Home End", "first / last day shown"),
            ("t", "today"),
            ("g", "go to a date (2027-03-15, 2027-03, march)"),
            ("M", "month and year picker"),
            ("w", "month view / week view"),
            ("f", "first day of the week"),
            ("Enter", "holidays of the selected day"),
            ("v", "select a range to count business days"),
            ("c", "change region"),
            ("r", "retry missing days, or reload them all"),
            ("Esc", "close a pane, end a range"),
            ("?", "this help"),
            ("q", "quit"),
            ("mouse", "click selects, click again opens, wheel pages"),
        ]
    }

    func draw(on screen: Screen, in area: Rect) {
        let entries = Self.entries(theme.glyphs)
        let keyWidth = entries.map { $0.keys.displayWidth }.max() ?? 0
        let lineWidth = entries.map { keyWidth + 2 + $0.action.displayWidth }.max() ?? 0
        let frame = area.centered(rows: entries.count + 2, columns: lineWidth + 4)
        let box = PaneBox(frame: frame, theme: theme)
        box.draw(title: "Keys", footer: "Esc close", on: screen)
        let inside = box.inside
        for (index, entry) in entries.prefix(inside.rows).enumerated() {
            let row = inside.row + index
            screen.put(entry.keys.padded(toWidth: keyWidth), row: row, column: inside.column,
                       style: theme.style(.paneTitle))
            screen.put(entry.action.truncated(toWidth: max(0, inside.columns - keyWidth - 2)),
                       row: row, column: inside.column + keyWidth + 2, style: theme.style(.paneText))
        }
    }
}
