import TerminalText

/// Outside text as a message names it: cleaned like every outside text
/// (`TerminalSafeText.quoted`), and, when cleaning leaves nothing that shows (a key of the
/// configuration file made only of control characters, a region code that is an escape
/// sequence), written with TOML's escapes instead (`\u001B`), as the user would write it in
/// the file, so that the message still says which one it means. Either way no control
/// character reaches the terminal.
enum ShownText {
    /// `text` cleaned and cut to `limit` characters, or escaped when nothing of it shows.
    static func of(_ text: String, limit: Int = TerminalSafeText.quoteLimit) -> String {
        let cleaned = TerminalSafeText.quoted(text, limit: limit)
        return showsSomething(cleaned) ? cleaned : escaped(text, also: [], limit: limit)
    }

    /// A TOML key as a message names it: as `of` shows it, or in quotes with its escapes
    /// (`"\u001B\u0007"`) when nothing of it shows.
    static func key(_ key: String) -> String {
        let cleaned = TerminalSafeText.quoted(key)
        return showsSomething(cleaned) ? cleaned : "\"" + escaped(key, also: ["\""], limit: TerminalSafeText.quoteLimit) + "\""
    }

    /// Whether `text` draws anything: a character that is not a space, a control or format
    /// character, a default-ignorable one (zero-width spaces, joiners) or a mark on its own.
    static func showsSomething(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
            switch properties.generalCategory {
            case .control, .format, .surrogate, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator,
                 .paragraphSeparator, .spaceSeparator:
                return false
            default:
                return true
            }
        }
    }

    /// `text` with backslashes, the characters of `also`, and every character that does
    /// not show (or that is not a plain space) written as `\uXXXX` or `\UXXXXXXXX`.
    private static func escaped(_ text: String, also: Set<Unicode.Scalar>, limit: Int) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            if scalar == "\\" || also.contains(scalar) {
                piece = "\\" + String(scalar)
            } else if scalar == " " || showsSomething(String(scalar)) {
                piece = String(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                piece = scalar.value > 0xFFFF
                    ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            guard count + piece.unicodeScalars.count <= limit else { return out + "…" }
            out += piece
            count += piece.unicodeScalars.count
        }
        return out
    }
}
