import HolidayKit

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

    /// The lines of this string wrapped at word boundaries to `width` columns; a word
    /// longer than a line is cut with an ellipsis.
    func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in split(separator: " ") {
            let word = String(word)
            if current.isEmpty {
                current = word.truncated(toWidth: width)
            } else if current.displayWidth + 1 + word.displayWidth <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word.truncated(toWidth: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
