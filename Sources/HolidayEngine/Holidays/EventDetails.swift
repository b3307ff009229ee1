/// What an event of one of your calendars carries beside a holiday's name: the instance's
/// days, its time on your clock, where it is, its description and its identity in its file
/// (docs/calendar-files.md). The text is cleaned before it is put here.
public struct EventDetails: Hashable, Sendable {
    /// The file's UID, passed through to `holical list --format ics`.
    public var uid: String?
    /// The instance's first and last day (the same for a one-day event).
    public var firstDay: CivilDate
    public var lastDay: CivilDate
    /// `09:00-10:30` on your clock; nil for an all-day event.
    public var time: String?
    /// LOCATION.
    public var location: String?
    /// DESCRIPTION.
    public var description: String?
    /// Whether the instance is one of a recurring event's (its UID is shared with the others).
    public var isRecurring: Bool
    /// Whether the calendar's days count as days off (`days_off = true`).
    public var isDayOff: Bool

    public init(
        uid: String?, firstDay: CivilDate, lastDay: CivilDate, time: String? = nil,
        location: String? = nil, description: String? = nil, isRecurring: Bool = false, isDayOff: Bool = false
    ) {
        self.uid = uid
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.time = time
        self.location = location
        self.description = description
        self.isRecurring = isRecurring
        self.isDayOff = isDayOff
    }
}
