import GRDB
import GRDBSQLite
import HolidayEngine
import Synchronization

/// Answers kept in the SQLite cache file (GRDB `DatabasePool`, WAL mode).
///
/// Every `store` is one write transaction, so a process killed at any moment leaves each
/// answer either wholly stored (holidays and coverage) or not at all. Several holical
/// processes can use one file at once: readers never block, writers wait their turn.
///
/// If the file turns out to be corrupt while in use (a damaged page that opening did not
/// touch), the store moves it aside, starts a new one, reports a warning through
/// `onLaterWarning`, and carries on.
public final class SQLiteHolidayStore: ManagedHolidayStore {
    /// The open database and how many times it has been replaced after corruption.
    struct Connection: Sendable {
        var pool: DatabasePool
        var generation: Int
    }

    /// The cache file.
    public let filePath: String
    /// Whether the file was opened read-only (`openForReading`): nothing is written, and a
    /// damaged file is an error instead of being replaced.
    public let isReadOnly: Bool
    /// Seconds a statement waits for another process's lock before it fails as busy.
    let busyTimeout: Double
    let connection: Mutex<Connection>
    let onLaterWarning: @Sendable (String) -> Void

    /// The busy timeout of a file opened for the cache commands, which have nothing else to
    /// do: another holical process may hold the write lock for a moment.
    public static let defaultBusyTimeout: Double = 5

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// Does no recovery: a corrupt file is an error here (see `open(at:onLaterWarning:)`).
    public convenience init(
        path: String, onLaterWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(StoreError) {
        let pool: DatabasePool
        do {
            pool = try Self.makePool(path)
        } catch {
            throw DatabaseFailure.storeError(error, path: path)
        }
        self.init(pool: pool, path: path, onLaterWarning: onLaterWarning)
    }

    init(
        pool: DatabasePool, path: String, isReadOnly: Bool = false,
        busyTimeout: Double = defaultBusyTimeout,
        onLaterWarning: @escaping @Sendable (String) -> Void
    ) {
        filePath = path
        self.busyTimeout = busyTimeout
        self.isReadOnly = isReadOnly
        self.onLaterWarning = onLaterWarning
        connection = Mutex(Connection(pool: pool, generation: 0))
    }

    /// The cache file.
    public var path: String? { filePath }

    /// A pool on `path` with the schema in place; or, `readOnly`, a pool that only reads
    /// the file as it is (its schema cannot be brought up to date).
    static func makePool(
        _ path: String, readOnly: Bool = false, busyTimeout: Double = defaultBusyTimeout
    ) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.label = "holical cache"
        configuration.readonly = readOnly
        // Another holical process may hold the write lock for a moment; wait for it.
        configuration.busyMode = .timeout(busyTimeout)
        configuration.maximumReaderCount = 3
        configuration.prepareDatabase { db in
            // Start-up cost. Keep the -wal file when the last connection closes: without
            // one, GRDB's pool writes a dummy transaction on opening to create it, which
            // syncs a new WAL header (1-10 ms of fsync on an ordinary disk) on every start.
            var persist: Int32 = 1
            sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
            // The first process to open the file rebuilds the WAL index by reading every
            // valid frame of the kept -wal. Checkpointing every 100 pages (instead of 1000)
            // keeps that read under half a millisecond; answers are small and rare, so the
            // extra checkpoints cost little.
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 100")
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        if !readOnly { try CacheSchema.prepare(pool) }
        return pool
    }

    /// The covered spans and holidays of `key` in `range`.
    public func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        try withPool { pool in
            // One read transaction: coverage and holidays come from the same snapshot.
            try pool.read { db in
                let spans = try HolidayRows.spans(key, near: range, in: db)
                return CachedSlice(
                    covered: CoverageSet(spans).spans(in: range),
                    holidays: try HolidayRows.holidays(key, in: range, db: db))
            }
        }
    }

    /// Stores one answer: its holidays replace those of `range`, which becomes covered.
    public func store(
        _ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64
    ) throws(StoreError) {
        let answer = StoredAnswer(range: range, holidays: holidays)
        try withPool { pool in
            try pool.write { db in try Self.write(answer, for: key, fetchedAt: fetchedAt, in: db) }
        }
    }

    /// The writes of one answer, to run inside one transaction.
    static func write(
        _ answer: StoredAnswer, for key: CacheKey, fetchedAt: Int64, in db: Database
    ) throws {
        let old = try HolidayRows.spans(key, near: answer.range, in: db)
        var coverage = CoverageSet(old)
        coverage.insert(answer.range, fetchedAt: fetchedAt)
        try HolidayRows.replace(key, spans: old, with: coverage.spans, in: db)
        try HolidayRows.replaceHolidays(key, with: answer, in: db)
    }

    /// Runs `body` on the current pool. On corruption the file is replaced and `body` runs
    /// once more on the new one; if another thread replaced the pool meanwhile (and closed
    /// the one `body` was given), `body` also runs once more.
    func withPool<T>(_ body: (DatabasePool) throws -> T) throws(StoreError) -> T {
        var retried = false
        while true {
            let current = connection.withLock { ($0.pool, $0.generation) }
            do {
                return try body(current.0)
            } catch {
                guard !retried else { throw DatabaseFailure.storeError(error, path: filePath) }
                retried = true
                if DatabaseFailure.isCorruption(error), !isReadOnly {
                    try recover(from: current.1, cause: error)
                } else if connection.withLock({ $0.generation }) == current.1 {
                    throw DatabaseFailure.storeError(error, path: filePath)
                }
            }
        }
    }

    /// Moves the corrupt file aside and opens a new one, unless another thread already did.
    private func recover(from generation: Int, cause: any Error) throws(StoreError) {
        let path = filePath
        let warning = try connection.withLock {
            (connection: inout Connection) throws(StoreError) -> String? in
            guard connection.generation == generation else { return nil }
            do {
                // Closed before the move: a connection closing later would checkpoint and
                // clean up "cache.sqlite-wal" by name, by then the new file's.
                try connection.pool.close()
            } catch {
                throw DatabaseFailure.storeError(error, path: path)
            }
            let moved = try CacheFiles.moveAside(path)
            do {
                connection = Connection(pool: try Self.makePool(path, busyTimeout: busyTimeout), generation: generation + 1)
            } catch {
                throw DatabaseFailure.storeError(error, path: path)
            }
            return DatabaseFailure.recoveryWarning(
                path: path, movedTo: moved, cause: DatabaseFailure.reason(cause))
        }
        if let warning { onLaterWarning(warning) }
    }
}
