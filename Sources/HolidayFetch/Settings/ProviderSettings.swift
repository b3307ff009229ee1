/// How the user configured the provider: filled by the command line layer from flags,
/// the environment and the configuration file.
public struct ProviderSettings: Sendable, Hashable {
    /// `offline`, `abstract`, `nager`, `range`.
    public var id: String
    /// nil: the provider's default address (`range` has none and needs one).
    public var baseURL: String?
    /// Never printed: `description` only says whether it is set.
    public var apiKey: String?
    /// Requests per second; nil: the provider's default.
    public var rate: Double?
    /// The longest one request may take, in seconds; nil: 10.
    public var timeoutSeconds: Double?

    /// Creates settings for provider `id`.
    public init(
        id: String, baseURL: String? = nil, apiKey: String? = nil, rate: Double? = nil,
        timeoutSeconds: Double? = nil
    ) {
        self.id = id
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.rate = rate
        self.timeoutSeconds = timeoutSeconds
    }

    /// The request timeout when none is configured.
    public static let defaultTimeoutSeconds = 10.0

    /// The rates accepted, in requests per second: from one request in about 17 minutes
    /// to a thousand a second (beyond that the pacing itself is meaningless).
    public static let rates: ClosedRange<Double> = 0.001...1_000

    /// The request timeouts accepted, in seconds: a tenth of a second (less and even a
    /// nearby server times out) to an hour. Bounded so that any accepted value converts to
    /// a `Duration` without overflow (`timeout = 1e30` once trapped at start).
    public static let timeouts: ClosedRange<Double> = 0.1...3_600
}

extension ProviderSettings: CustomStringConvertible, CustomDebugStringConvertible {
    /// Every setting but the key, which shows only whether it is set.
    public var description: String {
        "provider=\(id) base-url=\(baseURL.map(BaseURL.shown) ?? "(default)") "
            + "rate=\(rate.map { String($0) } ?? "(default)") "
            + "timeout=\(timeoutSeconds.map { String($0) } ?? "(default)") "
            + "api-key=\(APIKey(apiKey) == nil ? "unset" : "set")"
    }

    /// The same, for debugging output: the key stays hidden there too.
    public var debugDescription: String { "ProviderSettings(\(description))" }
}
