import GRDB

/// The cache file's tables, created and upgraded by GRDB's migrator.
///
/// Dates are stored as day numbers (days since 1970-01-01, `CivilDate.dayNumber`): integers
/// compare correctly for every year, index compactly and need no parsing on the way out.
/// Fetch times are Unix seconds.
enum CacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            // One row per run of days answered at one time (see CoverageSet); runs of one
            // key never overlap, so (provider, region, first_day) identifies a row.
            try db.create(table: "coverage", options: [.withoutRowID]) { t in
                t.column("provider", .text).notNull()
                t.column("region", .text).notNull()
                t.column("first_day", .integer).notNull()
                t.column("last_day", .integer).notNull()
                t.column("fetched_at", .integer).notNull()
                t.primaryKey(["provider", "region", "first_day"])
            }
            // `id` keeps the provider's order of holidays within one day.
            try db.create(table: "holiday") { t in
                t.primaryKey("id", .integer)
                t.column("provider", .text).notNull()
                t.column("region", .text).notNull()
                t.column("date", .integer).notNull()
                t.column("name", .text).notNull()
                t.column("local_name", .text).notNull()
                t.column("kind", .text).notNull()
                // Holiday.region: the provider may answer for "AU" when asked for "AU-NSW".
                t.column("holiday_region", .text).notNull()
                t.column("observed_of", .integer)
                t.column("details", .text)
            }
            // A month read is one range scan of this index, already in (date, id) order.
            try db.create(
                index: "holiday_by_key_and_date", on: "holiday",
                columns: ["provider", "region", "date"])
        }
        // Calendar feeds (docs/calendar-files.md, "Calendars at an address").
        migrator.registerMigration("feeds") { db in try SQLiteHolidayStore.createFeedTable(db) }
        return migrator
    }

    /// Brings the file's schema up to date.
    ///
    /// Two holical processes may open a new file at once. The migrator's check and its
    /// migration are separate steps, so the one that loses the race can find the tables
    /// half-made by the other (`no such table: grdb_migrations`) or already made
    /// (`table coverage already exists`). Trying again after the winner has committed sees
    /// a complete schema; a file that is really broken fails every time. When it still
    /// fails with an SQL error (not a lock, a read-only file or a full disk), the tables
    /// contradict the file's record of its migrations (a damaged page turned `v1` into
    /// something else): the file is damaged (`CacheDamage`).
    static func prepare(_ pool: DatabasePool) throws {
        let migrator = self.migrator
        var attempt = 1
        while true {
            do {
                // Outside a transaction the check only reads: a current file opens while
                // another process holds the write lock (LockedFileTests).
                if try pool.writeWithoutTransaction(migrator.hasCompletedMigrations) { return }
                try migrator.migrate(pool)
                return
            } catch {
                if DatabaseFailure.isCorruption(error) { throw error }
                guard attempt < 3 else {
                    guard (error as? DatabaseError)?.resultCode == .SQLITE_ERROR else { throw error }
                    throw CacheDamage.schema(DatabaseFailure.reason(error))
                }
                attempt += 1
            }
        }
    }
}
