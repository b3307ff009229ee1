import HolidayEngine

extension SQLiteHolidayStore {
    /// What the store holds, per provider and region.
    public func stats() throws(StoreError) -> CacheStats {
        let entries = try withDatabase { database in
            try database.transaction(immediate: false) { try Self.figures(.everything, in: database) }
        }
        let size = [filePath, filePath + "-wal"].compactMap(CacheFiles.size).reduce(0, +)
        return CacheStats(path: filePath, fileSize: size, entries: entries)
    }

    /// Removes the answers `filter` selects, and says what was removed.
    public func clear(_ filter: CacheFilter) throws(StoreError) -> CacheClearResult {
        try withDatabase { database in
            try database.transaction(immediate: true) {
                // Counted and deleted in one transaction, so the figures are what was removed.
                let removed = try Self.figures(filter, in: database)
                for table in ["holiday", "coverage"] {
                    try database.statement("DELETE FROM \(table) WHERE \(Self.matching)")
                        .execute(Self.arguments(filter))
                }
                return CacheClearResult(entries: removed)
            }
        }
    }

    /// The condition for rows of the keys a filter selects; arguments: provider, region.
    private static let matching = """
        (?1 IS NULL OR provider = ?1 COLLATE NOCASE) AND (?2 IS NULL OR region = ?2 COLLATE NOCASE)
        """

    /// The arguments of `matching` for `filter`.
    private static func arguments(_ filter: CacheFilter) -> [DatabaseValue] {
        [DatabaseValue(filter.provider), DatabaseValue(filter.region)]
    }

    /// Per-key figures of the keys `filter` selects.
    private static func figures(_ filter: CacheFilter, in database: Database) throws -> [CacheKeyStats] {
        var coverage: [CacheKey: [CoveredSpan]] = [:]
        try database.statement(
            "SELECT provider, region, first_day, last_day, fetched_at FROM coverage WHERE \(matching)"
        ).forEachRow(arguments(filter)) { row in
            coverage[try HolidayRows.key(in: row), default: []].append(try HolidayRows.span(in: row))
        }
        var counts: [CacheKey: Int] = [:]
        try database.statement("""
            SELECT provider, region, count(*) AS holidays FROM holiday WHERE \(matching)
            GROUP BY provider, region
            """
        ).forEachRow(arguments(filter)) { row in
            counts[try HolidayRows.key(in: row)] = Int(try row.integer("holidays", in: 0...Int64(Int.max)))
        }
        return CacheKeyStats.collect(coverage: coverage, holidayCounts: counts)
    }
}
