import HolidayEngine

/// What the store holds for one provider and region.
public struct CacheKeyStats: Hashable, Sendable {
    /// The provider and region.
    public var key: CacheKey
    /// Stored holidays.
    public var holidays: Int
    /// Coverage rows (one per run of days answered at one time).
    public var spans: Int
    /// Days answered, with or without holidays.
    public var coveredDays: Int
    /// The earliest covered day.
    public var firstDay: CivilDate
    /// The latest covered day.
    public var lastDay: CivilDate
    /// When the oldest answer came (Unix seconds).
    public var oldestFetch: Int64
    /// When the newest answer came (Unix seconds).
    public var newestFetch: Int64

    /// The figures of `key` from its (non-empty) coverage and its holiday count.
    init(key: CacheKey, coverage: [CoveredSpan], holidays: Int) {
        self.key = key
        self.holidays = holidays
        spans = coverage.count
        coveredDays = coverage.reduce(0) { $0 + $1.range.count }
        firstDay = coverage.map(\.range.lowerBound).min()!
        lastDay = coverage.map(\.range.upperBound).max()!
        oldestFetch = coverage.map(\.fetchedAt).min()!
        newestFetch = coverage.map(\.fetchedAt).max()!
    }

    /// One entry per key that has coverage, ordered by provider then region.
    static func collect(
        coverage: [CacheKey: [CoveredSpan]], holidayCounts: [CacheKey: Int]
    ) -> [CacheKeyStats] {
        coverage.filter { !$0.value.isEmpty }
            .map { CacheKeyStats(key: $0.key, coverage: $0.value, holidays: holidayCounts[$0.key] ?? 0) }
            .sorted { ($0.key.provider, $0.key.region) < ($1.key.provider, $1.key.region) }
    }
}
