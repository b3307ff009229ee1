import Testing
import HolidayCache

/// The two stores, for tests that hold both to the same semantics.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory
    case sqlite

    var testDescription: String { rawValue }

    /// Runs `body` with a new empty store of this kind (a file in a temporary directory for
    /// SQLite).
    func withStore<T>(_ body: (any ManagedHolidayStore) throws -> T) throws -> T {
        switch self {
        case .memory:
            return try body(MemoryHolidayStore())
        case .sqlite:
            return try withTemporaryDirectory { directory in
                try body(SQLiteHolidayStore(path: directory + "/cache.sqlite"))
            }
        }
    }
}
