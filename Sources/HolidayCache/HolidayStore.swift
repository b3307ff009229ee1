import HolidayEngine

/// Where answers from a provider are kept so that a range once answered is not asked again.
///
/// Implementations: `SQLiteHolidayStore` (the cache file) and `MemoryHolidayStore` (when
/// there is no usable cache directory). Both are safe to call from any thread.
public protocol HolidayStore: Sendable {
    /// The holidays stored for `key` in `range`, and which parts of `range` are covered
    /// (answered, with or without holidays).
    func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice

    /// Stores one answer in one transaction: its holidays replace whatever was stored for
    /// `range`, and `range` becomes covered as of `fetchedAt`.
    func store(
        _ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64
    ) throws(StoreError)
}
