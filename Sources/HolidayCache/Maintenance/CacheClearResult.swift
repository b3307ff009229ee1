/// What `clear` removed, per provider and region (as it was before removal); totals come
/// from `CacheFigures`.
public struct CacheClearResult: CacheFigures, Hashable, Sendable {
    /// One entry per removed provider and region, ordered by provider then region.
    public var entries: [CacheKeyStats]

    public init(entries: [CacheKeyStats]) { self.entries = entries }
}
