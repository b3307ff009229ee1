import HolidayEngine

/// What a holiday search found (the searcher's answer to `.search`).
public enum SearchAnswer: Sendable, Hashable {
    /// The nearest match, and whether the search wrapped round the end of the years.
    case found(HolidaySearch.Match)
    /// No holiday of the region has a matching name, in any year.
    case notFound
    /// holical has no rules for the region, so it cannot search its names.
    case noRules
}
