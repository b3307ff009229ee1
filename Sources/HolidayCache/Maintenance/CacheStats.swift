/// What a store holds, per provider and region; totals come from `CacheFigures`.
public struct CacheStats: CacheFigures, Hashable, Sendable {
    /// The cache file, or nil for a store in memory.
    public var path: String?
    /// Bytes on disk (the database and its write-ahead log), or nil for a store in memory.
    public var fileSize: Int64?
    /// One entry per provider and region, ordered by provider then region.
    public var entries: [CacheKeyStats]
    /// The calendar feeds' kept copies, ordered by address.
    public var feeds: [StoredFeedStats]

    public init(path: String?, fileSize: Int64?, entries: [CacheKeyStats], feeds: [StoredFeedStats] = []) {
        self.path = path
        self.fileSize = fileSize
        self.entries = entries
        self.feeds = feeds
    }
}
