/// Calendar feeds kept in the cache file: one row per address, its last good copy and its
/// validators (docs/calendar-files.md, "Calendars at an address"). The table is version 2
/// of the file's schema (`CacheSchema.feeds`).
extension SQLiteHolidayStore {
    /// The last good copy of the feed at `url`, or nil when none is kept.
    public func storedFeed(url: String) throws(StoreError) -> StoredFeed? {
        try withDatabase { database -> StoredFeed? in
            guard
                let row = try database.statement(
                    "SELECT body, etag, last_modified, fetched_at, checked_at FROM feed WHERE url = ?"
                ).rows([.text(url)]).first
            else { return nil }
            return StoredFeed(
                url: url, body: try row.text("body"), etag: try row.optionalText("etag"),
                lastModified: try row.optionalText("last_modified"), fetchedAt: try row.time("fetched_at"),
                checkedAt: try row.time("checked_at"))
        }
    }

    /// Keeps `feed` as the last good copy of its address, replacing the one before.
    public func storeFeed(_ feed: StoredFeed) throws(StoreError) {
        try withDatabase { database in
            try database.statement("""
                INSERT OR REPLACE INTO feed (url, body, etag, last_modified, fetched_at, checked_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """
            ).execute([
                .text(feed.url), .text(feed.body), DatabaseValue(feed.etag), DatabaseValue(feed.lastModified),
                .integer(feed.fetchedAt), .integer(feed.checkedAt),
            ])
        }
    }

    /// Records that the server confirmed the copy of `url` (a 304) at `time`.
    public func markFeedChecked(url: String, at time: Int64) throws(StoreError) {
        try withDatabase { database in
            try database.statement("UPDATE feed SET checked_at = ? WHERE url = ?").execute([.integer(time), .text(url)])
        }
    }
}
