import Glibc

/// The locale the terminal is driven in.
enum TerminalLocale {
    /// Takes the user's locale (`setlocale(LC_ALL, "")`) and returns the glyphs their
    /// terminal can show: Unicode when the locale is UTF-8, ASCII otherwise. ncursesw needs a
    /// UTF-8 character type to lay out wide characters, so without one it falls back to
    /// C.UTF-8 for that alone; names with accents still print as UTF-8 then.
    ///
    /// Call it before any other thread starts: setlocale(3) is not thread-safe.
    static func setUp() -> Glyphs {
        setlocale(LC_ALL, "")
        if isUTF8 { return .unicode }
        setlocale(LC_CTYPE, "C.UTF-8")
        return .ascii
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
