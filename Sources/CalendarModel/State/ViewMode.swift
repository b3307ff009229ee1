/// The ways the calendar is drawn.
public enum ViewMode: Sendable, Hashable {
    /// A 6 x 7 grid of the selected day's month.
    case month
    /// The seven days of the selected day's week, with every holiday by name.
    case week
    /// The twelve months of the selected day's year, small, each day with its kind's glyph.
    case year

    /// The other mode, for `w`; the year view has no other of its own (`w` there goes back
    /// to the view it was opened from, `CalendarState.leaveYearView`).
    public var toggled: ViewMode { self == .month ? .week : .month }
}
