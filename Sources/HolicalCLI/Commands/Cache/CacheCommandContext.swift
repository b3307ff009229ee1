import HolidayCache

/// Where the cache subcommands find the cache, and how they open it.
enum CacheCommandContext {
    /// The cache location, or the failure that there is none.
    static func require(_ location: CacheLocation?) throws(CommandFailure) -> CacheLocation {
        guard let location else {
            throw CommandFailure("no cache directory: set XDG_CACHE_HOME or HOME")
        }
        return location
    }

    /// The store at `location` and any warning from opening it (a damaged file moved
    /// aside); nil when there is no cache file yet, so that looking does not create one.
    static func openExisting(
        _ location: CacheLocation
    ) throws(CommandFailure) -> (store: SQLiteHolidayStore, warning: String?)? {
        guard location.fileExists else { return nil }
        do {
            return try SQLiteHolidayStore.open(at: location)
        } catch {
            throw CommandFailure("cannot open the cache: \(error)")
        }
    }
}
