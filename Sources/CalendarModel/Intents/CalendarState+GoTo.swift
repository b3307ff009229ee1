import HolidayEngine

/// The `g` prompt: typing, and jumping when the text is a date.
extension CalendarState {
    /// The longest text the prompt takes; `September 2026` fits with room to spare.
    static let goToLimit = 20

    mutating func editGoTo(_ edit: GoToEdit) {
        guard case .goTo(var prompt) = overlay else { return }
        switch edit {
        case .insert(let character):
            // Counted in scalars: a character can hold any number of combining marks.
            guard prompt.text.unicodeScalars.count + character.unicodeScalars.count <= Self.goToLimit else { return }
            prompt.text.append(character)
            prompt.error = nil
        case .deleteBackward:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
            prompt.error = nil
        case .submit:
            switch GoToParser.parse(prompt.text, relativeTo: selection) {
            case .success(let date):
                overlay = nil
                moveSelection(to: date)
                return
            case .failure(let error):
                prompt.error = error.message
            }
        }
        overlay = .goTo(prompt)
    }
}
