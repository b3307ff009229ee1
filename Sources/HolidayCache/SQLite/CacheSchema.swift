import CSQLite

/// The cache file's tables, and the version of them a file has (`PRAGMA user_version`).
///
/// Dates are stored as day numbers (days since 1970-01-01, `CivilDate.dayNumber`): integers
/// compare correctly for every year, index compactly and need no parsing on the way out.
/// Fetch times are Unix seconds.
enum CacheSchema {
    /// The version this holical writes. A file of a later version (a newer holical) is used
    /// as it is: versions only ever add.
    static let version: Int64 = 2

    /// The tables and index of version 1.
    static let tables = """
        -- One row per run of days answered at one time (see CoverageSet); runs of one key
        -- never overlap, so (provider, region, first_day) identifies a row.
        CREATE TABLE coverage (
          provider TEXT NOT NULL,
          region TEXT NOT NULL,
          first_day INTEGER NOT NULL,
          last_day INTEGER NOT NULL,
          fetched_at INTEGER NOT NULL,
          PRIMARY KEY (provider, region, first_day)
        ) WITHOUT ROWID;
        -- `id` keeps the provider's order of holidays within one day; holiday_region is
        -- Holiday.region: the provider may answer for "AU" when asked for "AU-NSW".
        CREATE TABLE holiday (
          id INTEGER PRIMARY KEY,
          provider TEXT NOT NULL,
          region TEXT NOT NULL,
          date INTEGER NOT NULL,
          name TEXT NOT NULL,
          local_name TEXT NOT NULL,
          kind TEXT NOT NULL,
          holiday_region TEXT NOT NULL,
          observed_of INTEGER,
          details TEXT
        );
        -- A month read is one range scan of this index, already in (date, id) order.
        CREATE INDEX holiday_by_key_and_date ON holiday (provider, region, date);
        """

    /// What version 2 adds: the calendar feeds' copies (`SQLiteHolidayStore+Feeds`,
    /// docs/calendar-files.md, "Calendars at an address").
    static let feeds = """
        CREATE TABLE feed (
          url TEXT PRIMARY KEY NOT NULL,
          body TEXT NOT NULL,
          etag TEXT,
          last_modified TEXT,
          fetched_at INTEGER NOT NULL,
          checked_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        """

    /// Brings the file's schema up to date.
    ///
    /// A current file is recognised by reading its header alone, outside a transaction, so
    /// it opens while another process holds the write lock (LockedFileTests). Otherwise the
    /// tables are made, version by version, in one transaction that holds the write lock
    /// from its start: two processes opening a new file at once take turns, and the second
    /// finds the first's tables. Files written by holical 0.1 record their version in
    /// `grdb_migrations`, the table of the database library it used; the same tables,
    /// adopted as version 1 and brought up from there.
    ///
    /// Tables that contradict the file's version (a damaged page turned it into something
    /// else: `table coverage already exists` in a file of version 0) mean a damaged file
    /// (`CacheDamage`).
    static func prepare(_ database: Database) throws {
        if try database.integer("PRAGMA user_version") ?? 0 >= version { return }
        try database.transaction(immediate: true) {
            var current = try database.integer("PRAGMA user_version") ?? 0
            if current == 0, try recordsVersion1(database) { current = 1 }
            for (step, sql) in [(Int64(1), tables), (2, feeds)] where current < step {
                do {
                    try database.execute(sql)
                } catch let error as SQLiteError where error.code == SQLITE_ERROR {
                    throw CacheDamage.schema(error.message)
                }
                current = step
            }
            try database.execute("PRAGMA user_version = \(current)")
        }
    }

    /// Whether the file is holical 0.1's with its tables made: `grdb_migrations` lists "v1".
    private static func recordsVersion1(_ database: Database) throws -> Bool {
        let table = try database.integer(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
        guard table == 1 else { return false }
        return try database.integer("SELECT count(*) FROM grdb_migrations WHERE identifier = 'v1'") == 1
    }
}
