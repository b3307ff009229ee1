import HolidayFetch
import Synchronization

/// An `HTTPClient` double that answers every request with one fixed outcome and keeps the
/// requests it was given.
final class StubHTTPClient: HTTPClient {
    private let outcome: Result<HTTPResponse, HTTPError>
    private let log = Mutex<[HTTPRequest]>([])

    init(_ outcome: Result<HTTPResponse, HTTPError>) {
        self.outcome = outcome
    }

    /// Answers `status` with `body`.
    convenience init(status: Int, body: String) {
        self.init(.success(HTTPResponse(status: status, body: Array(body.utf8))))
    }

    var requests: [HTTPRequest] { log.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        log.withLock { $0.append(request) }
        return try outcome.get()
    }
}
