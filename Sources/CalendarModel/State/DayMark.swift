import HolidayEngine

/// What marks a holiday on a day in the views: its kind's glyph and style, or, for an event
/// of a calendar file, that calendar's own glyph and colour (`state.calendars[index]`), so
/// that several calendars on one day stay apart. Kinds come first, in their order, then the
/// calendars in theirs.
public enum DayMark: Sendable, Hashable, Comparable {
    case kind(HolidayKind)
    /// The calendar at this index of `CalendarState.calendars`.
    case calendar(Int)
}
