import HolidayEngine

/// A calendar's events laid on the days of the user's clock: which days each instance of
/// each event touches, expanded lazily for the range asked for (a month, a year), never for
/// all time.
///
/// Recurrences are expanded on the event's own clock (its TZID's, RFC 5545 §3.3.10), then
/// each instance is converted to the user's; an all-day event is the same days everywhere.
public struct CalendarTimeline: Sendable {
    /// One instance of an event on one day it touches.
    public struct Occurrence: Hashable, Sendable {
        /// A day the instance touches, on the user's clock.
        public let date: CivilDate
        /// The event, an index into `events`.
        public let event: Int
        /// The instance's first and last day (an all-day span, or a timed one across midnight).
        public let firstDay: CivilDate
        public let lastDay: CivilDate
        /// When it starts and ends on the user's clock; nil for an all-day event.
        public let start: LocalDateTime?
        public let end: LocalDateTime?
    }

    /// The events shown (cancelled ones and cancelled instances left out; overrides as
    /// events of their own).
    public let events: [CalendarEvent]
    /// What could not be expanded as written, each naming its event's line.
    public let warnings: [String]
    private let expanders: [Expander]

    /// The most instances counted from DTSTART to find where a COUNT rule ends, per event
    /// and for the whole calendar; past these an event is expanded to there and a warning
    /// says so.
    static let countLimit = 100_000
    static let totalCountLimit = 2_000_000

    /// `calendar`'s events on `userZone`'s clock; `zoneNamed` finds a TZID in the system's
    /// zone database (the file's own VTIMEZONEs are used for names it does not know).
    public init(
        _ calendar: ParsedCalendar, userZone: any ZoneRules,
        zoneNamed: (String) -> (any ZoneRules)? = { _ in nil }
    ) {
        var warnings: [String] = []
        // Overrides (RECURRENCE-ID) by UID, and the instances they replace.
        var overridden: [String: Set<EventTime>] = [:]
        for event in calendar.events where event.recurrenceID != nil {
            overridden[event.uid ?? "", default: []].insert(event.recurrenceID!)
        }
        var zones: [String: (any ZoneRules)?] = [:]
        func zone(_ name: String, line: Int) -> (any ZoneRules)? {
            if let known = zones[name] { return known }
            let found: (any ZoneRules)? = zoneNamed(Self.zoneDatabaseName(name)) ?? calendar.timeZones[name]
            if found == nil {
                warnings.append("line \(line): time zone '\(name.prefix(40))' is unknown; its times are read on your clock")
            }
            zones[name] = found
            return found
        }
        var events: [CalendarEvent] = []
        var expanders: [Expander] = []
        var counted = 0
        for event in calendar.events where !event.isCancelled {
            let eventZone: (any ZoneRules)? = if case let .zoned(_, name) = event.start { zone(name, line: event.line) } else { nil }
            let replaced = event.recurrenceID == nil ? overridden[event.uid ?? ""] ?? [] : []
            var expander = Expander(event: event, zone: eventZone, user: userZone, replaced: replaced)
            if let problem = expander.prepare(counted: &counted) {
                warnings.append("line \(event.line): \(problem)")
            }
            events.append(event)
            expanders.append(expander)
        }
        // A cancelled override removes its instance: it is in `overridden`, and not shown.
        self.events = events
        self.expanders = expanders
        self.warnings = warnings
    }

    /// Every occurrence on the days of `range`, by date, then by start time (all-day first),
    /// then in file order.
    public func occurrences(in range: DateRange) -> [Occurrence] {
        var found: [Occurrence] = []
        for index in expanders.indices {
            expanders[index].occurrences(in: range, event: index, into: &found)
        }
        // Sorted by small keys, then gathered: moving the occurrences themselves (three dates
        // and two times each) was most of the sort's cost.
        let keys = found.indices.map { index in
            let occurrence = found[index]
            return (occurrence.date.dayNumber, occurrence.start?.secondsSinceEpoch ?? Int.min, occurrence.event, index)
        }
        return keys.sorted { $0 < $1 }.map { found[$0.3] }
    }

    /// A TZID as the zone database names it: `/mozilla.org/20050126_1/Europe/Berlin` and
    /// similar prefixed names end in the database's name.
    static func zoneDatabaseName(_ name: String) -> String {
        let parts = name.split(separator: "/")
        guard name.hasPrefix("/"), parts.count >= 2 else { return name }
        let areas: Set<Substring> = [
            "Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific", "Etc",
        ]
        if let area = parts.lastIndex(where: { areas.contains($0) }) { return parts[area...].joined(separator: "/") }
        return String(parts[parts.count - 1])
    }
}
