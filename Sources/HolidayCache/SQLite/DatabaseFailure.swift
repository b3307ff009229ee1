import CSQLite

/// What an error from SQLite means for the cache file, and how it is told to the user.
enum DatabaseFailure {
    /// Whether the file itself is damaged: not a database, a malformed page, or damage
    /// SQLite does not check for (`CacheDamage`).
    static func isCorruption(_ error: any Error) -> Bool {
        if error is CacheDamage { return true }
        guard let error = error as? SQLiteError else { return false }
        return error.code == SQLITE_CORRUPT || error.code == SQLITE_NOTADB
    }

    /// Whether another connection held the lock SQLite needed past the busy timeout
    /// (`SQLITE_BUSY`, `SQLITE_LOCKED`): the file is fine and may be used once it frees.
    static func isBusy(_ error: any Error) -> Bool {
        guard let error = error as? SQLiteError else { return false }
        return error.code == SQLITE_BUSY || error.code == SQLITE_LOCKED
    }

    /// A `StoreError` for `error` on the file at `path`, busy or not.
    static func storeError(_ error: any Error, path: String) -> StoreError {
        StoreError(describe(error, path: path), isBusy: isBusy(error))
    }

    /// One line: `cache file /x/cache.sqlite: file is not a database`.
    static func describe(_ error: any Error, path: String) -> String {
        "cache file \(path): \(reason(error))"
    }

    /// The cause alone: SQLite's message, without the statement and its arguments.
    static func reason(_ error: any Error) -> String {
        "\(error)"
    }

    /// The message when a file that may be healthy could not be opened: it stays put.
    static func leftAloneWarning(path: String, cause: String) -> String {
        "cache file \(path) cannot be opened (\(cause)); left it as it is"
    }

    /// The warning shown once a damaged file was replaced.
    static func recoveryWarning(path: String, movedTo: String, cause: String) -> String {
        "cache file \(path) was unusable (\(cause)); moved it to \(movedTo) and started a new cache"
    }
}
