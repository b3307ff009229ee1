import HolidayFetchCore
import HolidayKit

/// Something the user (or the fetch side, or the clock) wants to happen to the state.
public enum CalendarIntent: Sendable, Hashable {
    /// Move the selection by days (arrows: ±1 left/right, ±7 up/down).
    case moveDays(Int)
    /// Move by a page: a month in the month view, a week in the week view.
    case page(Int)
    /// Move by months, in either view.
    case moveMonths(Int)
    /// Move to the first (`-1`) or last (`+1`) day of the month or week shown.
    case jumpToEdge(Int)
    case goToToday
    case select(CivilDate)
    /// A click: selects a day, or opens the pop-up of the day already selected.
    case activate(CivilDate)
    case toggleMode
    case cycleFirstWeekday
    case showDetails
    case scrollDetails(Int)
    case toggleHelp
    /// Close the open pane, or else end the range selection.
    case dismiss
    case reload
    case startGoTo
    case editGoTo(GoToEdit)
    case openMonthPicker
    case movePicker(months: Int)
    case choosePickedMonth
    case openRegionPicker
    case moveRegionPicker(Int)
    case chooseRegion
    case toggleRange
    case redraw
    case quit
    /// Advance the loading spinner.
    case tick
    /// The date changed (midnight passed).
    case setToday(CivilDate)
    /// Something happened on the fetch side.
    case fetched(FetchEvent)
}
