import GRDB

/// Calendar feeds kept in the cache file: one row per address, its last good copy and its
/// validators (docs/calendar-files.md, "Calendars at an address"). Plain SQL only, so the
/// table moves to any SQLite layer as it is.
extension SQLiteHolidayStore {
    /// The table, made by the schema's `feeds` migration (`CacheSchema`).
    static func createFeedTable(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE feed (
                    url TEXT PRIMARY KEY NOT NULL,
                    body TEXT NOT NULL,
                    etag TEXT,
                    last_modified TEXT,
                    fetched_at INTEGER NOT NULL,
                    checked_at INTEGER NOT NULL
                ) WITHOUT ROWID
                """)
    }

    /// The last good copy of the feed at `url`, or nil when none is kept.
    public func storedFeed(url: String) throws(StoreError) -> StoredFeed? {
        try withPool { pool in
            try pool.read { db -> StoredFeed? in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT * FROM feed WHERE url = ?", arguments: [url])
                else { return nil }
                return StoredFeed(
                    url: url, body: try row.text("body"), etag: try row.optionalText("etag"),
                    lastModified: try row.optionalText("last_modified"), fetchedAt: try row.time("fetched_at"),
                    checkedAt: try row.time("checked_at"))
            }
        }
    }

    /// Keeps `feed` as the last good copy of its address, replacing the one before.
    public func storeFeed(_ feed: StoredFeed) throws(StoreError) {
        try withPool { pool in
            try pool.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO feed (url, body, etag, last_modified, fetched_at, checked_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [feed.url, feed.body, feed.etag, feed.lastModified, feed.fetchedAt, feed.checkedAt])
            }
        }
    }

    /// Records that the server confirmed the copy of `url` (a 304) at `time`.
    public func markFeedChecked(url: String, at time: Int64) throws(StoreError) {
        try withPool { pool in
            try pool.write { db in
                try db.execute(sql: "UPDATE feed SET checked_at = ? WHERE url = ?", arguments: [time, url])
            }
        }
    }
}
