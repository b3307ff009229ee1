/// What the cache keeps of one calendar feed (`StoredFeed`), without its body: for
/// `holical cache stats` and `clear`.
public struct StoredFeedStats: Hashable, Sendable {
    /// The address, without any user or password.
    public var url: String
    /// Bytes of the kept copy.
    public var bytes: Int
    /// When the copy was fetched (Unix seconds).
    public var fetchedAt: Int64
    /// When the server last confirmed it (Unix seconds).
    public var checkedAt: Int64
    /// Whether the server sent an `ETag` or a `Last-Modified`, so a revisit can be answered
    /// "not modified" without the body.
    public var canRevalidate: Bool

    public init(url: String, bytes: Int, fetchedAt: Int64, checkedAt: Int64, canRevalidate: Bool) {
        self.url = url
        self.bytes = bytes
        self.fetchedAt = fetchedAt
        self.checkedAt = checkedAt
        self.canRevalidate = canRevalidate
    }
}
