import HolidayEngine

/// Writes holidays as a JSON array, one object per line, escaping by hand: JSONEncoder
/// costs more than the whole rule engine for a century of holidays.
enum JSONWriter {
    /// `[{"date":"2026-01-01","name":...,"observedOf":null,"estimated":false}, ...]` and a
    /// newline. `estimated` is true for a forecast date (an Islamic month not yet seen).
    static func write(_ holidays: [Holiday], into out: inout OutputBuffer) {
        guard !holidays.isEmpty else {
            out.append("[]\n")
            return
        }
        out.append("[\n")
        for (index, holiday) in holidays.enumerated() {
            out.append(#"  {"date": ""#)
            out.append(date: holiday.date)
            out.append(#"", "name": "#)
            appendString(holiday.name, into: &out)
            out.append(#", "localName": "#)
            appendString(holiday.localName, into: &out)
            out.append(#", "kind": ""#)
            out.append(holiday.kind.rawValue)
            out.append(#"", "region": "#)
            appendString(holiday.region, into: &out)
            out.append(#", "observedOf": "#)
            if let original = holiday.observedOf {
                out.append(byte: UInt8(ascii: "\""))
                out.append(date: original)
                out.append(byte: UInt8(ascii: "\""))
            } else {
                out.append("null")
            }
            out.append(holiday.isEstimated ? #", "estimated": true"# : #", "estimated": false"#)
            out.append(index == holidays.count - 1 ? "}\n" : "},\n")
        }
        out.append("]\n")
    }

    /// Appends `text` as a JSON string literal (RFC 8259): quote, backslash and control
    /// characters escaped; everything else, including non-ASCII, as UTF-8.
    static func appendString(_ text: String, into out: inout OutputBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(#"\""#)
            case UInt8(ascii: "\\"): out.append(#"\\"#)
            case 0x0A: out.append(#"\n"#)
            case 0x0D: out.append(#"\r"#)
            case 0x09: out.append(#"\t"#)
            case 0x08: out.append(#"\b"#)
            case 0x0C: out.append(#"\f"#)
            case 0..<0x20:
                out.append(#"\u00"#)
                out.append(byte: hexDigit(byte >> 4))
                out.append(byte: hexDigit(byte & 0xF))
            default: out.append(byte: byte)
            }
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
