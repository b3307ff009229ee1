import HolidayEngine

/// Two stores read as one: the answers of `overlay` over those of `base`.
///
/// For a session whose cache file refused a write (another holical held the lock past the
/// busy timeout, the disk is full): the answers it missed are kept in memory, the overlay,
/// while everything the file holds is still served from it, so nothing is asked again.
public struct LayeredHolidayStore: HolidayStore {
    /// The store underneath: the cache file.
    public let base: any HolidayStore
    /// The store on top, whose answers win on every date it covers: memory.
    public let overlay: any HolidayStore

    /// Reads `overlay` over `base`; writes go to both.
    public init(base: any HolidayStore, overlay: any HolidayStore) {
        self.base = base
        self.overlay = overlay
    }

    /// The overlay's coverage and holidays on the dates it covers, the base's on the
    /// others. Throws when either store cannot be read.
    public func slice(_ key: CacheKey, in range: DateRange) throws(StoreError) -> CachedSlice {
        let top = try overlay.slice(key, in: range)
        let bottom = try base.slice(key, in: range)
        guard !top.covered.isEmpty else { return bottom }
        // Later spans win where they overlap: the overlay's answers are the newer.
        let covered = CoverageSet(bottom.covered + top.covered).spans
        let hidden = top.covered.map(\.range)
        let kept = bottom.holidays.filter { holiday in !hidden.contains { $0.contains(holiday.date) } }
        // Each date's holidays come from one store, in that store's order.
        return CachedSlice(covered: covered, holidays: (kept + top.holidays).inDateOrder())
    }

    /// Keeps the answer in the overlay, then writes it to the base. Throws the base's error
    /// with the answer kept in the overlay, where reads find it.
    public func store(
        _ key: CacheKey, range: DateRange, holidays: [Holiday], fetchedAt: Int64
    ) throws(StoreError) {
        try overlay.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
        try base.store(key, range: range, holidays: holidays, fetchedAt: fetchedAt)
    }
}
