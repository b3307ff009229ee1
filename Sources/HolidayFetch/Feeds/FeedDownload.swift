import TerminalText

/// One visit to a calendar feed: a GET, conditional when a copy is kept, following
/// redirects itself (each target checked as a configured address is), within
/// `CalendarFeeds.Limits`: a feed that redirects for ever or never ends its body costs
/// bounded time and memory. Blocks the calling thread (a worker's, never the UI's).
struct FeedDownload {
    /// What the server said.
    enum Outcome: Equatable {
        /// A new body with its validators.
        case fetched(body: [UInt8], etag: String?, lastModified: String?)
        /// 304: the copy kept is current.
        case notModified
    }

    let limits: CalendarFeeds.Limits

    /// Visits `address`, sending `etag` and `lastModified` as `If-None-Match` and
    /// `If-Modified-Since` when given.
    func run(_ address: FeedAddress, etag: String?, lastModified: String?) -> Result<Outcome, FeedFailure> {
        let clock = ContinuousClock()
        let deadline = clock.now + limits.timeout
        var current = address
        var redirects = 0
        while true {
            let left = deadline - clock.now
            guard left > .zero else { return .failure(Self.timedOut(limits.timeout)) }
            var headers = [HTTPHeader("Accept", "text/calendar, */*;q=0.5")]
            if let etag { headers.append(HTTPHeader("If-None-Match", etag)) }
            if let lastModified { headers.append(HTTPHeader("If-Modified-Since", lastModified)) }
            let transfer = CurlTransfer(
                request: HTTPRequest(url: current.requested, headers: headers, timeout: left),
                maxBodyBytes: limits.maxBodyBytes, connectTimeout: limits.connectTimeout)
            let response: HTTPResponse
            switch transfer.perform(cancelled: CurlCancelFlag()) {
            case .success(let answer): response = answer
            case .failure(let error): return .failure(problem(error))
            }
            switch response.status {
            case 200..<300:
                return .success(.fetched(body: response.body, etag: response.etag, lastModified: response.lastModified))
            case 304 where etag != nil || lastModified != nil:
                return .success(.notModified)
            case 301, 302, 303, 307, 308:
                redirects += 1
                guard redirects <= limits.maxRedirects else {
                    return .failure(FeedFailure("redirected more than \(limits.maxRedirects) times (a redirect loop?)"))
                }
                guard let location = response.location else {
                    return .failure(FeedFailure("the server redirected (HTTP \(response.status)) without saying where"))
                }
                do { current = try current.following(location) } catch { return .failure(error) }
            default:
                return .failure(FeedFailure("the server answered HTTP \(response.status)"))
            }
        }
    }

    /// The message for a transfer that ended without an answer.
    private func problem(_ error: HTTPError) -> FeedFailure {
        func said(_ text: String) -> String { TerminalSafeText.clean(text, limit: 200) }
        return switch error {
        case .timeout: Self.timedOut(limits.timeout)
        case .tooLarge:
            FeedFailure("the answer is larger than \(limits.maxBodyBytes >> 20) MiB, the most holical reads of a calendar")
        case .unresolved(let text): FeedFailure("the host could not be found (\(said(text)))")
        case .refused(let text): FeedFailure("could not connect (\(said(text)))")
        case .tls(let text): FeedFailure("the secure connection failed (\(said(text)))")
        case .unavailable(let text): FeedFailure(said(text))
        case .outOfMemory: FeedFailure("memory ran out while receiving the answer")
        case .cancelled: FeedFailure("the transfer was cancelled")
        case .failed(let text): FeedFailure("the transfer failed (\(said(text)))")
        }
    }

    private static func timedOut(_ timeout: Duration) -> FeedFailure {
        FeedFailure("no complete answer within \(timeout.components.seconds) s")
    }
}
