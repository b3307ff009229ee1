/// Sends HTTP requests. Providers talk to the network only through this, so tests can put
/// anything behind it.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's answer, whatever its status. Throws only
    /// when no answer arrived. Honours task cancellation.
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse

    /// Gets ready to send, so that the first request leaves as soon as it is sent (loading
    /// a library, say). Throws when requests cannot be sent at all.
    func prepare() async throws(HTTPError)
}

extension HTTPClient {
    /// Nothing to prepare.
    public func prepare() async throws(HTTPError) {}
}
