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
    /// Splits one unfolded line (its UTF-8 bytes) at the first unquoted `:`; nil when it has
    /// none or no name (a line that is not a property, skipped with a warning by the parser).
    /// Works on bytes: the delimiters are ASCII, and a file of 10,000 events has 100,000 lines.
    init?(_ bytes: ArraySlice<UInt8>, line: Int) {
        let colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";"), equals = UInt8(ascii: "=")
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end, bytes[index] != semicolon, bytes[index] != colon {
            let byte = bytes[index]
            // Names are letters, digits and dashes (RFC 5545 §3.1, iana-token and x-name).
            guard (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45 else {
                return nil
            }
            index += 1
        }
        guard index > bytes.startIndex, index < end else { return nil }
        let name = Self.upper(bytes[bytes.startIndex..<index])
        var parameters: [String: [String]] = [:]
        while index < end, bytes[index] == semicolon {
            index += 1
            let nameStart = index
            while index < end, bytes[index] != equals, bytes[index] != colon, bytes[index] != semicolon { index += 1 }
            guard index < end, bytes[index] == equals else { return nil }
            let parameterName = Self.upper(bytes[nameStart..<index])
            index += 1
            var values: [String] = []
            while true {
                if index < end, bytes[index] == quote {
                    let start = index + 1
                    guard let close = bytes[start...].firstIndex(of: quote) else { return nil }
                    values.append(String(decoding: bytes[start..<close], as: UTF8.self))
                    index = close + 1
                } else {
                    let start = index
                    while index < end, bytes[index] != comma, bytes[index] != semicolon, bytes[index] != colon { index += 1 }
                    values.append(String(decoding: bytes[start..<index], as: UTF8.self))
                }
                if index < end, bytes[index] == comma { index += 1; continue }
                break
            }
            parameters[parameterName, default: []] += values
        }
        guard index < end, bytes[index] == colon else { return nil }
        self.name = name
        self.parameters = parameters
        self.value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        self.line = line
    }

    /// ASCII bytes uppercased, as a String (names are nearly always uppercase already).
    private static func upper(_ bytes: ArraySlice<UInt8>) -> String {
        if !bytes.contains(where: { $0 >= 97 && $0 <= 122 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
    }
}

/// Unfolding (RFC 5545 §3.1): a line that begins with a space or a tab continues the one
/// before it. Lines end with CRLF or a bare LF (or CR). Works on the file's bytes.
struct UnfoldedLines: Sequence {
    let bytes: ArraySlice<UInt8>
    /// The longest logical line accepted; a longer one is cut off at this many bytes and
    /// reported (a line that long is damage, not data).
    let maxLength: Int

    struct Iterator: IteratorProtocol {
        let bytes: ArraySlice<UInt8>
        var position: Int
        var lineNumber = 0
        let maxLength: Int

        /// The next logical line, its first physical line's number, and whether it was cut.
        mutating func next() -> (bytes: ArraySlice<UInt8>, line: Int, cut: Bool)? {
            while position < bytes.endIndex {
                var (first, next) = physicalLine(from: position)
                lineNumber += 1
                let number = lineNumber
                position = next
                guard position < bytes.endIndex, bytes[position] == 32 || bytes[position] == 9 else {
                    if first.isEmpty { continue }
                    if first.count > maxLength { return (first.prefix(maxLength), number, true) }
                    return (first, number, false)
                }
                // Folded: join the pieces.
                var joined = Array(first.prefix(maxLength))
                var length = first.count
                while position < bytes.endIndex, bytes[position] == 32 || bytes[position] == 9 {
                    (first, next) = physicalLine(from: position)
                    lineNumber += 1
                    position = next
                    let piece = first.dropFirst()
                    if joined.count < maxLength { joined += piece.prefix(maxLength - joined.count) }
                    length += piece.count
                }
                if joined.isEmpty { continue }
                return (joined[...], number, length > maxLength)
            }
            return nil
        }

        /// The line starting at `start` without its end, and where the next one begins.
        private func physicalLine(from start: Int) -> (ArraySlice<UInt8>, Int) {
            var index = start
            while index < bytes.endIndex, bytes[index] != 10, bytes[index] != 13 { index += 1 }
            let line = bytes[start..<index]
            if index < bytes.endIndex {
                if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 { index += 2 } else { index += 1 }
            }
            return (line, index)
        }
    }

    func makeIterator() -> Iterator { Iterator(bytes: bytes, position: bytes.startIndex, maxLength: maxLength) }
}
