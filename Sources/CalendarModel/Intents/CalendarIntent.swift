import HolidayFetchCore
import HolidayEngine

/// Something that happens to the state: a key, a click, the clock, an answer, or what
/// one of those means.
public enum CalendarIntent: Sendable, Hashable {
    /// The calendar opened: ask for everything the first frame needs.
    case start
    /// A key press; `KeyBindings` says what it means in the open pane.
    case key(Key)
    /// A click on what is drawn there; `KeyBindings` says what it means.
    case click(Click)
    /// The wake-up asked for came; `today` is the local date now.
    case tick(today: CivilDate)
    /// Something happened on the fetch side.
    case fetched(FetchEvent)
    /// The business days of `range` in `region` were counted (nil: they cannot be).
    case businessDaysCounted(region: String, range: DateRange, count: Int?)
    /// The bridges of a region's year were found (nil: it cannot be planned).
    case bridgesFound(region: String, year: Int, bridges: [Bridge]?)
    /// The regions the `c` picker offers were listed.
    case regionsListed([RegionChoice])
    /// The picker's regions that match `query` were found (indexes into the regions, best
    /// first).
    case regionsFiltered(query: String, matches: [Int])
    /// A region was described (nil: it cannot be).
    case regionDescribed(code: String, profile: RegionProfile?)

    /// Move the selection by days (arrows: ±1 left/right, ±7 up/down).
    case moveDays(Int)
    /// Move by a page: a month in the month view, a week in the week view, a year in the
    /// year view.
    case page(Int)
    /// Move by months, in either view.
    case moveMonths(Int)
    /// Move to the first (`-1`) or last (`+1`) day of the month, week or year shown.
    case jumpToEdge(Int)
    case goToToday
    case select(CivilDate)
    /// Select a day, or open the pop-up of the day already selected (what a click does).
    case activate(CivilDate)
    case toggleMode
    /// The year view, or back to the view it was opened from.
    case toggleYearView
    /// Show or hide the ISO week numbers of the month and year views.
    case toggleWeekNumbers
    case cycleFirstWeekday
    /// Names in the region's next language (English after its own).
    case cycleLanguage
    case showDetails
    case scrollDetails(Int)
    case toggleHelp
    /// Close the open pane, or else end the range selection.
    case dismiss
    /// Retry what is missing; fetch the view again when nothing is.
    case reload
    case startGoTo
    case editGoTo(GoToEdit)
    case openMonthPicker
    case movePicker(months: Int)
    case choosePickedMonth
    case openRegionPicker
    /// Move the picker's highlight by rows (clamped at the ends).
    case moveRegionPicker(Int)
    /// Type a character into the picker's filter.
    case typeRegionFilter(Character)
    /// Delete the last character of the picker's filter.
    case eraseRegionFilter
    case chooseRegion
    /// Choose the region on this row of the picker's matches (what a click on it means).
    case chooseRegionRow(Int)
    /// Show the region highlighted in the picker beside the primary one, or no longer.
    case toggleAlongsideRegion
    /// A region shown beside the primary one was looked up, names in `language` (nil: it
    /// has no rules).
    case holidaysLookedUp(region: String, range: DateRange, language: String?, holidays: [Holiday]?)
    /// A calendar file's events were looked up for `range`.
    case eventsLookedUp(calendar: String, range: DateRange, answer: ShownCalendar.Answer)
    case toggleRange
    /// Mark the bridge days of what is on screen, or stop marking them.
    case toggleBridges
    /// Open the `/` prompt.
    case startSearch
    case editSearch(GoToEdit)
    /// `n` and `N`: the last search again from the selected day.
    case repeatSearch(HolidaySearch.Direction)
    /// The searcher's answer to `.search`.
    case searchAnswered(HolidaySearch, SearchAnswer)
    case redraw
    case quit
}
