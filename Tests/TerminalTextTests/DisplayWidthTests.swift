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
        #expect("☃\u{FE0F}".displayWidth == 2)
        #expect("\u{200B}".displayWidth == 0)
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
