import HolidayEngine
import Testing

@Suite("Trimming spaces")
struct TrimmingTests {
    @Test("spaces and tabs go at both ends, nothing else does", arguments: [
        ("  EE ", "EE"), ("\tname = x\t ", "name = x"), ("", ""), ("   ", ""), (" \t", ""),
        ("a b", "a b"), ("\u{A0}x\u{A0}", "\u{A0}x\u{A0}"), (" e\u{301} ", "e\u{301}"), ("\nx\n", "\nx\n"),
    ])
    func trimming(text: String, trimmed: String) {
        #expect(text.trimmingSpaces == trimmed)
        #expect(text[...].trimmingSpaces == trimmed)
    }
}
