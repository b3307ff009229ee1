/// A date on one of HolidayEngine's calendars: `HebrewCalendar.Date`, `PersianCalendar.Date`, ...
///
/// It holds any year, month and day; the calendar's `dayNumber(of:)` says whether that day
/// exists. The calendar is part of the type, so a Coptic date cannot be handed to the
/// Ethiopian calendar by mistake although both count thirteen months.
public struct CalendarDate<Calendar: CalendarSystem>: Hashable, Sendable {
    public let year: Int
    public let month: Calendar.Month
    public let day: Int

    /// A date, valid or not: ask the calendar's `dayNumber(of:)`.
    public init(year: Int, month: Calendar.Month, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

extension CalendarDate: CustomStringConvertible {
    /// `5785 tishrei 1`.
    public var description: String { "\(year) \(month) \(day)" }
}
