import HolidayEngine

/// Writes holidays as a JSON array, one object per line, escaping by hand: JSONEncoder
/// costs more than the whole rule engine for a century of holidays. Holidays are written
/// one at a time as they come (`write(_:into:)`, then `finish(into:)`), so the array is
/// never held whole.
struct JSONWriter {
    /// Whether an object has been written (the next one follows a comma).
    private var started = false

    /// `[{"date":"2026-01-01","name":...,"observedOf":null,"estimated":false}, ...]` and a
    /// newline. `estimated` is true for a forecast date (an Islamic month not yet seen).
    static func write(_ holidays: [Holiday], into out: inout OutputBuffer) {
        var writer = JSONWriter()
        for holiday in holidays { writer.write(holiday, into: &out) }
        writer.finish(into: &out)
    }

    /// Appends `holiday`'s object: after the array's opening for the first, after a comma
    /// and a newline for the others, so the last needs no look ahead.
    mutating func write(_ holiday: Holiday, into out: inout OutputBuffer) {
        out.append(started ? ",\n" : "[\n")
        started = true
        Self.appendObjectStart(holiday, into: &out)
        out.append(#", "observedOf": "#)
        if let original = holiday.observedOf {
            out.append(byte: UInt8(ascii: "\""))
            out.append(date: original)
            out.append(byte: UInt8(ascii: "\""))
        } else {
            out.append("null")
        }
        out.append(holiday.isEstimated ? #", "estimated": true"# : #", "estimated": false"#)
        if let event = holiday.event { Self.appendEvent(event, calendar: holiday.region, into: &out) }
        out.append(byte: UInt8(ascii: "}"))
    }

    /// A calendar's event's fields: `"calendar"` (its tag), `"uid"`, `"until"` (its last
    /// day), `"time"`, `"location"`, `"description"`, `"daysOff"`; null where it has none.
    static func appendEvent(_ event: EventDetails, calendar: String, into out: inout OutputBuffer) {
        func field(_ name: String, _ value: String?) {
            out.append(", \"\(name)\": ")
            if let value { appendString(value, into: &out) } else { out.append("null") }
        }
        field("calendar", calendar)
        field("uid", event.uid)
        field("until", "\(event.lastDay)")
        field("time", event.time)
        field("location", event.location)
        field("description", event.description)
        out.append(event.isDayOff ? #", "daysOff": true"# : #", "daysOff": false"#)
    }

    /// Closes the array (`[]` when nothing was written) and ends the line.
    func finish(into out: inout OutputBuffer) {
        out.append(started ? "\n]\n" : "[]\n")
    }

    /// Appends `  {"date": ..., "name": ..., "localName": ..., "kind": ..., "region": ...`, the
    /// fields every holiday object holical prints starts with (`list`, `next`).
    static func appendObjectStart(_ holiday: Holiday, into out: inout OutputBuffer) {
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
