import HolidayKit
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
