/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`) escaped; a list of
/// them separated by unescaped commas (CATEGORIES).
enum TextValue {
    /// The text `raw` stands for.
    static func unescape(_ raw: some StringProtocol) -> String {
        guard raw.contains("\\") else { return String(raw) }
        var out = ""
        var escaped = false
        for character in raw {
            if escaped {
                switch character {
                case "n", "N": out.append("\n")
                default: out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
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
                items.append(unescape(current))
                start = raw.index(after: index)
            }
            index = raw.index(after: index)
        }
        items.append(unescape(raw[start...]))
        return items.map { $0.trimmingCharacters }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingCharacters: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
