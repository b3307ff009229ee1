import HolidayKit

/// Everything the screen shows, as one immutable value.
public struct CalendarState: Sendable, Hashable {
    public var today: CivilDate
    public var selection: CivilDate

    public init(today: CivilDate, selection: CivilDate) {
        self.today = today
        self.selection = selection
    }
}
