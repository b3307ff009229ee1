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
        for word in split(separator: " ") {
            let word = String(word)
            if current.isEmpty {
                current = word
            } else if current.displayWidth + 1 + word.displayWidth <= width {
                current += " " + word
                continue
            } else {
                lines.append(current)
                current = word
            }
            // A word wider than the line: whole lines of it, the rest carried on.
            while current.displayWidth > width {
                let (head, tail) = current.split(atWidth: width)
                lines.append(head)
                current = tail
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
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
