import CSQLite

/// One connection to an SQLite file: holical's own small layer over the C library.
///
/// It does what the cache needs and no more: open a file read-write (creating it) or
/// read-only, wait for another process's lock up to a timeout, run SQL with arguments,
/// keep each statement prepared for the next use, and run a body in a transaction. It is
/// not thread-safe: its owner keeps it behind a lock (`SQLiteHolidayStore`).
///
/// holical uses this instead of a database library because such a library, built on
/// Foundation, brings Foundation's Unicode data into a statically linked binary: 36 MB of
/// the 68 MB holical was (docs/architecture.md, "The binary").
final class Database {
    private var handle: OpaquePointer?
    private var statements: [String: Statement] = [:]

    /// Opens the file at `path`: read-write, creating it if it does not exist, or, with
    /// `readOnly`, only reading it as it is. A statement that finds the file locked by
    /// another connection waits up to `busyTimeout` seconds before it fails as busy.
    ///
    /// SQLite opens lazily: a file that is not a database fails at the first statement.
    init(path: String, readOnly: Bool = false, busyTimeout: Double) throws(SQLiteError) {
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        var handle: OpaquePointer?
        let result = sqlite3_open_v2(path, &handle, flags, nil)
        guard result == SQLITE_OK, let handle else {
            let error = SQLiteError(result, on: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        self.handle = handle
        // SQLite opens a file it may not write read-only without a word; a cache that
        // cannot take answers is a failure to open it (a root-owned file after `sudo`).
        if !readOnly, sqlite3_db_readonly(handle, "main") == 1 {
            close()
            throw SQLiteError(code: SQLITE_READONLY, message: String(cString: sqlite3_errstr(SQLITE_READONLY)))
        }
        sqlite3_busy_timeout(handle, Int32(clamping: Int((busyTimeout * 1000).rounded())))
    }

    deinit { close() }

    /// Closes the connection; every later use fails as misuse.
    func close() {
        statements.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// The open connection.
    private func connection() throws(SQLiteError) -> OpaquePointer {
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "the database is closed") }
        return handle
    }

    /// Runs `sql` (one statement or several, separated by semicolons) without arguments.
    func execute(_ sql: String) throws(SQLiteError) {
        let connection = try connection()
        let result = sqlite3_exec(connection, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw SQLiteError(result, on: connection) }
    }

    /// The statement for `sql`, prepared on its first use and kept for the next.
    func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try Statement(sql: sql, on: connection())
        statements[sql] = statement
        return statement
    }

    /// The integer in the first column of the first row of `sql`, or nil when there is none.
    func integer(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> Int64? {
        guard let row = try statement(sql).rows(arguments).first,
              case .integer(let number) = row.first
        else { return nil }
        return number
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    ///
    /// `immediate` takes the write lock at the start (waiting for another writer as long as
    /// the busy timeout allows), so a transaction that reads before it writes cannot fail
    /// half-way for a lock; a reading transaction sees one snapshot of the file.
    func transaction<T>(immediate: Bool, _ body: () throws -> T) throws -> T {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // Fails harmlessly when SQLite already rolled back (a full disk, an I/O error).
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    var changes: Int {
        handle.map { Int(sqlite3_changes64($0)) } ?? 0
    }

    /// Sets one of SQLite's per-file controls (`SQLITE_FCNTL_PERSIST_WAL`, ...) to `value`.
    func setFileControl(_ operation: Int32, to value: Int32) throws(SQLiteError) {
        let connection = try connection()
        var value = value
        let result = sqlite3_file_control(connection, "main", operation, &value)
        guard result == SQLITE_OK else { throw SQLiteError(result, on: connection) }
    }
}
