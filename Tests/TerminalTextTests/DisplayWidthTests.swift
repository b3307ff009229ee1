import Glibc
import TerminalText
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII, accents, combining marks, wide characters and emoji")
    func widths() {
        #expect("Independence Day".displayWidth == 16)
        #expect("Iseseisvuspäev".displayWidth == 14)
        #expect("ülestõusmispühade".displayWidth == 17)
        #expect("e\u{301}".displayWidth == 1)  // e + combining acute
        #expect("元日".displayWidth == 4)
        #expect("🎄".displayWidth == 2)
        // Drawn without its presentation selector (DisplayWidth+Drawing.swift): one column.
        #expect("☃\u{FE0F}".displayWidth == 1)
        #expect("\u{200B}".displayWidth == 0)
    }

    @Test("clusters drawn as every terminal draws them alike, measured as drawn", arguments: [
        ("👩\u{200D}👩\u{200D}👧", "👩", 2),  // a ZWJ sequence: its first emoji
        ("🏳\u{FE0F}\u{200D}🌈", "🏳", 1),
        ("👍🏽", "👍", 2),  // a skin tone dropped
        ("❤\u{FE0F}", "❤", 1),
        ("🇪🇪", "🇪🇪", 2),  // a flag of two regional indicators stays
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "🏴", 2),  // tags dropped
        ("1\u{FE0F}\u{20E3}", "1\u{20E3}", 1),  // a keycap keeps its enclosing mark
        ("a\u{FFF9}b\u{FFFA}c\u{FFFB}d", "abcd", 4),  // interlinear annotation marks dropped
        ("x\u{200B}y\u{2060}z\u{FEFF}", "xyz", 3),  // zero-width format characters dropped
        ("e\u{301}", "e\u{301}", 1),
        ("\u{301}", "", 0),  // a mark with nothing before it would join the cell drawn before
        ("क्\u{200D}ष", "क्\u{200D}ष", 2),  // a ZWJ between Devanagari letters stays
        ("می\u{200C}خواهم", "می\u{200C}خواهم", 7),  // a ZWNJ in a Persian word stays
        ("元日", "元日", 4),
    ] as [(String, String, Int)])
    func drawn(text: String, drawn: String, width: Int) {
        #expect(DisplayWidth.drawn(text).unicodeScalars.elementsEqual(drawn.unicodeScalars))
        #expect(text.displayWidth == width)
        #expect(drawn.displayWidth == width)
        // What is drawn advances a terminal's cursor (wcwidth) by the width laid out.
        let advance = DisplayWidth.drawn(text).unicodeScalars.reduce(0) {
            $0 + Int(SystemWidthTests.systemWidth(Int32($1.value)))
        }
        #expect(advance == width)
    }

    /// A string is measured scalar by scalar where that gives what its clusters give; these
    /// hold every kind of scalar that changes a cluster, with text before and after.
    @Test("a string is as wide as its clusters", arguments: [
        "Iseseisvuspäev", "e\u{301}t\u{E9}", " \u{301}x", "👩\u{200D}👩\u{200D}👧 and 👍🏽", "☃\u{FE0F} snow",
        "🇪🇪🇫🇮", "🏴\u{E0067}\u{E0062}\u{E007F}!", "क्\u{200D}ष दीपावली", "\u{1109}\u{1165}\u{11AF}설날",
        "x\u{200B}y\u{2060}z", "a\u{AD}b", "\u{600}1 عِيدُ", "chữ Nôm 𡨸喃", "tab\there", "1\u{FE0F}\u{20E3}",
    ])
    func sumOfClusters(text: String) {
        #expect(text.displayWidth == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(text.dropFirst()) == text.dropFirst().reduce(0) { $0 + DisplayWidth.of($1) })
    }

    @Test("truncation never exceeds the width, even through wide characters")
    func truncation() {
        #expect("Küünlapäev ehk pudrupäev".truncated(toWidth: 10) == "Küünlapäe…")
        #expect("元日元日".truncated(toWidth: 5) == "元日…")
        #expect("元日元日".truncated(toWidth: 4) == "元…")
        #expect("short".truncated(toWidth: 10) == "short")
        for width in 0...12 {
            #expect("元日 New Year 🎄".truncated(toWidth: width).displayWidth <= width)
        }
        #expect("õ".padded(toWidth: 3) == "õ  ")
        #expect("元".padded(toWidth: 3).displayWidth == 3)
    }
}

/// holical's widths against the C library's, which ncursesw positions the cursor by.
@Suite("Display width: the C library's in a UTF-8 locale")
struct SystemWidthTests {
    /// `wcwidth(3)` in C.UTF-8, looked up at run time (the Glibc module does not export it).
    static let systemWidth: @convention(c) (Int32) -> Int32 = {
        setlocale(LC_CTYPE, "C.UTF-8")
        return unsafeBitCast(
            dlsym(dlopen(nil, RTLD_NOW), "wcwidth")!, to: (@convention(c) (Int32) -> Int32).self)
    }()

    @Test("Every assigned scalar from U+00A0 to U+3FFFF has the width wcwidth gives it")
    func everyScalar() {
        var differ: [String] = []
        for value in UInt32(0xA0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            guard category != .unassigned, category != .privateUse else { continue }
            let system = Self.systemWidth(Int32(value))
            guard system >= 0 else { continue }
            if DisplayWidth.of(scalar) != Int(system) {
                differ.append("U+\(String(value, radix: 16, uppercase: true)) \(DisplayWidth.of(scalar))/\(system)")
            }
        }
        #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20).joined(separator: ", "))")
    }

    @Test("Names in the scripts of the world's holidays", arguments: [
        ("สงกรานต์", 7),  // Thai: the cancellation mark above takes no column
        ("दीपावली", 7),  // Devanagari: spacing vowel signs take one
        ("क्षमा", 4),  // a conjunct is two letters wide, the virama none
        ("עצמאות", 6),  // Hebrew
        ("חֲנֻכָּה", 4),  // Hebrew with vowel points: the points take none
        ("عيد الفطر", 9),  // Arabic
        ("عِيدُ", 3),  // Arabic with harakat
        ("春节", 4),  // Chinese
        ("설날", 4),  // Korean syllables
        ("\u{1109}\u{1165}\u{11AF}", 2),  // Korean as conjoining jamo: one syllable
        ("Hari Raya Aidilfitri", 20),
    ] as [(String, Int)])
    func scripts(name: String, width: Int) {
        #expect(name.displayWidth == width)
        let system = name.unicodeScalars.reduce(0) { $0 + Int(Self.systemWidth(Int32($1.value))) }
        #expect(system == width)
    }
}
