import HolidayEngine

/// The year view (`y`): twelve small months of the selected day's year.
extension CalendarState {
    /// Every day of the selected day's year.
    public var yearRange: DateRange { DateRange(years: selection.year...selection.year) }

    /// Opens the year view, remembering the view to go back to.
    mutating func enterYearView() {
        modeBeforeYear = mode
        mode = .year
    }

    /// Goes back from the year view to the month or week view it was opened from.
    mutating func leaveYearView() {
        mode = modeBeforeYear
    }
}
