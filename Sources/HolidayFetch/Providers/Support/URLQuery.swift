/// Percent-encoding for URL query strings and path segments (RFC 3986).
enum URLQuery {
    /// `name=value&...`, each part escaped.
    static func encode(_ items: KeyValuePairs<String, String>) -> String {
        items.map { escape($0.key) + "=" + escape($0.value) }.joined(separator: "&")
    }

    /// `text` with everything but the unreserved characters percent-encoded.
    static func escape(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
