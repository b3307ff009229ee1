import HolidayCache

/// What `cache clear` says it did.
enum CacheClearReport {
    static func render(_ removed: CacheClearResult, filter: CacheFilter) -> String {
        guard !removed.entries.isEmpty else {
            return filter.isEverything
                ? "The cache was already empty."
                : "Nothing to clear: the cache holds no answers for \(describe(filter))."
        }
        let rows = "\(CacheWording.count(removed.rows, "row")) "
            + "(\(CacheWording.count(removed.holidays, "holiday")), "
            + "\(CacheWording.count(removed.spans, "coverage span")) of "
            + "\(CacheWording.count(removed.coveredDays, "day")))"
        let keys = removed.entries.map { CacheWording.key($0.key) }.joined(separator: ", ")
        return filter.isEverything
            ? "Cleared the cache: removed \(rows) for \(keys)."
            : "Removed \(rows) for \(keys)."
    }

    /// `provider nager, region EE`.
    private static func describe(_ filter: CacheFilter) -> String {
        [filter.provider.map { "provider \(CacheWording.shown($0))" }, filter.region.map { "region \(CacheWording.shown($0))" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
