import HolidayEngine
import TerminalText
import Testing

@Suite("Terminal-safe text")
struct TerminalSafeTextTests {
    @Test("strips CSI, OSC, DCS, C1 controls and bidi overrides", arguments: [
        ("Day\u{1B}[2J\u{1B}[H of \u{1B}[31mRed\u{1B}[0m", "Day of Red"),
        ("\u{1B}]0;pwned\u{07}Title", "Title"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("a\u{9B}31mb", "ab"),
        ("a\u{9D}osc\u{9C}b", "ab"),
        ("\u{1B}Pq#0;1\u{1B}\\ok", "ok"),
        ("evil\u{202E}txt.exe", "eviltxt.exe"),
        ("\u{2066}iso\u{2069}", "iso"),
        ("bell\u{07}\u{08}\u{7F}", "bell"),
        ("line\none\r\ttwo", "line one two"),
        ("  Iseseisvuspäev  ", "Iseseisvuspäev"),
        ("\u{1B}(Bplain", "plain"),
        ("\u{1B}c", ""),
    ])
    func cleans(input: String, expected: String) {
        #expect(TerminalSafeText.clean(input) == expected)
    }

    @Test("nothing below U+0020, DEL or C1 survives, whatever the input")
    func noControlsSurvive() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let scalars = (0..<40).map { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2070, using: &generator)) ?? "x"
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let cleaned = TerminalSafeText.clean(text)
            #expect(!cleaned.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!cleaned.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
        }
    }

    @Test("long text is cut to the limit")
    func limit() {
        #expect(TerminalSafeText.clean(String(repeating: "a", count: 5000), limit: 100).count == 100)
    }
}

/// Text folded for matching what a person types.
@Suite("Search keys")
struct SearchKeyTests {
    @Test("Case and accents fold away in Latin, Greek and Cyrillic; other scripts stay", arguments: [
        ("Bayern", "bayern"), ("JÕULUPÜHA", "joulupuha"), ("Pâques", "paques"), ("Zürich", "zurich"),
        ("Ελληνικά", "ελληνικα"), ("Ἀγίου Πνεύματος", "αγιου πνευματος"), ("Рождество Христово", "рождество христово"),
        ("Йоулу", "иоулу"), ("Łódź", "lodz"), ("Øresund", "oresund"), ("春节", "春节"), ("e\u{301}te\u{301}", "ete"),
    ] as [(String, String)])
    func fold(text: String, folded: String) {
        #expect(text.searchKey == folded)
    }
}
