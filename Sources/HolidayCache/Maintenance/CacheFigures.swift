/// Totals over per-key figures, shared by `CacheStats` and `CacheClearResult`.
public protocol CacheFigures {
    /// One entry per provider and region, ordered by provider then region.
    var entries: [CacheKeyStats] { get }
}

extension CacheFigures {
    /// Stored holidays, all keys.
    public var holidays: Int { entries.reduce(0) { $0 + $1.holidays } }
    /// Coverage rows, all keys.
    public var spans: Int { entries.reduce(0) { $0 + $1.spans } }
    /// Rows (holidays plus coverage rows), all keys.
    public var rows: Int { holidays + spans }
    /// Covered days, all keys.
    public var coveredDays: Int { entries.reduce(0) { $0 + $1.coveredDays } }
    /// The oldest answer, if any.
    public var oldestFetch: Int64? { entries.map(\.oldestFetch).min() }
    /// The newest answer, if any.
    public var newestFetch: Int64? { entries.map(\.newestFetch).max() }
}
