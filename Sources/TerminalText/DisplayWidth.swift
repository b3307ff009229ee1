/// How many terminal columns text takes, the way ncursesw counts them: 2 for East Asian
/// wide and fullwidth characters, 0 for combining marks, format characters and conjoining
/// Hangul vowels and finals, 1 otherwise.
///
/// holical measures text itself rather than calling `wcwidth(3)`, whose answer depends on
/// the process locale, so layout is the same in tests, in pipes and on every terminal. The
/// rules and the table are those of the C library in a UTF-8 locale (Unicode's
/// EastAsianWidth W and F, general categories Mn, Me and Cf), and `DisplayWidthTests`
/// checks every scalar against the system's `wcwidth`, since ncursesw positions the
/// cursor by it: a name in Thai, Devanagari, Arabic, Hebrew, Chinese or Korean then takes
/// the same columns in holical's layout, in ncurses and on the screen.
public enum DisplayWidth {
    /// Columns taken by one extended grapheme cluster as holical draws it (`drawn(_:)`:
    /// the part of it every terminal draws alike): the sum of the drawn scalars' widths, so
    /// a Devanagari conjunct is two letters wide, a Hangul syllable of conjoining jamo one
    /// wide letter, an emoji two and an emoji ZWJ sequence its first emoji's.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        var width = 0
        forEachDrawnScalar(of: character) { width += $1 }
        return width
    }

    /// Columns taken by one scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(v) ? 2 : 1
    }

    /// Columns taken by a whole string.
    public static func of(_ text: String) -> Int { width(of: text) }

    /// Columns taken by part of a string.
    public static func of(_ text: Substring) -> Int { width(of: text) }

    /// `of` for each type of text, specialized here: a generic `of` called from another
    /// module walked every byte through the protocol's witnesses, which cost a month frame
    /// through ncurses a quarter of its time.
    private static func width<Text: StringProtocol>(of text: Text) -> Int {
        guard let start = unsureStart(in: text) else { return text.utf8.count }
        let sure = text.utf8.distance(from: text.startIndex, to: start)
        // Where every scalar is drawn as written (`isDrawnAsWritten`), a cluster's width is
        // the sum of its scalars' (`of(_: Character)`): no need to find the clusters, the
        // dearest part of measuring a name with an accent.
        var width = sure
        for scalar in text[start...].unicodeScalars {
            guard let columns = widthAsWritten(scalar) else {
                width = sure
                for character in text[start...] { width += of(character) }
                return width
            }
            width += columns
        }
        return width
    }

    /// The width of a scalar drawn as it is written; nil for one a cluster is drawn without
    /// or changed by (`DisplayWidth+Drawing.swift`): controls, zero-width scalars, the
    /// variation selectors, skin tones, tag characters and regional indicators.
    static func widthAsWritten(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return 1 }
        switch value {
        case 0..<0xA0, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0x1F1E6...0x1F1FF: return nil
        default:
            let columns = of(scalar)
            return columns == 0 ? nil : columns
        }
    }

    /// Where the printable ASCII at the start of `text` stops being a column a byte: before
    /// the last such byte ahead of anything else (a combining mark may join it), nil when
    /// all of it is. Names with one accent or a cut with `…` are measured cluster by cluster
    /// from there only.
    public static func unsureStart(of text: String) -> String.Index? { unsureStart(in: text) }

    /// `unsureStart(of:)` of any text; made for each type within this module, where the
    /// compiler sees the type (a caller elsewhere would walk the bytes through a generic).
    static func unsureStart<Text: StringProtocol>(in text: Text) -> Text.Index? {
        let bytes = text.utf8
        guard let other = bytes.firstIndex(where: { $0 < 0x20 || $0 >= 0x7F }) else { return nil }
        let sure = bytes.distance(from: bytes.startIndex, to: other)
        return sure == 0 ? other : bytes.index(bytes.startIndex, offsetBy: sure - 1)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        // Conjoining Hangul vowels and finals, and the zero width space.
        case 0x1160...0x11FF, 0xD7B0...0xD7FF, 0x200B: return true
        // A mark glibc's Unicode data still has as nonspacing (Ahom medial ra).
        case 0x1171E: return true
        // Format characters the C library draws: the soft hyphen and the prepended
        // concatenation marks (Arabic number signs, the Syriac abbreviation mark, Kaithi's).
        case 0xAD, 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD:
            return false
        // Latin, Greek's tonos, general punctuation's dashes, quotes and ellipsis, arrows,
        // boxes, shapes and symbols (the glyphs drawn in every cell) hold no mark and no
        // format character: no need to look their category up.
        case 0xA0..<0x300, 0x2010...0x2027, 0x2100...0x2BFF: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// Whether `v` is East Asian wide or fullwidth: a binary search of `wideRanges`.
    static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[2 * middle + 1] < v { low = middle + 1 } else { high = middle }
        }
        return low < wideRanges.count / 2 && wideRanges[2 * low] <= v
    }

    /// First and last scalar of each run of wide characters, ascending (Unicode 15's
    /// EastAsianWidth.txt, W and F, as glibc 2.36 applies it).
    private static let wideRanges: [UInt32] = [
        0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F0,
        0x23F3, 0x23F3, 0x25FD, 0x25FE, 0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F,
        0x2693, 0x2693, 0x26A1, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5,
        0x26CE, 0x26CE, 0x26D4, 0x26D4, 0x26EA, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26F5,
        0x26FA, 0x26FA, 0x26FD, 0x26FD, 0x2705, 0x2705, 0x270A, 0x270B, 0x2728, 0x2728,
        0x274C, 0x274C, 0x274E, 0x274E, 0x2753, 0x2755, 0x2757, 0x2757, 0x2795, 0x2797,
        0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50, 0x2B55, 0x2B55,
        0x2E80, 0x2E99, 0x2E9B, 0x2EF3, 0x2F00, 0x2FD5, 0x2FF0, 0x2FFB, 0x3000, 0x3029,
        0x302E, 0x303E, 0x3041, 0x3096, 0x309B, 0x30FF, 0x3105, 0x312F, 0x3131, 0x318E,
        0x3190, 0x31E3, 0x31F0, 0x321E, 0x3220, 0xA48C, 0xA490, 0xA4C6, 0xA960, 0xA97C,
        0xAC00, 0xD7A3, 0xF900, 0xFA6D, 0xFA70, 0xFAD9, 0xFE10, 0xFE19, 0xFE30, 0xFE52,
        0xFE54, 0xFE66, 0xFE68, 0xFE6B, 0xFF01, 0xFF60, 0xFFE0, 0xFFE6, 0x16FE0, 0x16FE3,
        0x16FF0, 0x16FF1, 0x17000, 0x187F7, 0x18800, 0x18CD5, 0x18D00, 0x18D08, 0x1AFF0, 0x1AFF3,
        0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE, 0x1B000, 0x1B122, 0x1B150, 0x1B152, 0x1B164, 0x1B167,
        0x1B170, 0x1B2FB, 0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E, 0x1F191, 0x1F19A,
        0x1F200, 0x1F202, 0x1F210, 0x1F23B, 0x1F240, 0x1F248, 0x1F250, 0x1F251, 0x1F260, 0x1F265,
        0x1F300, 0x1F320, 0x1F32D, 0x1F335, 0x1F337, 0x1F37C, 0x1F37E, 0x1F393, 0x1F3A0, 0x1F3CA,
        0x1F3CF, 0x1F3D3, 0x1F3E0, 0x1F3F0, 0x1F3F4, 0x1F3F4, 0x1F3F8, 0x1F43E, 0x1F440, 0x1F440,
        0x1F442, 0x1F4FC, 0x1F4FF, 0x1F53D, 0x1F54B, 0x1F54E, 0x1F550, 0x1F567, 0x1F57A, 0x1F57A,
        0x1F595, 0x1F596, 0x1F5A4, 0x1F5A4, 0x1F5FB, 0x1F64F, 0x1F680, 0x1F6C5, 0x1F6CC, 0x1F6CC,
        0x1F6D0, 0x1F6D2, 0x1F6D5, 0x1F6D7, 0x1F6DD, 0x1F6DF, 0x1F6EB, 0x1F6EC, 0x1F6F4, 0x1F6FC,
        0x1F7E0, 0x1F7EB, 0x1F7F0, 0x1F7F0, 0x1F90C, 0x1F93A, 0x1F93C, 0x1F945, 0x1F947, 0x1F9FF,
        0x1FA70, 0x1FA74, 0x1FA78, 0x1FA7C, 0x1FA80, 0x1FA86, 0x1FA90, 0x1FAAC, 0x1FAB0, 0x1FABA,
        0x1FAC0, 0x1FAC5, 0x1FAD0, 0x1FAD9, 0x1FAE0, 0x1FAE7, 0x1FAF0, 0x1FAF6, 0x20000, 0x2A6DF,
        0x2A700, 0x2B738, 0x2B740, 0x2B81D, 0x2B820, 0x2CEA1, 0x2CEB0, 0x2EBE0, 0x2F800, 0x2FA1D,
        0x30000, 0x3134A
    ]
}

extension String {
    /// Columns this string takes in a terminal.
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The longest prefix that fits in `width` columns, ending in `…` when cut.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        // Printable ASCII (most names, every tag) is a column a byte: cut on the bytes, not
        // cluster by cluster (a month of a busy calendar's names cost a frame a fifth of its
        // time here).
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            if utf8.count <= width { return self }
            let room = width - DisplayWidth.of(ellipsis)
            return room >= 0 ? String(decoding: utf8.prefix(room), as: UTF8.self) + ellipsis : ""
        }
        if displayWidth <= width { return self }
        let room = width - DisplayWidth.of(ellipsis)
        // The printable ASCII before anything else is a column a byte.
        let unsure = DisplayWidth.unsureStart(of: self) ?? endIndex
        let sure = utf8.distance(from: startIndex, to: unsure)
        if room >= 0, sure >= room { return String(decoding: utf8.prefix(room), as: UTF8.self) + ellipsis }
        var used = max(0, sure)
        var result = room >= 0 ? String(self[..<unsure]) : ""
        for character in self[unsure...] {
            let w = DisplayWidth.of(character)
            if used + w > room { break }
            used += w
            result.append(character)
        }
        return room >= 0 ? result + ellipsis : result
    }

    /// This string padded with spaces on the right to `width` columns (cut if longer).
    public func padded(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - cut.displayWidth))
    }
}
