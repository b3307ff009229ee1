import HolidayEngine

/// Writes holidays as an iCalendar file (RFC 5545): all-day events with stable UIDs, so
/// importing the same list twice updates events instead of doubling them.
struct ICSWriter {
    /// The region, for the calendar's name and the UIDs.
    var region: Region
    /// Which name becomes an event's SUMMARY.
    var language: NameLanguage
    /// DTSTAMP of every event, `20260224T093000Z` (the time the file was made).
    var stamp: String
    /// Regions listed with `region` (`--region US,EE`): the calendar is named after all, and
    /// each event's categories hold its region as well as its kind.
    var alsoRegions: [Region] = []
    /// The tags of the calendar files listed too: their events keep their own UIDs.
    var calendars: [String] = []

    /// Longest content line in octets, CRLF excluded (RFC 5545 §3.1).
    static let lineLimit = 75

    /// The whole VCALENDAR, CRLF line ends, long lines folded.
    func write(_ holidays: [Holiday], into out: inout OutputBuffer) {
        writeStart(into: &out)
        for holiday in holidays { write(holiday, into: &out) }
        writeEnd(into: &out)
    }

    /// The calendar's opening lines, before its events.
    func writeStart(into out: inout OutputBuffer) {
        Self.line("BEGIN:VCALENDAR", into: &out)
        Self.line("VERSION:2.0", into: &out)
        Self.line("PRODID:-//holical//holical list//EN", into: &out)
        Self.line("CALSCALE:GREGORIAN", into: &out)
        Self.line("METHOD:PUBLISH", into: &out)
        let names = (([region] + alsoRegions).map(\.name) + calendars).joined(separator: ", ")
        Self.line("X-WR-CALNAME:" + Self.escaped("Holidays: \(names)"), into: &out)
    }

    /// One holiday's VEVENT.
    func write(_ holiday: Holiday, into out: inout OutputBuffer) {
        if let event = holiday.event { return write(event: event, of: holiday, into: &out) }
        Self.line("BEGIN:VEVENT", into: &out)
        Self.line("UID:" + Self.uid(of: holiday), into: &out)
        Self.line("DTSTAMP:" + stamp, into: &out)
        Self.line("DTSTART;VALUE=DATE:" + Self.compact(holiday.date), into: &out)
        Self.line("DTEND;VALUE=DATE:" + Self.compact(holiday.date.adding(days: 1)), into: &out)
        Self.line("SUMMARY:" + Self.escaped(language.name(of: holiday)), into: &out)
        if let description = description(of: holiday) {
            Self.line("DESCRIPTION:" + Self.escaped(description), into: &out)
        }
        // CATEGORIES is a list: its commas separate, the values' own are escaped.
        let region = alsoRegions.isEmpty ? "" : "," + Self.escaped(holiday.region)
        Self.line("CATEGORIES:" + Self.escaped(holiday.kind.rawValue) + region, into: &out)
        Self.line("TRANSP:TRANSPARENT", into: &out)
        Self.line("END:VEVENT", into: &out)
    }

    /// A calendar file's event: its own UID (an instance of a recurring one with its
    /// RECURRENCE-ID), its days (a timed event's time in its description), its place.
    private func write(event: EventDetails, of holiday: Holiday, into out: inout OutputBuffer) {
        Self.line("BEGIN:VEVENT", into: &out)
        Self.line("UID:" + (event.uid.map(Self.escaped) ?? Self.uid(of: holiday)), into: &out)
        if event.isRecurring, event.uid != nil {
            Self.line("RECURRENCE-ID;VALUE=DATE:" + Self.compact(event.firstDay), into: &out)
        }
        Self.line("DTSTAMP:" + stamp, into: &out)
        Self.line("DTSTART;VALUE=DATE:" + Self.compact(event.firstDay), into: &out)
        Self.line("DTEND;VALUE=DATE:" + Self.compact(event.lastDay.adding(days: 1)), into: &out)
        Self.line("SUMMARY:" + Self.escaped(holiday.name), into: &out)
        if let location = event.location { Self.line("LOCATION:" + Self.escaped(location), into: &out) }
        let description = [event.time, event.description].compactMap { $0 }.joined(separator: "\n")
        if !description.isEmpty { Self.line("DESCRIPTION:" + Self.escaped(description), into: &out) }
        Self.line("CATEGORIES:" + Self.escaped(holiday.kind.rawValue) + "," + Self.escaped(holiday.region), into: &out)
        Self.line("TRANSP:" + (event.isDayOff ? "OPAQUE" : "TRANSPARENT"), into: &out)
        Self.line("END:VEVENT", into: &out)
    }

    /// The calendar's closing line, after its events.
    func writeEnd(into out: inout OutputBuffer) {
        Self.line("END:VCALENDAR", into: &out)
    }

    /// The other language's name, for an observed day the date it stands in for, and for a
    /// forecast date that it is one.
    private func description(of holiday: Holiday) -> String? {
        var parts: [String] = []
        let other = language == .en ? holiday.localName : holiday.name
        if other != language.name(of: holiday) { parts.append(other) }
        if let original = holiday.observedOf { parts.append("Observed for \(original)") }
        if holiday.isEstimated { parts.append("Estimated date: the month's start is not yet seen") }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    /// `20260101-us-3f2a...@holical`: the same holiday always gets the same UID.
    static func uid(of holiday: Holiday) -> String {
        // FNV-1a, not Hasher: Swift's hashes change from run to run.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(holiday.region)|\(holiday.date)|\(holiday.kind.rawValue)|\(holiday.name)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return compact(holiday.date) + "-" + holiday.region.lowercased() + "-"
            + String(repeating: "0", count: 16 - hex.count) + hex + "@holical"
    }

    /// `20260224`.
    static func compact(_ date: CivilDate) -> String {
        var out = OutputBuffer(capacity: 8)
        out.append(date: date, separator: nil)
        return out.text
    }

    /// A TEXT value with backslash, semicolon, comma and line breaks escaped (§3.3.11).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Appends one content line and CRLF, folded so no physical line passes 75 octets:
    /// a fold is CRLF and a space, placed only between UTF-8 sequences, never inside one.
    static func line(_ content: String, into out: inout OutputBuffer) {
        var length = 0
        let bytes = Array(content.utf8)
        var index = 0
        while index < bytes.count {
            let sequence = sequenceLength(bytes[index])
            if length + sequence > lineLimit {
                out.append(bytes: [0x0D, 0x0A, 0x20])
                length = 1
            }
            out.append(bytes: bytes[index..<Swift.min(index + sequence, bytes.count)])
            length += sequence
            index += sequence
        }
        out.append(bytes: [0x0D, 0x0A])
    }

    /// Octets in the UTF-8 sequence that starts with `lead`.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
