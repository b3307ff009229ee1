import CSQLite
import HolidayEngine
import Synchronization

/// Answers kept in the SQLite cache file (WAL mode).
///
/// Every `store` is one write transaction, so a process killed at any moment leaves each
/// answer either wholly stored (holidays and coverage) or not at all. Several holical
/// processes can use one file at once: readers never block, writers wait their turn.
/// Within a process the one connection is used by one thread at a time.
///
/// If the file turns out to be corrupt while in use (a damaged page that opening did not
/// touch), the store moves it aside, starts a new one, reports a warning through
/// `onLaterWarning`, and carries on.
public final class SQLiteHolidayStore: ManagedHolidayStore {
    /// The cache file.
    public let filePath: String
    /// Whether the file was opened read-only (`openForReading`): nothing is written, and a
    /// damaged file is an error instead of being replaced.
    public let isReadOnly: Bool
    /// Seconds a statement waits for another process's lock before it fails as busy.
    let busyTimeout: Double
    let connection: Mutex<Database>
    let onLaterWarning: @Sendable (String) -> Void

    /// The busy timeout of a file opened for the cache commands, which have nothing else to
    /// do: another holical process may hold the write lock for a moment.
    public static let defaultBusyTimeout: Double = 5

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// Does no recovery: a corrupt file is an error here (see `open(at:onLaterWarning:)`).
    public convenience init(
        path: String, onLaterWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(StoreError) {
        let database: Database
        do {
            database = try Self.openDatabase(path)
        } catch {
            throw DatabaseFailure.storeError(error, path: path)
        }
        self.init(database: database, path: path, onLaterWarning: onLaterWarning)
    }

    init(
        database: consuming sending Database, path: String, isReadOnly: Bool = false,
        busyTimeout: Double = defaultBusyTimeout,
        onLaterWarning: @escaping @Sendable (String) -> Void
    ) {
        filePath = path
        self.busyTimeout = busyTimeout
        self.isReadOnly = isReadOnly
        self.onLaterWarning = onLaterWarning
        connection = Mutex(database)
    }

    /// The cache file.
    public var path: String? { filePath }

    /// A connection to `path` with the schema in place; or, `readOnly`, one that only reads
    /// the file as it is (its schema cannot be brought up to date).
    static func openDatabase(
        _ path: String, readOnly: Bool = false, busyTimeout: Double = defaultBusyTimeout
    ) throws -> Database {
        let database = try Database(path: path, readOnly: readOnly, busyTimeout: busyTimeout)
        // Start-up cost. Keep the -wal file when the last connection closes: without one,
        // the next process's first write creates it and syncs a new WAL header (1-10 ms of
        // fsync on an ordinary disk).
        try database.setFileControl(SQLITE_FCNTL_PERSIST_WAL, to: 1)
        if !readOnly {
            // The first statement: a file that is not a database fails here, on opening.
            try database.execute("PRAGMA journal_mode = WAL")
            // The first process to open the file rebuilds the WAL index by reading every
            // valid frame of the kept -wal. Checkpointing every 100 pages (instead of 1000)
            // keeps that read under half a millisecond; answers are small and rare, so the
            // extra checkpoints cost little.
            try database.execute("PRAGMA wal_autocheckpoint = 100")
            try CacheSchema.prepare(database)
        }
        return database
    }

    /// The covered spans and holidays of `key` in `range`.
    public func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        try withDatabase { database in
            // One read transaction: coverage and holidays come from the same snapshot.
            try database.transaction(immediate: false) {
                let spans = try HolidayRows.spans(key, near: range, in: database)
                return CachedSlice(
                    covered: CoverageSet(spans).spans(in: range),
                    holidays: try HolidayRows.holidays(key, in: range, in: database))
            }
        }
    }

    /// Stores one answer: its holidays replace those of `range`, which becomes covered.
    public func store(
        _ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64
    ) throws(StoreError) {
        let answer = StoredAnswer(range: range, holidays: holidays)
        try withDatabase { database in
            try database.transaction(immediate: true) {
                try Self.write(answer, for: key, fetchedAt: fetchedAt, in: database)
            }
        }
    }

    /// The writes of one answer, to run inside one transaction.
    static func write(
        _ answer: StoredAnswer, for key: CacheKey, fetchedAt: Int64, in database: Database
    ) throws {
        let old = try HolidayRows.spans(key, near: answer.range, in: database)
        var coverage = CoverageSet(old)
        coverage.insert(answer.range, fetchedAt: fetchedAt)
        try HolidayRows.replace(key, spans: old, with: coverage.spans, in: database)
        try HolidayRows.replaceHolidays(key, with: answer, in: database)
    }

    /// Runs `body` on the connection, holding it for the time. On corruption the file is
    /// moved aside, a new one started, and `body` runs once more on it.
    func withDatabase<T: Sendable>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        var warning: String?
        let result: Result<T, StoreError> = connection.withLock { database in
            do {
                return .success(try body(database))
            } catch {
                guard DatabaseFailure.isCorruption(error), !isReadOnly else {
                    return .failure(DatabaseFailure.storeError(error, path: filePath))
                }
                do {
                    warning = try recover(&database, cause: error)
                    return .success(try body(database))
                } catch let failure as StoreError {
                    return .failure(failure)
                } catch {
                    return .failure(DatabaseFailure.storeError(error, path: filePath))
                }
            }
        }
        if let warning { onLaterWarning(warning) }
        return try result.get()
    }

    /// Moves the corrupt file aside and opens a new one in its place; returns the warning.
    private func recover(_ database: inout Database, cause: any Error) throws(StoreError) -> String {
        // Closed before the move: a connection closing later would checkpoint and clean up
        // "cache.sqlite-wal" by name, by then the new file's.
        database.close()
        let moved = try CacheFiles.moveAside(filePath)
        do {
            database = try Self.openDatabase(filePath, busyTimeout: busyTimeout)
        } catch {
            throw DatabaseFailure.storeError(error, path: filePath)
        }
        return DatabaseFailure.recoveryWarning(
            path: filePath, movedTo: moved, cause: DatabaseFailure.reason(cause))
    }
}
