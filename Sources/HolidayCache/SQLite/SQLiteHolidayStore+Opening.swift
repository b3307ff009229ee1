import GRDB

extension SQLiteHolidayStore {
    /// Opens the cache file at `location`, creating its directory and the file as needed.
    ///
    /// A file that cannot be used (not a database, damaged, unreadable) is moved aside to
    /// `cache.sqlite.corrupt-<time>` with its `-wal` and `-shm`, a new one is started, and
    /// the returned warning says so. Throws when no store can be opened there at all (the
    /// directory cannot be created or written): the caller then runs without a cache.
    public static func open(
        at location: CacheLocation,
        onLaterWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(StoreError) -> (store: SQLiteHolidayStore, warning: String?) {
        try CacheFiles.makeDirectory(location.directory)
        let path = location.file
        let cause: String
        if CacheFiles.isForeign(path) {
            // Moved before SQLite opens it: SQLite would take a -wal beside a file it cannot
            // read for its own, and delete it on closing.
            cause = "file is not a database"
        } else {
            do {
                let pool = try makePool(path)
                return (SQLiteHolidayStore(pool: pool, path: path, onLaterWarning: onLaterWarning), nil)
            } catch {
                guard CacheFiles.exists(path), DatabaseFailure.isFileFault(error) else {
                    throw StoreError(DatabaseFailure.describe(error, path: path))
                }
                cause = DatabaseFailure.reason(error)
            }
        }
        let moved = try CacheFiles.moveAside(path)
        do {
            let pool = try makePool(path)
            return (
                SQLiteHolidayStore(pool: pool, path: path, onLaterWarning: onLaterWarning),
                DatabaseFailure.recoveryWarning(path: path, movedTo: moved, cause: cause)
            )
        } catch {
            throw StoreError(
                "moved unusable \(path) to \(moved), but cannot start a new cache there: "
                    + DatabaseFailure.reason(error))
        }
    }
}
