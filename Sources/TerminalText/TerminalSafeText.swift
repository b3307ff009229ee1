/// Cleans text that came from outside (a provider's answer, a file) before it can reach a
/// terminal.
///
/// Removes C0 and C1 control characters, DEL, escape sequences (CSI, OSC, DCS and the
/// two-byte ones, in their 7-bit and 8-bit forms) and Unicode bidirectional overrides, so
/// a holiday name cannot move the cursor, retitle the window or reorder the screen.
/// Line breaks and tabs become single spaces; runs of spaces collapse.
public enum TerminalSafeText {
    /// The longest text kept, in characters; provider descriptions can be essays.
    public static let defaultLimit = 2_000

    public static func clean(_ text: String, limit: Int = defaultLimit) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pendingSpace = false
        var kept = 0
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
            kept += 1
        }
        while kept < limit, let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipUntilFinal(&scalars)
            case 0x90, 0x9D, 0x9E, 0x9F, 0x98:
                skipString(&scalars)
            case 0x09, 0x0A, 0x0D, 0x20, 0x85, 0xA0, 0x2028, 0x2029:
                pendingSpace = true
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                continue
            default:
                emit(scalar)
            }
        }
        return String(out)
    }

    /// Skips what follows an ESC: a CSI, a string sequence, or one more character.
    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipUntilFinal(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default:
            // Two-byte sequences (ESC c, ESC 7, ...) and ESC ( B style charset selection.
            if (0x20...0x2F).contains(next.value) { _ = scalars.next() }
        }
    }

    /// Skips CSI parameters up to and including the final byte (0x40-0x7E).
    private static func skipUntilFinal(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let s = scalars.next() {
            if (0x40...0x7E).contains(s.value) { return }
            if !(0x20...0x3F).contains(s.value) { return }
        }
    }

    /// Skips an OSC/DCS/PM/APC string up to BEL, ST (ESC \) or the 8-bit ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let s = scalars.next() {
            switch s.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }
}
