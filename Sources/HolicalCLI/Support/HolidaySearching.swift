import CalendarModel
import HolidayEngine

/// The calendar's holiday search (`/`, `n`, `N`): the holidays of the region shown and of
/// those beside it, from holical's own rules with your days off (`OwnHolidays`), whatever
/// provider fills the grid, as
/// `holical list --search` finds them (docs/architecture.md, "Searching holiday names").
struct HolidaySearching: Sendable {
    private let own: OwnHolidays
    /// The calendar files whose events are searched too.
    private let calendars: UserCalendars

    /// A searcher for the regions `own` knows: the built-in ones and your own, and the
    /// events of `calendars`.
    init(own: OwnHolidays = .current, calendars: UserCalendars = UserCalendars([])) {
        self.own = own
        self.calendars = calendars
    }

    /// The nearest match of `search` in its region and those shown beside it, or why there
    /// is none (`.noRules` when holical knows none of them).
    func answer(_ search: HolidaySearch) -> SearchAnswer {
        let regions = ([search.region] + search.otherRegions).compactMap(own.region(code:))
        guard !regions.isEmpty || !search.calendars.isEmpty else { return .noRules }
        let matches = regions.compactMap { $0.firstMatch(of: search) } + calendars.matches(of: search)
        return search.nearest(of: matches).map(SearchAnswer.found) ?? .notFound
    }

    /// The searcher as the controller takes it.
    var searcher: CalendarServices.HolidaySearcher {
        { [self] search in answer(search) }
    }
}
