/// The `/` prompt's keys.
extension KeyBindings {
    /// Any printable character is text (names hold apostrophes, dots and brackets); the
    /// footer names the rest.
    static func searchPrompt(_ key: Key) -> CalendarIntent? {
        switch key {
        case .enter: .editSearch(.submit)
        case .backspace: .editSearch(.deleteBackward)
        case .escape: .dismiss
        case .character(let c) where c.isLetter || c.isNumber || c.isPunctuation || c.isSymbol || c == " ":
            .editSearch(.insert(c))
        default: nil
        }
    }
}
