import Foundation

/// Calendar files written for a test into a scratch directory of its own.
struct CalendarFileFixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("holical-calendars-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `lines` joined by CRLF as `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ lines: [String]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: url)
        return url.path
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// A school's autumn holidays (a week, all day), a weekly meeting (floating times,
    /// three times, with a place) and a summary carrying an escape sequence.
    static let school = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//School//EN", "X-WR-CALNAME:Schule",
        "BEGIN:VEVENT", "UID:herbst-2026@schule.example", "DTSTAMP:20260101T000000Z",
        "DTSTART;VALUE=DATE:20261102", "DTEND;VALUE=DATE:20261107", "SUMMARY:Herbstferien",
        "DESCRIPTION:Schulfrei\\, ganz Bayern", "END:VEVENT",
        "BEGIN:VEVENT", "UID:team-1@example", "DTSTAMP:20260101T000000Z",
        "DTSTART:20261104T090000", "DTEND:20261104T100000", "RRULE:FREQ=WEEKLY;COUNT=3",
        "SUMMARY:Team \u{1B}[31mmeeting\u{1B}]0;owned\u{07}", "LOCATION:Room 4", "END:VEVENT",
        "END:VCALENDAR",
    ]
}
