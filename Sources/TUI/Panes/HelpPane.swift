import CalendarModel

/// The `?` pane: every key of the calendar, a line of `KeyBindings.table` each.
struct HelpPane {
    let theme: Theme

    /// Each line's keys (by name, with `glyphs`' arrows) and what they do.
    static func entries(_ glyphs: Glyphs) -> [(keys: String, action: String)] {
        KeyBindings.table.map { binding in
            (binding.label ?? binding.keys.map { $0.key.name(glyphs) }.joined(separator: " "), binding.help)
        }
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

/// The calendar's keys as the `?` pane lists them, a line of `KeyBindings.table` each: what
/// the manual page's KEYS section prints, so that the two cannot differ.
public enum KeyHelp {
    /// Each line's keys, named with `glyphs`' arrows, and what they do.
    public static func lines(_ glyphs: Glyphs) -> [(keys: String, action: String)] {
        HelpPane.entries(glyphs)
    }
}
