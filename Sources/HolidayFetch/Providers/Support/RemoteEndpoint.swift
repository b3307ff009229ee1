import HolidayFetchCore
import HolidayEngine

/// Where a remote provider sends its requests and how: the HTTP client, the base URL, the
/// key and the timeout. Turns transport failures and error statuses into `ProviderError`s
/// with the key removed from every message.
struct RemoteEndpoint: Sendable {
    var client: any HTTPClient
    /// Without a trailing slash.
    var baseURL: String
    var key: APIKey?
    /// Whether the provider knows its users by a key with a quota. Only then is a 401 or
    /// 403 a rejected key and a 422 a spent quota; Nager.Date has neither, and sending its
    /// user to set a key or wait for a quota would send them the wrong way.
    var hasAccount: Bool
    var timeout: Duration

    init(client: any HTTPClient, baseURL: String, key: APIKey?, hasAccount: Bool, timeout: Duration) {
        self.client = client
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.key = key
        self.hasAccount = hasAccount
        self.timeout = timeout
    }

    /// Sends `request`; any status comes back, only a failed transfer throws.
    func send(
        _ method: HTTPMethod = .get, url: String, headers: [HTTPHeader] = [.acceptJSON],
        body: [UInt8] = []
    ) async throws(ProviderError) -> HTTPResponse {
        let request = HTTPRequest(
            method: method, url: url, headers: headers, body: body, timeout: timeout)
        do {
            return try await client.send(request)
        } catch {
            throw failure(error)
        }
    }

    /// Gets the client ready to send.
    func prepare() async throws(ProviderError) {
        do {
            try await client.prepare()
        } catch {
            throw failure(error)
        }
    }

    /// The error for a failed transfer.
    func failure(_ error: HTTPError) -> ProviderError {
        func say(_ text: String) -> String { key.cleaned(text, limit: 200) }
        return switch error {
        case .unavailable(let text): .transportUnavailable(say(text))
        case .unresolved(let text), .refused(let text), .failed(let text): .unreachable(say(text))
        case .tls(let text): .unreachable(say("TLS: " + text))
        case .timeout: .timeout
        case .cancelled: .unreachable("the request was cancelled")
        case .tooLarge: .malformed("the answer is too large")
        case .outOfMemory: .outOfMemory
        }
    }

    /// The error for an answer whose status is not 2xx, with the server's own message
    /// (cleaned, and without the key) where it sent one.
    func failure(_ response: HTTPResponse) -> ProviderError {
        let message = JSONAnswer.errorMessage(response.body, hiding: key)
        let status = response.status
        switch status {
        case 401 where hasAccount, 403 where hasAccount: return .unauthorized
        case 422 where hasAccount: return .quotaExhausted
        case 429: return .rateLimited(retryAfterSeconds: response.retryAfter)
        case 500...599: return .server(status: status)
        case 300...399: return .badRequest("redirected (HTTP \(status)): check the base URL")
        case 404: return .badRequest("not found (HTTP 404): check the base URL")
        default: return .badRequest(message.map { "\($0) (HTTP \(status))" } ?? "HTTP \(status)")
        }
    }
}
