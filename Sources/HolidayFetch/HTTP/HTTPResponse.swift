/// What the server answered: any status, including errors (a transfer that failed before
/// a status arrived is an `HTTPError` instead).
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var body: [UInt8]
    /// Seconds from a `Retry-After` header, if the server sent one.
    public var retryAfter: Int?

    /// Creates a response.
    public init(status: Int, body: [UInt8], retryAfter: Int? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
