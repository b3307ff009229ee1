import GRDB
import HolidayEngine

extension SQLiteHolidayStore {
    /// What the store holds, per provider and region.
    public func stats() throws(StoreError) -> CacheStats {
        let entries = try withPool { pool in try pool.read { db in try Self.figures(.everything, in: db) } }
        let size = [filePath, filePath + "-wal"].compactMap(CacheFiles.size).reduce(0, +)
        return CacheStats(path: filePath, fileSize: size, entries: entries)
    }

    /// Removes the answers `filter` selects, and says what was removed.
    public func clear(_ filter: CacheFilter) throws(StoreError) -> CacheClearResult {
        try withPool { pool in
            try pool.write { db in
                // Counted and deleted in one transaction, so the figures are what was removed.
                let removed = try Self.figures(filter, in: db)
                let arguments: StatementArguments = [filter.provider, filter.region]
                for table in ["holiday", "coverage"] {
                    try db.execute(sql: "DELETE FROM \(table) WHERE \(Self.matching)", arguments: arguments)
                }
                return CacheClearResult(entries: removed)
            }
        }
    }

    /// The condition for rows of the keys a filter selects; arguments: provider, region.
    private static let matching = """
        (?1 IS NULL OR provider = ?1 COLLATE NOCASE) AND (?2 IS NULL OR region = ?2 COLLATE NOCASE)
        """

    /// Per-key figures of the keys `filter` selects.
    private static func figures(_ filter: CacheFilter, in db: Database) throws -> [CacheKeyStats] {
        let arguments: StatementArguments = [filter.provider, filter.region]
        var coverage: [CacheKey: [CoveredSpan]] = [:]
        let spans = try Row.fetchCursor(
            db,
            sql: "SELECT provider, region, first_day, last_day, fetched_at FROM coverage WHERE \(matching)",
            arguments: arguments)
        while let row = try spans.next() {
            coverage[try HolidayRows.key(in: row), default: []].append(try HolidayRows.span(in: row))
        }
        var counts: [CacheKey: Int] = [:]
        let holidays = try Row.fetchCursor(
            db,
            sql: """
                SELECT provider, region, count(*) AS holidays FROM holiday WHERE \(matching)
                GROUP BY provider, region
                """,
            arguments: arguments)
        while let row = try holidays.next() {
            counts[try HolidayRows.key(in: row)] = Int(try row.integer("holidays", in: 0...Int64(Int.max)))
        }
        return CacheKeyStats.collect(coverage: coverage, holidayCounts: counts)
    }
}
