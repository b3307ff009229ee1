import HolidayCache

/// What `cache clear` says it did.
enum CacheClearReport {
    static func render(_ removed: CacheClearResult, filter: CacheFilter) -> String {
        guard !removed.entries.isEmpty || !removed.feeds.isEmpty else {
            if filter.isEverything { return "The cache was already empty." }
            return filter.feedsOnly
                ? "Nothing to clear: the cache holds no calendar feeds."
                : "Nothing to clear: the cache holds no answers for \(describe(filter))."
        }
        var parts: [String] = []
        if !removed.entries.isEmpty {
            let rows = "\(CacheWording.count(removed.rows, "row")) "
                + "(\(CacheWording.count(removed.holidays, "holiday")), "
                + "\(CacheWording.count(removed.spans, "coverage span")) of "
                + "\(CacheWording.count(removed.coveredDays, "day")))"
            let keys = removed.entries.map { CacheWording.key($0.key) }.joined(separator: ", ")
            parts.append("\(rows) for \(keys)")
        }
        if !removed.feeds.isEmpty {
            let bytes = CacheWording.size(Int64(removed.feeds.reduce(0) { $0 + $1.bytes }))
            parts.append("the copies of \(CacheWording.count(removed.feeds.count, "calendar feed")) (\(bytes))")
        }
        let what = parts.joined(separator: " and ")
        return filter.isEverything ? "Cleared the cache: removed \(what)." : "Removed \(what)."
    }

    /// `provider nager, region EE`.
    private static func describe(_ filter: CacheFilter) -> String {
        [filter.provider.map { "provider \(CacheWording.shown($0))" }, filter.region.map { "region \(CacheWording.shown($0))" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
