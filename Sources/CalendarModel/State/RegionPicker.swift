import HolidayEngine

/// The `c` pane: what has been typed, the regions it matches and the one highlighted.
///
/// Finding the matches is an effect (`.filterRegions`): the query changes at once, and the
/// matches shown are those of `matched` until the new ones come (`.regionsFiltered`).
/// Enter, `+` and the arrows pressed meanwhile wait for them, so typing a name and Enter
/// at once chooses what the name matches (docs/architecture.md, "Work off the UI thread").
public struct RegionPicker: Sendable, Hashable {
    /// The filter as typed.
    public private(set) var query: String
    /// Indexes into `CalendarState.regions` of the regions `matched` matches, best first.
    public private(set) var matches: [Int]
    /// The index into `matches` of the highlighted region.
    public private(set) var highlighted: Int
    /// The query `matches` answer: nil until the regions came; another than `query` while
    /// the matches of `query` are being found.
    public private(set) var matched: String?
    /// Enter or `+`, pressed while the matches were being found: done when they come.
    var waiting: Choice?
    /// The rows the highlight was moved while the matches were being found.
    private var movedMeanwhile = 0

    /// How far PgUp and PgDn move.
    public static let page = 10

    /// The longest filter, in Unicode scalars (a scalar count bounds the work: a character
    /// can hold any number of combining marks). Longer than any region's name needs, and
    /// a paste of thousands of characters costs what forty do.
    public static let queryLimit = 40

    /// What is done with the highlighted region.
    enum Choice: Sendable, Hashable {
        /// Enter: shown instead of the region shown.
        case replace
        /// `+`: shown beside it, or no longer.
        case toggleAlongside
    }

    /// The picker over `regions` (none yet: they are being listed) with nothing typed, the
    /// region `current` highlighted.
    init(regions: [RegionChoice], current: String) {
        query = ""
        matches = []
        highlighted = 0
        if !regions.isEmpty { showAll(of: regions, current: current) }
    }

    /// Whether the matches shown are those of another query than the one typed (or the
    /// regions have not come yet).
    public var isFiltering: Bool { matched != query }

    /// The filter becomes `query`: with nothing typed every region is shown at once, the
    /// region `current` highlighted; otherwise the matches shown wait for `.regionsFiltered`.
    mutating func type(_ query: String, in regions: [RegionChoice], current: String) {
        self.query = query
        if query.isEmpty, !regions.isEmpty {
            matched = nil
            showAll(of: regions, current: current)
        }
    }

    /// The regions came, or the matches of a query: taken when they are those of the query
    /// typed. The best match is highlighted (the region `current` for an empty query), moved
    /// by the rows the arrows asked for meanwhile. Whether they were taken.
    mutating func receive(_ matches: [Int], for query: String, current: Int?) -> Bool {
        guard isFiltering, query == self.query else { return false }
        self.matches = matches
        matched = query
        highlighted = query.isEmpty ? (current.flatMap { matches.firstIndex(of: $0) } ?? 0) : 0
        let moved = movedMeanwhile
        movedMeanwhile = 0
        move(by: moved)
        return true
    }

    /// Moves the highlight by `step` rows, stopping at either end; while the matches are
    /// being found, once they come.
    mutating func move(by step: Int) {
        guard !isFiltering else {
            movedMeanwhile = movedMeanwhile.addingReportingOverflow(step).overflow
                ? (step < 0 ? Int.min : Int.max) : movedMeanwhile + step
            return
        }
        guard !matches.isEmpty else { return }
        let bounded = max(-matches.count, min(matches.count, step))  // Home, End: Int.min, Int.max
        highlighted = min(max(highlighted + bounded, 0), matches.count - 1)
    }

    /// Highlights the match at `row`, if there is one.
    mutating func highlight(row: Int) -> Bool {
        guard matches.indices.contains(row) else { return false }
        highlighted = row
        return true
    }

    /// The index into `regions` of the highlighted region, if any matches.
    public var chosen: Int? { matches.indices.contains(highlighted) ? matches[highlighted] : nil }

    private mutating func showAll(of regions: [RegionChoice], current: String) {
        _ = receive(Array(regions.indices), for: query, current: regions.firstIndex { $0.code == current })
    }

    /// The regions whose code, English name or local name hold what was typed, case and
    /// accents folded (`SearchKey`): "bay" finds DE-BY by "Bayern", "zur" CH-ZH by "Zürich".
    /// A code typed whole comes first, then names or codes that begin with it (or one of
    /// whose words does), then the rest, each group in the regions' own order. Each name is
    /// folded once, when its `RegionChoice` is made, and scanned once per place its first
    /// letter is: with the query at most `queryLimit` long, the work grows with the names.
    public static func matches(of query: String, in regions: [RegionChoice]) -> [Int] {
        let wanted = Array(query.searchKey.trimmingSpaces.utf8)
        guard !wanted.isEmpty else { return Array(regions.indices) }
        var ranked: [[Int]] = [[], [], []]
        for (index, region) in regions.enumerated() {
            if let rank = region.searchKeys.rank(of: wanted) { ranked[rank].append(index) }
        }
        return ranked.flatMap { $0 }
    }
}
