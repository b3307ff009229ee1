/// The calendar's `/`, `n` and `N`: the nearest holiday of a region whose name matches,
/// after or before a date, across years, wrapping round at the end of the years the
/// region's rules are known for (docs/planning.md, "Searching by name").
public struct HolidaySearch: Sendable, Hashable {
    /// The code of the region searched (`EE`, `DE-BY`, a region of the user's own).
    public var region: String
    /// Regions searched too: those the calendar shows beside `region` (`--region EE,US`).
    public var otherRegions: [String] = []
    /// The tags of the calendar files shown, whose events are searched too
    /// (docs/calendar-files.md).
    public var calendars: [String] = []
    /// The text as the person typed it, for messages.
    public var text: String
    /// What a match must be: its kinds and the folded text.
    public var query: HolidayQuery
    /// The date searched from; it is never a match itself unless the search wraps round
    /// to it.
    public var from: CivilDate
    /// Later dates first (`/`, `n`) or earlier ones (`N`).
    public var direction: Direction
    /// The language of the local name the match is given in (as `Region.holidays`).
    public var language: String?

    /// A search of `region`'s holiday names for `text` from `from`; `kinds` nil searches
    /// every kind.
    public init(
        region: String, text: String, from: CivilDate, direction: Direction = .forward,
        kinds: Set<HolidayKind>? = nil, language: String? = nil
    ) {
        self.region = region
        self.text = text
        self.query = HolidayQuery(kinds: kinds, name: text)
        self.from = from
        self.direction = direction
        self.language = language
    }

    /// The same search in another direction from another date (what `n` and `N` ask).
    public func repeated(from date: CivilDate, direction: Direction) -> HolidaySearch {
        var search = self
        search.from = date
        search.direction = direction
        return search
    }

    /// The match of a search of several regions, from each region's own (`Region.firstMatch`):
    /// one found before the end of the years comes before one found by wrapping round, then the
    /// nearest in the search's direction; among matches of one date, the first given (the
    /// primary region's).
    public func nearest(of matches: [Match]) -> Match? {
        let forward = direction == .forward
        return matches.enumerated().min { a, b in
            let (x, y) = (a.element, b.element)
            if x.wrapped != y.wrapped { return !x.wrapped }
            if x.holiday.date != y.holiday.date { return forward ? x.holiday.date < y.holiday.date : x.holiday.date > y.holiday.date }
            return a.offset < b.offset
        }?.element
    }

    /// Which way a search goes.
    public enum Direction: Sendable, Hashable {
        case forward, backward

        /// One day on in this direction: +1 or -1.
        public var step: Int { self == .forward ? 1 : -1 }
    }

    /// The holiday found, and whether the search went round the end of the years to find it.
    public struct Match: Sendable, Hashable {
        public var holiday: Holiday
        public var wrapped: Bool

        public init(holiday: Holiday, wrapped: Bool) {
            self.holiday = holiday
            self.wrapped = wrapped
        }
    }
}
