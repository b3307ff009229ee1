import HolidayCache
import HolidayEngine
import Synchronization

/// A store double that keeps answers in memory and can be told to refuse reads or writes,
/// as a cache file does when another process holds its lock or the disk is full.
final class BrokenStore: HolidayStore {
    private let inner = MemoryHolidayStore()
    private let failing = Mutex((reads: false, writes: false))

    /// Makes later reads and writes throw, or not.
    func setFailing(reads: Bool, writes: Bool) { failing.withLock { $0 = (reads, writes) } }

    func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        guard !failing.withLock({ $0.reads }) else { throw StoreError("database is locked") }
        return try inner.slice(key, in: range)
    }

    func store(_ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64) throws(StoreError) {
        guard !failing.withLock({ $0.writes }) else { throw StoreError("database or disk is full") }
        try inner.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
    }
}
