import HolidayEngine
@testable import ICalendar

/// `1997-09-02` as a date; traps on a typo so a bad expectation cannot pass.
func date(_ text: String) -> CivilDate {
    guard let date = CivilDate.parse(text) else { fatalError("bad date in test: \(text)") }
    return date
}

/// A calendar of one event, its lines written out, parsed.
func calendar(_ eventLines: [String], extra: [String] = []) throws -> ParsedCalendar {
    let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//holical tests//EN"] + extra
        + ["BEGIN:VEVENT", "UID:test-1", "SUMMARY:Test"] + eventLines + ["END:VEVENT", "END:VCALENDAR"])
        .joined(separator: "\r\n") + "\r\n"
    return try CalendarParser.parse(Array(text.utf8))
}

/// The start of every instance of a floating event from `start` with `rule`, on the days of
/// `range`, as "1997-09-02 09:00".
func instances(_ start: String, _ rule: String, through last: String, from first: String? = nil, extra: [String] = []) throws -> [String] {
    let parsed = try calendar(["DTSTART:\(start)", "RRULE:\(rule)"] + extra)
    let timeline = CalendarTimeline(parsed, userZone: FixedZone.utc)
    let firstDay = first.map(date) ?? parsed.events[0].start.writtenDate
    var seen = Set<LocalDateTime>()
    var result: [String] = []
    for occurrence in timeline.occurrences(in: DateRange(firstDay, date(last))) {
        guard let start = occurrence.start, seen.insert(start).inserted else { continue }
        result.append("\(start.date) \(start.clockText)")
    }
    return result
}

/// The dates of `instances`' answer, for rules whose instances are all at 09:00.
func days(_ start: String, _ rule: String, through last: String, from first: String? = nil, extra: [String] = []) throws -> [String] {
    try instances(start, rule, through: last, from: first, extra: extra).map { String($0.prefix(10)) }
}
