import CalendarModel
import HolidayKit

/// The calendar's holiday search (`/`, `n`, `N`): the region's holidays from holical's own
/// rules with your days off (`OwnHolidays`), whatever provider fills the grid, as
/// `holical list --search` finds them (docs/architecture.md, "Searching holiday names").
struct HolidaySearching: Sendable {
    private let own: OwnHolidays

    /// A searcher for the regions `own` knows: the built-in ones and your own.
    init(own: OwnHolidays = .current) {
        self.own = own
    }

    /// The nearest match of `search`, or why there is none.
    func answer(_ search: HolidaySearch) -> SearchAnswer {
        guard let region = own.region(code: search.region) else { return .noRules }
        return region.firstMatch(of: search).map(SearchAnswer.found) ?? .notFound
    }

    /// The searcher as the controller takes it.
    var searcher: HolidaySearcher {
        { [self] search in answer(search) }
    }
}
