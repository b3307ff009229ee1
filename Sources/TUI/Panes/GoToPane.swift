import CalendarModel

/// The `g` prompt: the text typed so far, and why the last attempt was refused.
struct GoToPane {
    let prompt: GoToPrompt
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        let frame = area.centered(rows: 5, columns: min(area.columns, 50))
        let box = PaneBox(frame: frame, theme: theme)
        box.draw(title: "Go to", footer: "Enter go  Esc cancel", on: screen)
        let inside = box.inside
        let field = "> " + prompt.text + "_"
        screen.put(field.truncated(toWidth: inside.columns), row: inside.row, column: inside.column,
                   style: theme.style(.paneText))
        let (note, style) = prompt.error.map { ($0, theme.style(.error)) }
            ?? ("YYYY-MM-DD, YYYY-MM or a month name", theme.style(.paneDim))
        screen.put(note.truncated(toWidth: inside.columns), row: inside.row + 2,
                   column: inside.column, style: style)
    }
}
