/// Walking a region's holidays from a date, a year at a time, for the holidays that match
/// a query: what `holical next` lists and what the calendar's `/` finds
/// (docs/planning.md, "Searching by name").
extension Region {
    /// Up to `limit` holidays matching `query`, from `start` (itself included) on in
    /// `direction`, in the order met, local names in `language` as `holidays(in:language:)`
    /// gives them; the walk ends with the years the rules are known for, within
    /// `CivilDate.supportedYears`.
    ///
    /// A year in which no rule that can produce a matching name is in force is skipped
    /// without evaluating it, so a name the region never uses costs a look at its names and
    /// nothing more.
    public func holidays(
        from start: CivilDate, direction: HolidaySearch.Direction = .forward, matching query: HolidayQuery,
        limit: Int, language: String? = nil
    ) -> [Holiday] {
        guard limit > 0, let span = knownPart(of: CivilDate.supportedDays) else { return [] }
        let matching = table.variants(matching: query, folded: searchNames)
        guard matching.contains(true) else { return [] }
        let table = table.keepingRules(producing: matching)
        let mayMatch = table.yearTest(for: matching)
        let forward = direction == .forward
        let first = forward ? max(start, span.lowerBound) : min(start, span.upperBound)
        let bound = RuleTable.pack(first)
        var found: [Holiday] = []
        var year = first.year
        while found.count < limit, span.years.contains(year) {
            defer { year += direction.step }
            guard mayMatch(year), let days = DateRange(years: year...year).intersection(span) else { continue }
            var entries = table.entries(in: days).filter { entry in
                let packed = entry.key >> RuleTable.kindBits
                return matching[Int(entry.variant)] && (forward ? packed >= bound : packed <= bound)
            }
            if !forward { entries.reverse() }
            found += holidays(of: Array(entries.prefix(limit - found.count)), language: language)
        }
        return found
    }

    /// The nearest holiday after (or before) `search.from` whose name matches; when there
    /// is none up to the end of the years, the first from the other end, marked as wrapped
    /// (as vim's search wraps round the end of a file). Nil when no day of the region ever
    /// matches.
    public func firstMatch(of search: HolidaySearch) -> HolidaySearch.Match? {
        let direction = search.direction
        let next = search.from.adding(days: direction.step)
        if let holiday = holidays(
            from: next, direction: direction, matching: search.query, limit: 1, language: search.language
        ).first {
            return HolidaySearch.Match(holiday: holiday, wrapped: false)
        }
        let restart = direction == .forward ? CivilDate.supportedDays.lowerBound : CivilDate.supportedDays.upperBound
        return holidays(
            from: restart, direction: direction, matching: search.query, limit: 1, language: search.language
        ).first.map { HolidaySearch.Match(holiday: $0, wrapped: true) }
    }
}
