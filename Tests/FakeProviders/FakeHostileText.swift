/// Text a hostile or broken server might send: it clears the screen, retitles the window,
/// reverses the text direction and sends C1 controls.
public enum FakeHostileText {
    /// `name` wrapped in ESC [ 2 J, an OSC title, a bidi override, an 8-bit CSI and C1
    /// controls; once cleaned it must read `name` again.
    public static func wrap(_ name: String) -> String {
        "\u{1B}[2J\u{1B}[H" + name + "\u{1B}]0;pwned\u{07}\u{202E}\u{9B}31m\u{8D}\u{2066}"
    }

    /// Whether `text` still holds anything `wrap` put in.
    public static func isDirty(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value)
                || $0.value == 0x202E || $0.value == 0x2066
        } || text.contains("pwned")
    }
}
