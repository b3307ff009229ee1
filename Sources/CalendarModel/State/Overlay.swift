import HolidayEngine

/// A pane drawn over the calendar; while one is open, keys go to it first.
public enum Overlay: Sendable, Hashable {
    /// The list of keys.
    case help
    /// The selected day's holidays; `scroll` is the first line shown.
    case dayDetails(scroll: Int)
    /// The `g` prompt.
    case goTo(GoToPrompt)
    /// The `M` month/year picker.
    case monthPicker(YearMonth)
    /// The `c` region list with its filter.
    case regionPicker(RegionPicker)
    /// The `/` prompt: a piece of a holiday's name to search for.
    case search(SearchPrompt)
}
