/// One logical line of an iCalendar file (RFC 5545 §3.1): a property name, its parameters
/// and its value, after unfolding.
struct ContentLine: Sendable {
    /// The property's name, uppercased: `DTSTART`.
    let name: String
    /// Parameters by uppercased name, each with its values (quotes removed): `TZID`.
    let parameters: [String: [String]]
    /// The raw value, escapes still in it.
    let value: String
    /// The line's number in the file (its first physical line), for messages.
    let line: Int

    /// The first value of parameter `name`, if given.
    func parameter(_ name: String) -> String? { parameters[name]?.first }
}

extension ContentLine {
    /// Splits `text` (one unfolded line) at the first unquoted `:`; nil when it has none or no
    /// name (a line that is not a property, skipped with a warning by the parser).
    init?(_ text: Substring, line: Int) {
        var index = text.startIndex
        // The name: letters, digits and dashes.
        while index < text.endIndex, text[index] != ";", text[index] != ":" { index = text.index(after: index) }
        let name = text[text.startIndex..<index]
        guard !name.isEmpty, index < text.endIndex,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        else { return nil }
        var parameters: [String: [String]] = [:]
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            let nameStart = index
            while index < text.endIndex, text[index] != "=", text[index] != ":", text[index] != ";" {
                index = text.index(after: index)
            }
            let parameterName = text[nameStart..<index].uppercased()
            guard index < text.endIndex, text[index] == "=" else { return nil }
            index = text.index(after: index)
            var values: [String] = []
            // Values separated by commas, each quoted or not.
            while true {
                if index < text.endIndex, text[index] == "\"" {
                    let start = text.index(after: index)
                    guard let close = text[start...].firstIndex(of: "\"") else { return nil }
                    values.append(String(text[start..<close]))
                    index = text.index(after: close)
                } else {
                    let start = index
                    while index < text.endIndex, text[index] != ",", text[index] != ";", text[index] != ":" {
                        index = text.index(after: index)
                    }
                    values.append(String(text[start..<index]))
                }
                if index < text.endIndex, text[index] == "," { index = text.index(after: index); continue }
                break
            }
            parameters[parameterName, default: []] += values
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = String(text[text.index(after: index)...])
        self.line = line
    }
}

/// Unfolding (RFC 5545 §3.1): a line that begins with a space or a tab continues the one
/// before it. Lines end with CRLF or a bare LF (or CR).
struct UnfoldedLines: Sequence {
    let text: Substring
    /// The longest logical line accepted; a longer one is cut off at this many bytes and
    /// reported (a line that long is damage, not data).
    let maxLength: Int

    struct Iterator: IteratorProtocol {
        var rest: Substring
        var lineNumber = 0
        let maxLength: Int

        /// The next logical line, its first physical line's number, and whether it was cut.
        mutating func next() -> (text: Substring, line: Int, cut: Bool)? {
            while !rest.isEmpty {
                let (first, firstBreak) = Self.physicalLine(in: rest)
                lineNumber += 1
                let number = lineNumber
                rest = rest[firstBreak...]
                // A continuation folded onto an empty start is still one line.
                var pieces: [Substring] = [first]
                var length = first.utf8.count
                while let head = rest.first, head == " " || head == "\t" {
                    let (piece, end) = Self.physicalLine(in: rest)
                    lineNumber += 1
                    rest = rest[end...]
                    if length < maxLength { pieces.append(piece.dropFirst()) }
                    length += piece.utf8.count - 1
                }
                if first.isEmpty && pieces.count == 1 { continue }
                let joined = pieces.count == 1 ? first : Substring(pieces.joined())
                let cut = length > maxLength
                return (cut ? Substring(String(decoding: joined.utf8.prefix(maxLength), as: UTF8.self)) : joined, number, cut)
            }
            return nil
        }

        /// The line at the start of `text` without its end, and where the next one begins.
        private static func physicalLine(in text: Substring) -> (Substring, Substring.Index) {
            guard let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
                return (text, text.endIndex)
            }
            return (text[..<end], text.index(after: end))
        }
    }

    func makeIterator() -> Iterator { Iterator(rest: text, maxLength: maxLength) }
}
