/// What holical sends a terminal for each grapheme cluster, so that every terminal draws it
/// in the columns `DisplayWidth` counts.
///
/// ncursesw moves its cursor by each scalar's `wcwidth`; terminals draw clusters their own
/// way. Where they differ, text after the cluster lands elsewhere than ncurses believes and
/// borders go out of line. Measured in tmux 3.3a (the cursor's advance after printing each
/// cluster, against the sum of its scalars' `wcwidth`): an emoji ZWJ sequence is joined into
/// one cell (👩‍👩‍👧: 2 columns, `wcwidth` 6; 🏳️‍🌈: 1, `wcwidth` 3), a skin tone is not
/// (👍🏽: 4), and other terminals join both or honour U+FE0F by drawing a narrow symbol wide;
/// the interlinear annotation marks U+FFF9-U+FFFB are drawn as visible boxes by some.
/// So a cluster is drawn as the part every terminal agrees on:
///
/// - an emoji ZWJ sequence as its first emoji (👩‍👩‍👧 as 👩), a skin tone dropped;
/// - the variation selectors U+FE0E and U+FE0F dropped (☃️ as ☃, one column);
/// - tag characters (the subdivision flags' letters) and zero-width format characters
///   (U+FFF9-U+FFFB, the zero width space, word joiners, the byte order mark) dropped, but
///   not the zero width (non-)joiners inside words of Indic and Arabic scripts;
/// - a cluster that would begin with a zero-width scalar (a combining mark with nothing
///   before it) not at all, since it would join the cell drawn before it, a border maybe.
///
/// The rest is drawn as it is: letters with their marks, wide characters, flags of two
/// regional indicators. `DisplayWidth.of` counts what is drawn.
extension DisplayWidth {
    /// `text` as holical draws it: each cluster as `drawn(_:)` gives it.
    public static func drawn(_ text: String) -> String {
        if isDrawnAsWritten(text) { return text }
        var out = String.UnicodeScalarView()
        for character in text { forEachDrawnScalar(of: character) { scalar, _ in out.append(scalar) } }
        return String(out)
    }

    /// `character` as holical draws it: empty when nothing of it is drawn.
    public static func drawn(_ character: Character) -> String { drawing(character).text }

    /// `character` as holical draws it, and the columns it takes (`of`), worked out at once.
    public static func drawing(_ character: Character) -> (text: String, width: Int) {
        if character.utf8.count == 1, let byte = character.utf8.first {
            return (0x20..<0x7F).contains(byte) ? (String(character), 1) : ("", 0)
        }
        var out = String.UnicodeScalarView()
        var width = 0
        forEachDrawnScalar(of: character) { scalar, columns in
            out.append(scalar)
            width += columns
        }
        return (String(out), width)
    }

    /// Calls `body` with each scalar of `character` that is drawn, in order, and its width.
    static func forEachDrawnScalar(of character: Character, _ body: (Unicode.Scalar, Int) -> Void) {
        var previous: Unicode.Scalar?
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0xE0000...0xE007F:
                continue
            case 0x200D where previous.map(isEmoji) ?? false:
                return  // the rest of an emoji ZWJ sequence
            case 0x1F3FB...0x1F3FF where previous != nil:
                continue  // a skin tone after its emoji
            default:
                break
            }
            let width = of(scalar)
            if width == 0 {
                if previous == nil { return }  // nothing before it to join
                // Zero-width format characters, but the joiners inside words.
                if scalar.value != 0x200C, scalar.value != 0x200D,
                   scalar.properties.generalCategory == .format { continue }
            }
            previous = scalar
            body(scalar, width)
        }
    }

    /// Whether every cluster of `text` is drawn as it is written: no scalar a cluster is
    /// drawn without (control and zero-width characters, selectors, skin tones, tags). A look
    /// at each scalar, not at each cluster: most text drawn (names, borders, glyphs) passes.
    private static func isDrawnAsWritten(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { widthAsWritten($0) != nil }
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isEmoji
    }
}
