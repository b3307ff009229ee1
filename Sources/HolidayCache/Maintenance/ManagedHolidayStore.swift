/// A holiday store that can also be inspected and emptied (`holical cache stats | clear`).
public protocol ManagedHolidayStore: HolidayStore {
    /// The cache file, or nil when answers are kept in memory only.
    var path: String? { get }

    /// What the store holds, per provider and region.
    func stats() throws(StoreError) -> CacheStats

    /// Removes every answer `filter` matches, holidays and coverage together, and says what
    /// was removed.
    func clear(_ filter: CacheFilter) throws(StoreError) -> CacheClearResult
}
