import Foundation

/// The `HTTPClient` of the app: libcurl, loaded on the first request.
///
/// `curl_easy_perform` blocks, so each request runs on a thread of its own rather than on
/// the cooperative pool (a blocked pool thread would stall every task of the app; at about
/// one request a second a thread per request costs nothing worth measuring).
public struct CurlHTTPClient: HTTPClient {
    /// The largest answer accepted; holiday answers are a few kilobytes.
    public var maxBodyBytes: Int
    /// The longest connecting may take, within the request's own timeout.
    public var connectTimeout: Duration

    /// Creates a client.
    public init(maxBodyBytes: Int = 4 << 20, connectTimeout: Duration = .seconds(10)) {
        self.maxBodyBytes = maxBodyBytes
        self.connectTimeout = connectTimeout
    }

    /// Whether libcurl can be loaded on this machine.
    public static var isAvailable: Bool { CurlTransfer.isAvailable }

    /// Sends `request` through libcurl on a thread of its own.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let flag = CurlCancelFlag()
        let transfer = CurlTransfer(
            request: request, maxBodyBytes: maxBodyBytes, connectTimeout: connectTimeout)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(returning: transfer.perform(cancelled: flag))
                }
                thread.name = "holical-http"
                thread.start()
            }
        } onCancel: {
            flag.cancel()
        }
        return try result.get()
    }
}
