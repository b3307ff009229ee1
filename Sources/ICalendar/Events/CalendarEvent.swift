import HolidayEngine

/// One VEVENT as a file gives it: what it is called, when it starts and ends, how it repeats.
public struct CalendarEvent: Hashable, Sendable {
    /// UID: the event's identity across files and overrides.
    public var uid: String?
    /// SUMMARY (empty when the event has none).
    public var summary: String
    /// LOCATION.
    public var location: String?
    /// DESCRIPTION.
    public var details: String?
    /// CATEGORIES.
    public var categories: [String]
    /// DTSTART.
    public var start: EventTime
    /// DTEND (exclusive), if given.
    public var end: EventTime?
    /// DURATION, if given instead of DTEND.
    public var duration: EventDuration?
    /// RRULE.
    public var recurrence: RecurrenceRule?
    /// RDATE: instances added to the rule's.
    public var extraDates: [EventTime]
    /// EXDATE: instances taken out.
    public var excludedDates: [EventTime]
    /// RECURRENCE-ID: the instance of another VEVENT (same UID) this one replaces.
    public var recurrenceID: EventTime?
    /// STATUS:CANCELLED.
    public var isCancelled: Bool
    /// The line of its BEGIN:VEVENT, for messages.
    public var line: Int

    /// An event starting at `start`; everything else empty.
    public init(summary: String, start: EventTime, line: Int = 0) {
        self.summary = summary
        self.start = start
        self.categories = []
        self.extraDates = []
        self.excludedDates = []
        self.isCancelled = false
        self.line = line
    }

    /// Whether it takes whole days (DTSTART is a DATE).
    public var isAllDay: Bool { start.isDate }
}

/// What a calendar file holds: its events, its own time zone definitions, its name, and what
/// was wrong with it (each message names the line).
public struct ParsedCalendar: Sendable {
    /// The events, in file order.
    public var events: [CalendarEvent]
    /// VTIMEZONE definitions by TZID.
    public var timeZones: [String: DefinedZone]
    /// X-WR-CALNAME, if the file names itself.
    public var name: String?
    /// Problems found, in file order: "line 12: DTSTART is not a date or time; the event is skipped".
    public var warnings: [String]
}
