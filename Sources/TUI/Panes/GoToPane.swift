import CalendarModel

/// The `g` prompt: the text typed so far, and why the last attempt was refused.
struct GoToPane {
    let prompt: GoToPrompt
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        let (note, style) = prompt.error.map { ($0, theme.style(.error)) }
            ?? ("YYYY-MM-DD, YYYY-MM or a month name", theme.style(.paneDim))
        PromptPane(
            title: "Go to", footer: "Enter go  Esc cancel", field: "> " + prompt.text, note: note,
            noteStyle: style, theme: theme
        ).draw(on: screen, in: area)
    }
}
