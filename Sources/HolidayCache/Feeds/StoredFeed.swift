/// A calendar feed's last good copy as the cache keeps it: the body the server sent, the
/// validators that let a revisit ask "changed since?", and when it was fetched and last
/// confirmed (docs/calendar-files.md, "Calendars at an address").
public struct StoredFeed: Sendable, Hashable {
    /// The address, without any user or password (those are never stored).
    public var url: String
    /// The iCalendar text, as the server sent it (only a copy that could be read is kept).
    public var body: String
    /// The `ETag` the server sent with it, for `If-None-Match`.
    public var etag: String?
    /// The `Last-Modified` the server sent with it, for `If-Modified-Since`.
    public var lastModified: String?
    /// When the body was fetched (a 200), in Unix seconds.
    public var fetchedAt: Int64
    /// When the server last confirmed it (a 200 or a 304), in Unix seconds: the refresh
    /// interval counts from here, and its age is shown from here.
    public var checkedAt: Int64

    /// Creates a copy.
    public init(url: String, body: String, etag: String?, lastModified: String?, fetchedAt: Int64, checkedAt: Int64) {
        self.url = url
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.fetchedAt = fetchedAt
        self.checkedAt = checkedAt
    }
}
