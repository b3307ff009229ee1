import CalendarModel

extension Key {
    /// The key as the help names it (`←`, `Shift-→`, `PgUp`, `Ctrl-L`, `q`), with the
    /// arrows of `glyphs`.
    func name(_ glyphs: Glyphs) -> String {
        switch self {
        case .character(let character): String(character)
        case .left: glyphs.arrowLeft
        case .right: glyphs.arrowRight
        case .up: glyphs.arrowUp
        case .down: glyphs.arrowDown
        case .shiftLeft: "Shift-" + glyphs.arrowLeft
        case .shiftRight: "Shift-" + glyphs.arrowRight
        case .shiftUp: "Shift-" + glyphs.arrowUp
        case .shiftDown: "Shift-" + glyphs.arrowDown
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .redraw: "Ctrl-L"
        case .wheelUp: "wheel-up"
        case .wheelDown: "wheel-down"
        }
    }
}
