/// What `clear` removed, per provider and region (as it was before removal); totals come
/// from `CacheFigures`.
public struct CacheClearResult: CacheFigures, Hashable, Sendable {
    /// One entry per removed provider and region, ordered by provider then region.
    public var entries: [CacheKeyStats]
    /// The calendar feeds' copies removed, ordered by address.
    public var feeds: [StoredFeedStats]

    public init(entries: [CacheKeyStats], feeds: [StoredFeedStats] = []) {
        self.entries = entries
        self.feeds = feeds
    }
}
