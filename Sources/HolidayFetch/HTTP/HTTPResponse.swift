/// What the server answered: any status, including errors (a transfer that failed before
/// a status arrived is an `HTTPError` instead).
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var body: [UInt8]
    /// Seconds from a `Retry-After` header, if the server sent one.
    public var retryAfter: Int?
    /// The `ETag` header, if the server sent one (a calendar feed's validator).
    public var etag: String?
    /// The `Last-Modified` header, if the server sent one.
    public var lastModified: String?
    /// The `Location` header of a redirect, if the server sent one; never followed by the
    /// client itself (docs/calendar-files.md, "Calendars at an address").
    public var location: String?

    /// Creates a response.
    public init(
        status: Int, body: [UInt8], retryAfter: Int? = nil, etag: String? = nil, lastModified: String? = nil,
        location: String? = nil
    ) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
        self.etag = etag
        self.lastModified = lastModified
        self.location = location
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
