/// A failure as the user should see it: which provider, what went wrong, what to do.
public struct FetchFailure: Error, Sendable, Hashable {
    public var provider: String
    public var error: ProviderError

    public init(provider: String, error: ProviderError) {
        self.provider = provider
        self.error = error
    }
}

extension FetchFailure: CustomStringConvertible {
    /// The one line the status bar shows for each failure: what happened and what to do.
    public var description: String {
        switch error {
        case .unauthorized:
            "\(provider) rejected the key: set HOLICAL_API_KEY"
        case .quotaExhausted:
            "\(provider): quota used up; cached days are still shown"
        case .rateLimited:
            "\(provider) is refusing requests for now (HTTP 429): r to retry"
        case .server(let status):
            "\(provider) server error (\(status)): r to retry"
        case .badRequest(let reason):
            "\(provider) refused the request: \(reason)"
        case .unreachable:
            "offline: \(provider) cannot be reached; r to retry"
        case .timeout:
            "\(provider) did not answer in time: r to retry"
        case .malformed:
            "\(provider) sent an answer holical cannot read: r to retry"
        case .tooLarge(let held, let kept):
            "\(provider) sent \(held) holidays in one answer; holical kept \(kept): the other days are unknown"
        case .unsupportedRegion(let region):
            "\(provider) has no holidays for \(region)"
        case .outOfMemory:
            "out of memory: \(provider) could not be asked; r to retry"
        case .transportUnavailable:
            "remote providers need libcurl (libcurl4): install it or use --provider offline"
        }
    }

    /// Whether the provider has stopped for good in this session: the key, the quota, the
    /// region or libcurl must be fixed first. `HolidayFetcher` stops on exactly these;
    /// other failures are retried by the next demand or `r`.
    public var stopsProvider: Bool {
        switch error {
        case .unauthorized, .quotaExhausted, .transportUnavailable, .unsupportedRegion: true
        default: false
        }
    }
}
