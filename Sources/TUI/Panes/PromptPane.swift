/// A one-line prompt in a small box (the `g` and `/` prompts): the text typed so far with a
/// cursor, and a line beneath it, a hint or why the text was refused.
struct PromptPane {
    let title: String
    let footer: String
    /// What is typed, after its prompt sign (`> 2027-03`, `/jõul`).
    let field: String
    let note: String
    let noteStyle: TextStyle
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        let frame = area.centered(rows: 5, columns: min(area.columns, 50))
        let box = PaneBox(frame: frame, theme: theme)
        box.draw(title: title, footer: footer, on: screen)
        let inside = box.inside
        screen.put((field + "_").truncated(toWidth: inside.columns), row: inside.row, column: inside.column,
                   style: theme.style(.paneText))
        screen.put(note.truncated(toWidth: inside.columns), row: inside.row + 2, column: inside.column, style: noteStyle)
    }
}
