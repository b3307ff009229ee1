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
        return migrator
    }

    /// Brings the file's schema up to date.
    ///
    /// Two holical processes may open a new file at once: both see no migrations, one wins
    /// the write lock and creates the tables, and the other's attempt then fails. That
    /// failure is fine as long as the schema is complete afterwards.
    static func prepare(_ pool: DatabasePool) throws {
        let migrator = self.migrator
        if try pool.writeWithoutTransaction(migrator.hasCompletedMigrations) { return }
        do {
            try migrator.migrate(pool)
        } catch {
            guard try pool.writeWithoutTransaction(migrator.hasCompletedMigrations) else { throw error }
        }
    }
}
