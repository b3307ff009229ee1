/// One HTTP request, as a provider builds it.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    /// The full URL, query included (already percent-encoded).
    public var url: String
    /// Header lines, in the order they are sent.
    public var headers: [HTTPHeader]
    public var body: [UInt8]
    /// The longest the whole exchange may take.
    public var timeout: Duration

    /// Creates a request; `timeout` bounds connecting, sending and receiving together.
    public init(
        method: HTTPMethod = .get, url: String, headers: [HTTPHeader] = [], body: [UInt8] = [],
        timeout: Duration = .seconds(10)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
