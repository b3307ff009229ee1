import HolidayFetchCore

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

    /// Loads libcurl, on a thread of its own: `dlopen` takes 10 ms or more, and a first
    /// request that paid it after its turn came would reach the server late, so close to the
    /// next one that a server counting arrivals refuses the second.
    public func prepare() async throws(HTTPError) {
        let available = await withCheckedContinuation { continuation in
            let started = DedicatedThread.start {
                continuation.resume(returning: Self.isAvailable)
            }
            if !started { continuation.resume(returning: Self.isAvailable) }
        }
        guard available else { throw .unavailable("libcurl (libcurl.so.4) could not be loaded") }
    }

    /// Sends `request` through libcurl on a thread of its own.
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let flag = CurlCancelFlag()
        let transfer = CurlTransfer(
            request: request, maxBodyBytes: maxBodyBytes, connectTimeout: connectTimeout)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let started = DedicatedThread.start {
                    continuation.resume(returning: transfer.perform(cancelled: flag))
                }
                if !started {
                    continuation.resume(returning: .failure(.unavailable("the system refused a thread for the request")))
                }
            }
        } onCancel: {
            flag.cancel()
        }
        return try result.get()
    }
}
