/// What `clear` removes: everything; the answers of one provider and/or one region; or
/// only the calendar feeds' copies.
public struct CacheFilter: Hashable, Sendable {
    /// Only this provider (`nager`), or any.
    public var provider: String?
    /// Only this region (`EE`), or any.
    public var region: String?
    /// Only the calendar feeds' copies, no provider's answers.
    public var feedsOnly: Bool

    public init(provider: String? = nil, region: String? = nil, feedsOnly: Bool = false) {
        self.provider = provider
        self.region = region
        self.feedsOnly = feedsOnly
    }

    /// Every answer of every provider and region, and every feed's copy.
    public static let everything = CacheFilter()

    /// Whether the filter selects everything the cache holds.
    public var isEverything: Bool { provider == nil && region == nil && !feedsOnly }

    /// Whether the filter selects the calendar feeds' copies: they belong to no provider or
    /// region, so naming one leaves them.
    public var selectsFeeds: Bool { feedsOnly || (provider == nil && region == nil) }

    /// Whether `key` is one the filter selects. Names compare without regard to ASCII case,
    /// as users type `ee` for `EE` (the SQLite store's `COLLATE NOCASE` does the same).
    public func matches(_ key: CacheKey) -> Bool {
        !feedsOnly && Self.same(provider, key.provider) && Self.same(region, key.region)
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
