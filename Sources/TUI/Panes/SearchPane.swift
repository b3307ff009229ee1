import CalendarModel
import HolidayEngine
import TerminalText

/// The `/` prompt: the text typed so far, cleaned of control characters before it is drawn.
struct SearchPane {
    let prompt: SearchPrompt
    let regionName: String
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        PromptPane(
            title: "Search holiday names", footer: "Enter search  Esc cancel  then n N",
            field: "/" + TerminalSafeText.clean(prompt.text),
            note: "in \(TerminalSafeText.clean(regionName)), accents and case ignored",
            noteStyle: theme.style(.paneDim), theme: theme
        ).draw(on: screen, in: area)
    }
}
