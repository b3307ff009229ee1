import GRDB

/// What an error from SQLite means for the cache file, and how it is told to the user.
enum DatabaseFailure {
    /// Whether the file itself is damaged: not a database, or a malformed page.
    static func isCorruption(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Whether opening failed because of the file at the cache path (damaged, unreadable,
    /// not writable, not a file), so that a new file in its place could work. Errors of the
    /// disk or the system (full, I/O, out of memory, locked) are not the file's fault, and
    /// moving a good file aside would not help.
    static func isFileFault(_ error: any Error) -> Bool {
        if isCorruption(error) { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM].contains(error.resultCode)
    }

    /// One line: `cache file /x/cache.sqlite: file is not a database`.
    static func describe(_ error: any Error, path: String) -> String {
        "cache file \(path): \(reason(error))"
    }

    /// The cause alone: SQLite's message, without the statement and its arguments.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        return error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }

    /// The warning shown once a damaged file was replaced.
    static func recoveryWarning(path: String, movedTo: String, cause: String) -> String {
        "cache file \(path) was unusable (\(cause)); moved it to \(movedTo) and started a new cache"
    }
}
