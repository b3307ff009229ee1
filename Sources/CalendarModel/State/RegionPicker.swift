import HolidayEngine

/// The `c` pane: what has been typed, the regions it matches and the one highlighted.
public struct RegionPicker: Sendable, Hashable {
    /// The filter as typed.
    public private(set) var query: String
    /// Indexes into `CalendarState.regions` of the regions the filter matches, best first.
    public private(set) var matches: [Int]
    /// The index into `matches` of the highlighted region.
    public private(set) var highlighted: Int

    /// How far PgUp and PgDn move.
    public static let page = 10

    /// The picker over `regions` with nothing typed, `current` highlighted.
    init(regions: [RegionChoice], current: String) {
        query = ""
        matches = Array(regions.indices)
        highlighted = regions.firstIndex { $0.code == current } ?? 0
    }

    /// The filter becomes `query`; the best match is highlighted, or with the filter emptied
    /// the region with code `current`.
    mutating func filter(_ query: String, in regions: [RegionChoice], current: String) {
        self.query = query
        matches = Self.matches(of: query, in: regions)
        highlighted = query.isEmpty ? (regions.firstIndex { $0.code == current } ?? 0) : 0
    }

    /// Moves the highlight by `step` rows, stopping at either end.
    mutating func move(by step: Int) {
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

    /// The regions whose code, English name or local name hold what was typed, case and
    /// accents folded (`SearchKey`): "bay" finds DE-BY by "Bayern", "zur" CH-ZH by "Zürich".
    /// A code typed whole comes first, then names or codes that begin with it (or one of
    /// whose words does), then the rest, each group in the regions' own order.
    static func matches(of query: String, in regions: [RegionChoice]) -> [Int] {
        let wanted = query.searchKey.trimmingSpaces
        guard !wanted.isEmpty else { return Array(regions.indices) }
        var ranked: [(rank: Int, index: Int)] = []
        for (index, region) in regions.enumerated() {
            if let rank = rank(of: region, for: wanted) { ranked.append((rank, index)) }
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.index)
    }

    private static func rank(of region: RegionChoice, for wanted: String) -> Int? {
        let code = region.code.searchKey
        if code == wanted { return 0 }
        var best: Int?
        for text in [code, region.name.searchKey, region.localName.searchKey] {
            var previous: Character?
            for start in text.indices {
                if text[start...].hasPrefix(wanted) {
                    // At the start of a word it ranks with the codes and names it begins.
                    let rank = previous?.isLetter == true ? 2 : 1
                    best = min(best ?? rank, rank)
                    if rank == 1 { break }
                }
                previous = text[start]
            }
        }
        return best
    }
}
