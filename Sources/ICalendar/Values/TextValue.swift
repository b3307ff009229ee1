/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) escaped; a list of
/// them separated by unescaped commas (CATEGORIES).
enum TextValue {
    /// The text `raw` stands for.
    static func unescape(_ raw: String) -> String {
        let backslash = UInt8(ascii: "\\")
        guard raw.utf8.contains(backslash) else { return raw }
        var out: [UInt8] = []
        out.reserveCapacity(raw.utf8.count)
        var escaped = false
        for byte in raw.utf8 {
            if escaped {
                out.append(byte == UInt8(ascii: "n") || byte == UInt8(ascii: "N") ? 10 : byte)
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The texts of a comma-separated list, each unescaped; empty ones dropped.
    static func list(_ raw: String) -> [String] {
        var items: [String] = []
        var current = Substring()
        var start = raw.startIndex
        var index = raw.startIndex
        var escaped = false
        while index < raw.endIndex {
            let character = raw[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                current = raw[start..<index]
                items.append(unescape(String(current)))
                start = raw.index(after: index)
            }
            index = raw.index(after: index)
        }
        items.append(unescape(String(raw[start...])))
        return items.map { $0.trimmingCharacters }.filter { !$0.isEmpty }
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
