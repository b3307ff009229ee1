import HolidayEngine

extension SQLiteHolidayStore {
    /// What the store holds, per provider and region, and its calendar feeds' copies.
    public func stats() throws(StoreError) -> CacheStats {
        let (entries, feeds) = try withDatabase { database in
            try database.transaction(immediate: false) {
                (try Self.figures(.everything, in: database), try Self.feedFigures(in: database))
            }
        }
        let size = [filePath, filePath + "-wal"].compactMap(CacheFiles.size).reduce(0, +)
        return CacheStats(path: filePath, fileSize: size, entries: entries, feeds: feeds)
    }

    /// Removes the answers and feeds' copies `filter` selects, and says what was removed.
    public func clear(_ filter: CacheFilter) throws(StoreError) -> CacheClearResult {
        try withDatabase { database in
            try database.transaction(immediate: true) {
                // Counted and deleted in one transaction, so the figures are what was removed.
                let removed = try Self.figures(filter, in: database)
                if !filter.feedsOnly {
                    for table in ["holiday", "coverage"] {
                        try database.statement("DELETE FROM \(table) WHERE \(Self.matching)")
                            .execute(Self.arguments(filter))
                    }
                }
                var feeds: [StoredFeedStats] = []
                if filter.selectsFeeds {
                    feeds = try Self.feedFigures(in: database)
                    try database.statement("DELETE FROM feed").execute([])
                }
                return CacheClearResult(entries: removed, feeds: feeds)
            }
        }
    }

    /// Each kept feed's figures, by address; the bodies are measured, not read.
    private static func feedFigures(in database: Database) throws -> [StoredFeedStats] {
        var feeds: [StoredFeedStats] = []
        try database.statement("""
            SELECT url, length(CAST(body AS BLOB)) AS bytes, fetched_at, checked_at,
                   etag IS NOT NULL OR last_modified IS NOT NULL AS revalidates
            FROM feed ORDER BY url
            """
        ).forEachRow([]) { row in
            feeds.append(StoredFeedStats(
                url: try row.text("url"), bytes: Int(try row.integer("bytes", in: 0...Int64(Int.max))),
                fetchedAt: try row.time("fetched_at"), checkedAt: try row.time("checked_at"),
                canRevalidate: try row.integer("revalidates", in: 0...1) == 1))
        }
        return feeds
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
        guard !filter.feedsOnly else { return [] }
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
