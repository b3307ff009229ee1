/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) escaped; a list of
/// them separated by unescaped commas (CATEGORIES).
enum TextValue {
    /// The text `raw` stands for.
    static func unescape(_ raw: String) -> String {
        var raw = raw
        // On the bytes, written once into the result: every event's SUMMARY and DESCRIPTION
        // pass here, and a file of 10,000 events spent a tenth of its parse doing this
        // through an array and a second copy.
        let unescaped: String? = raw.withUTF8 { bytes in
            guard bytes.contains(backslash) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in unescape(bytes, into: out) }
        }
        return unescaped ?? raw
    }

    /// The texts of a comma-separated list, each unescaped; empty ones dropped.
    static func list(_ raw: String) -> [String] {
        var raw = raw
        return raw.withUTF8 { bytes in
            var items: [String] = []
            var start = 0
            var escaped = false
            func take(_ end: Int) {
                let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let item = String(unsafeUninitializedCapacity: piece.count) { out in unescape(piece, into: out) }
                let trimmed = item.trimmingCharacters
                if !trimmed.isEmpty { items.append(trimmed) }
            }
            for index in bytes.indices {
                if escaped {
                    escaped = false
                } else if bytes[index] == backslash {
                    escaped = true
                } else if bytes[index] == comma {
                    take(index)
                    start = index + 1
                }
            }
            take(bytes.count)
            return items
        }
    }

    private static let backslash = UInt8(ascii: "\\"), comma = UInt8(ascii: ",")

    /// Writes the text `bytes` stand for into `out` (at least as long), returning its length.
    private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var escaped = false
        for byte in bytes {
            if escaped {
                out[count] = byte == UInt8(ascii: "n") || byte == UInt8(ascii: "N") ? 10 : byte
                count += 1
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else {
                out[count] = byte
                count += 1
            }
        }
        return count
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingCharacters: String {
        let text = String(self)
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 })!
        if first == bytes.startIndex, last == bytes.index(before: bytes.endIndex) { return text }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
