extension SQLiteHolidayStore {
    /// Opens the cache file at `location`, creating its directory and the file as needed.
    ///
    /// A file that is not a database or is damaged (its header, `SQLITE_NOTADB`,
    /// `SQLITE_CORRUPT`) is moved aside to `cache.sqlite.corrupt-<time>` with its `-wal`
    /// and `-shm`, a new one is started, and the returned warning says so. Any other
    /// failure leaves the file alone, since it may well be healthy: owned by root after
    /// `sudo holical` (read-only), or this process is out of file descriptors. Then, as
    /// when the directory cannot be created or written, this throws, with a message that
    /// says why and that the file was left as it is; the caller runs without a cache. The
    /// error `isBusy` when another process held the file's lock past `busyTimeout` seconds.
    public static func open(
        at location: CacheLocation, busyTimeout: Double = defaultBusyTimeout,
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
                let database = try openDatabase(path, busyTimeout: busyTimeout)
                return (
                    SQLiteHolidayStore(
                        database: database, path: path, busyTimeout: busyTimeout, onLaterWarning: onLaterWarning),
                    nil
                )
            } catch {
                guard CacheFiles.exists(path) else {
                    throw DatabaseFailure.storeError(error, path: path)
                }
                cause = DatabaseFailure.reason(error)
                guard DatabaseFailure.isCorruption(error) else {
                    throw StoreError(
                        DatabaseFailure.leftAloneWarning(path: path, cause: cause),
                        isBusy: DatabaseFailure.isBusy(error))
                }
            }
        }
        let moved = try CacheFiles.moveAside(path)
        do {
            let database = try openDatabase(path, busyTimeout: busyTimeout)
            return (
                SQLiteHolidayStore(
                    database: database, path: path, busyTimeout: busyTimeout, onLaterWarning: onLaterWarning),
                DatabaseFailure.recoveryWarning(path: path, movedTo: moved, cause: cause)
            )
        } catch {
            throw StoreError(
                "moved unusable \(path) to \(moved), but cannot start a new cache there: "
                    + DatabaseFailure.reason(error))
        }
    }

    /// Opens the cache file at `location` to read it (`holical cache stats`).
    ///
    /// When the file and its directory may be written, as `open(at:onLaterWarning:)` does.
    /// When either may not (a file of another user after `sudo holical`, a read-only
    /// directory or file system), read-only: nothing is created, migrated or moved aside,
    /// and a damaged file is an error.
    public static func openForReading(
        at location: CacheLocation,
        onLaterWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(StoreError) -> (store: SQLiteHolidayStore, warning: String?) {
        let path = location.file
        guard !CacheFiles.isWritable(path, in: location.directory) else {
            return try open(at: location, onLaterWarning: onLaterWarning)
        }
        do {
            let database = try openDatabase(path, readOnly: true)
            return (
                SQLiteHolidayStore(database: database, path: path, isReadOnly: true, onLaterWarning: onLaterWarning),
                nil
            )
        } catch {
            throw DatabaseFailure.storeError(error, path: path)
        }
    }
}
