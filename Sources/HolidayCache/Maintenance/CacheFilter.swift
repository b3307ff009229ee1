/// Which answers `clear` removes: all, or those of one provider and/or one region.
public struct CacheFilter: Hashable, Sendable {
    /// Only this provider (`nager`), or any.
    public var provider: String?
    /// Only this region (`EE`), or any.
    public var region: String?

    public init(provider: String? = nil, region: String? = nil) {
        self.provider = provider
        self.region = region
    }

    /// Every answer of every provider and region.
    public static let everything = CacheFilter()

    /// Whether the filter names neither a provider nor a region.
    public var isEverything: Bool { provider == nil && region == nil }

    /// Whether `key` is one the filter selects. Names compare without regard to ASCII case,
    /// as users type `ee` for `EE` (the SQLite store's `COLLATE NOCASE` does the same).
    public func matches(_ key: CacheKey) -> Bool {
        Self.same(provider, key.provider) && Self.same(region, key.region)
    }

    private static func same(_ wanted: String?, _ actual: String) -> Bool {
        guard let wanted else { return true }
        return wanted.asciiLowercased == actual.asciiLowercased
    }
}

extension String {
    /// The string with ASCII letters lowercased and everything else unchanged, like SQLite's
    /// NOCASE collation.
    fileprivate var asciiLowercased: String {
        String(decoding: utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
