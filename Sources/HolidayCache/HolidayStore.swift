import HolidayKit

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

/// Answers are kept per provider and region: Nager's "EE" is not Abstract's "EE".
public struct CacheKey: Hashable, Sendable {
    public var provider: String
    public var region: String

    public init(provider: String, region: String) {
        self.provider = provider
        self.region = region
    }
}

/// A run of dates a provider has answered for, and when (Unix seconds).
public struct CoveredSpan: Hashable, Sendable {
    public var range: DateRange
    public var fetchedAt: Int64

    public init(range: DateRange, fetchedAt: Int64) {
        self.range = range
        self.fetchedAt = fetchedAt
    }
}

/// What the store knows about a range: the covered spans (clipped to the range, in date
/// order, disjoint) and the holidays in it.
public struct CachedSlice: Sendable, Hashable {
    public var covered: [CoveredSpan]
    public var holidays: [Holiday]

    public init(covered: [CoveredSpan], holidays: [Holiday]) {
        self.covered = covered
        self.holidays = holidays
    }
}

/// A store that could not be read or written.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
