import HolidayEngine

/// One shown region's part of a date: the region, its tag in the grid, and what is known of
/// its holidays that day. The views draw a day of several regions as a list of these.
public struct RegionDay: Sendable, Hashable {
    public let region: RegionChoice
    /// The short mark beside the region's holidays in the grid (`EE`, `NSW`; `RegionTag`).
    public let tag: String
    public let status: DayStatus
    /// For a calendar file's day, its index in `CalendarState.calendars`; nil for a region.
    public var calendar: Int? = nil

    /// What marks `holiday` of this day: its calendar's glyph, else its kind's.
    public func mark(of holiday: Holiday) -> DayMark {
        calendar.map(DayMark.calendar) ?? .kind(holiday.kind)
    }

    /// The holidays of the day in this region, empty when none are known.
    public var holidays: [Holiday] {
        if case .known(let holidays) = status { return holidays }
        return []
    }
}
