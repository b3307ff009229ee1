import HolidayEngine
import TerminalText

extension String {
    /// This string right-aligned in `width` columns.
    func rightAligned(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        return String(repeating: " ", count: max(0, width - cut.displayWidth)) + cut
    }

    /// This string centred in `width` columns.
    func centered(inWidth width: Int) -> String {
        let cut = truncated(toWidth: width)
        let room = max(0, width - cut.displayWidth)
        return String(repeating: " ", count: room / 2) + cut
            + String(repeating: " ", count: room - room / 2)
    }

    /// The lines of this string wrapped at word boundaries to `width` columns; only a word
    /// longer than a line is broken, between characters, so nothing is lost.
    func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        // The line's width is kept as words are added, not measured again for each.
        var currentWidth = 0
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            if current.isEmpty {
                current = String(word)
                currentWidth = wordWidth
            } else if currentWidth + 1 + wordWidth <= width {
                current += " "
                current += word
                currentWidth += 1 + wordWidth
                continue
            } else {
                lines.append(current)
                current = String(word)
                currentWidth = wordWidth
            }
            // A word wider than the line: whole lines of it, the rest carried on.
            while currentWidth > width {
                let (head, tail) = current.split(atWidth: width)
                lines.append(head)
                current = tail
                currentWidth = tail.displayWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The words between spaces, as `split(separator: " ")` finds them; on the bytes when no
    /// space touches a byte beyond ASCII, since then none can be part of a grapheme cluster
    /// with something else (only marks after it or a prepended letter before it could be):
    /// finding clusters cost the week view of a busy calendar a third of its time.
    private var words: [Substring] {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == 0x20, byte >= 0x80 { return split(separator: " ") }
            if byte == 0x20, previous >= 0x80 { return split(separator: " ") }
            previous = byte
        }
        return utf8.split(separator: 0x20).map { Substring($0) }
    }

    /// The longest prefix that fits `width` columns (at least one character), and the rest.
    private func split(atWidth width: Int) -> (String, String) {
        var used = 0
        var index = startIndex
        while index < endIndex {
            let next = DisplayWidth.of(self[index])
            if used + next > width, index > startIndex { break }
            used += next
            index = self.index(after: index)
        }
        return (String(self[..<index]), String(self[index...]))
    }
}
