import CCurl
import Glibc

/// One blocking libcurl transfer: the bridge between `HTTPRequest` and `ccurl_perform`.
struct CurlTransfer: Sendable {
    var request: HTTPRequest
    var maxBodyBytes: Int
    var connectTimeout: Duration

    static var isAvailable: Bool { ccurl_available() != 0 }

    /// Performs the transfer on the calling thread, which it blocks.
    func perform(cancelled flag: CurlCancelFlag) -> Result<HTTPResponse, HTTPError> {
        let lines = request.headers.map { strdup("\($0.name): \($0.value)") }
        defer { lines.forEach { free($0) } }
        // strdup gives nil when memory runs out; libcurl is never handed a missing line.
        guard lines.allSatisfy({ $0 != nil }) else { return .failure(.outOfMemory) }
        let headerPointers = lines.map { UnsafePointer($0) }
        var response = ccurl_response()
        defer { ccurl_response_free(&response) }
        let timeout = Self.milliseconds(request.timeout)
        let code = request.method.rawValue.withCString { method in
            request.url.withCString { url in
                headerPointers.withUnsafeBufferPointer { headers in
                    request.body.withUnsafeBufferPointer { body in
                        var c = ccurl_request()
                        c.method = method
                        c.url = url
                        c.headers = headers.baseAddress
                        c.header_count = headers.count
                        c.body = body.baseAddress.map {
                            UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)
                        }
                        c.body_length = body.count
                        c.timeout_ms = timeout
                        c.connect_timeout_ms = min(timeout, Self.milliseconds(connectTimeout))
                        c.max_body_bytes = maxBodyBytes
                        c.cancelled = UnsafePointer(flag.pointer)
                        return ccurl_perform(&c, &response)
                    }
                }
            }
        }
        return Self.result(code, response)
    }

    private static func result(_ code: ccurl_result, _ response: ccurl_response)
        -> Result<HTTPResponse, HTTPError>
    {
        let message = errorText(response)
        switch code {
        case CCURL_OK:
            let body = response.body.map {
                Array(UnsafeRawBufferPointer(start: $0, count: response.body_length))
            } ?? []
            let retryAfter = response.retry_after_seconds >= 0 ? response.retry_after_seconds : nil
            return .success(
                HTTPResponse(
                    status: response.status, body: body, retryAfter: retryAfter,
                    etag: text(response.etag), lastModified: text(response.last_modified),
                    location: text(response.location)))
        case CCURL_UNAVAILABLE: return .failure(.unavailable(message))
        case CCURL_COULDNT_RESOLVE: return .failure(.unresolved(message))
        case CCURL_COULDNT_CONNECT: return .failure(.refused(message))
        case CCURL_TIMEOUT: return .failure(.timeout)
        case CCURL_TLS: return .failure(.tls(message))
        case CCURL_CANCELLED: return .failure(.cancelled)
        case CCURL_TOO_LARGE: return .failure(.tooLarge)
        case CCURL_NO_MEMORY: return .failure(.outOfMemory)
        case CCURL_SETUP_FAILED: return .failure(.unavailable(message))
        default: return .failure(.failed(message))
        }
    }

    private static func errorText(_ response: ccurl_response) -> String {
        withUnsafeBytes(of: response.error) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// A header the shim kept, nil when it kept none (an empty buffer).
    private static func text<Buffer>(_ buffer: Buffer) -> String? {
        withUnsafeBytes(of: buffer) { bytes in
            let kept = bytes.prefix { $0 != 0 }
            return kept.isEmpty ? nil : String(decoding: kept, as: UTF8.self)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
