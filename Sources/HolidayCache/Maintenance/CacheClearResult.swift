/// What `clear` removed, per provider and region (as it was before removal); totals come
/// from `CacheFigures`.
public struct CacheClearResult: CacheFigures, Hashable, Sendable {
    public var entries: [CacheKeyStats]

    public init(entries: [CacheKeyStats]) { self.entries = entries }
}
