import HolidayEngine

/// A VEVENT's properties made into a `CalendarEvent`: the values read and checked, with a
/// warning for each property that had to be left out.
enum EventBuilder {
    struct Problem: Error { let message: String }

    /// The event, and what was left out of it; a failure when its start cannot be read.
    static func event(from lines: [ContentLine], line: Int) -> Result<(event: CalendarEvent, warnings: [String]), Problem> {
        var warnings: [String] = []
        guard let startLine = lines.first(where: { $0.name == "DTSTART" }) else {
            return .failure(Problem(message: "the event has no DTSTART"))
        }
        guard let start = time(startLine) else {
            return .failure(Problem(message: "DTSTART '\(startLine.value.prefix(30))' is not a date or time"))
        }
        var event = CalendarEvent(summary: "", start: start, line: line)
        for content in lines {
            switch content.name {
            case "UID": event.uid = content.value
            case "SUMMARY": event.summary = TextValue.unescape(content.value)
            case "LOCATION": event.location = TextValue.unescape(content.value)
            case "DESCRIPTION": event.details = TextValue.unescape(content.value)
            case "CATEGORIES": event.categories += TextValue.list(content.value)
            case "STATUS": event.isCancelled = content.value.uppercased().trimmingCharacters == "CANCELLED"
            case "DTEND":
                if let end = time(content) { event.end = end } else { warnings.append("DTEND '\(content.value.prefix(30))' is not a date or time; it is ignored") }
            case "DURATION":
                if let duration = EventDuration.parse(content.value) { event.duration = duration } else {
                    warnings.append("DURATION '\(content.value.prefix(30))' is not a duration; it is ignored")
                }
            case "RRULE":
                guard event.recurrence == nil else { warnings.append("a second RRULE is ignored"); continue }
                do {
                    event.recurrence = try RecurrenceRule.parse(content.value, zone: startLine.parameter("TZID"))
                } catch {
                    warnings.append("RRULE: \(error.message); the event is shown once")
                }
            case "RDATE", "EXDATE":
                guard content.parameter("VALUE")?.uppercased() != "PERIOD" else {
                    warnings.append("\(content.name) with periods is not read")
                    continue
                }
                for item in content.value.split(separator: ",") {
                    guard let time = EventTime.parse(item, zone: content.parameter("TZID"), valueType: content.parameter("VALUE")?.uppercased()) else {
                        warnings.append("\(content.name) '\(item.prefix(30))' is not a date or time; it is ignored")
                        continue
                    }
                    if content.name == "RDATE" { event.extraDates.append(time) } else { event.excludedDates.append(time) }
                }
                let total = event.extraDates.count + event.excludedDates.count
                if total > 10_000 {
                    return .failure(Problem(message: "the event lists more than 10,000 RDATE and EXDATE values"))
                }
            case "RECURRENCE-ID":
                event.recurrenceID = time(content)
                if event.recurrenceID == nil { warnings.append("RECURRENCE-ID '\(content.value.prefix(30))' is not a date or time") }
            default: break
            }
        }
        if let end = event.end, end.isDate != start.isDate {
            warnings.append("DTEND is a \(end.isDate ? "date" : "time") where DTSTART is a \(start.isDate ? "date" : "time"); it is ignored")
            event.end = nil
        }
        if let end = event.end, end.writtenTime < start.writtenTime, !isZoned(end, start) {
            warnings.append("DTEND is before DTSTART; it is ignored")
            event.end = nil
        }
        return .success((event, warnings))
    }

    /// Whether the two are in different zones (where written times do not compare).
    private static func isZoned(_ a: EventTime, _ b: EventTime) -> Bool {
        switch (a, b) {
        case let (.zoned(_, x), .zoned(_, y)): x != y
        case (.zoned, _), (_, .zoned), (.utc, .floating), (.floating, .utc): true
        default: false
        }
    }

    /// A DTSTART, DTEND or RECURRENCE-ID value with its VALUE and TZID parameters.
    private static func time(_ content: ContentLine) -> EventTime? {
        EventTime.parse(content.value, zone: content.parameter("TZID"), valueType: content.parameter("VALUE")?.uppercased())
    }
}
