/// What a provider is and what one request to it may cover.
public struct ProviderDescriptor: Sendable, Hashable {
    /// `abstract`, as written on the command line and in the cache.
    public var id: String
    /// `Abstract API`, as shown to the user.
    public var displayName: String
    /// The largest span one request may cover.
    public var span: RequestSpan
    /// Whether each request costs quota: then only what is on screen is fetched.
    public var isMetered: Bool
    /// Requests per second the provider allows.
    public var defaultRate: Double
    /// Whether the provider needs an API key.
    public var needsKey: Bool

    public init(
        id: String, displayName: String, span: RequestSpan, isMetered: Bool,
        defaultRate: Double, needsKey: Bool
    ) {
        self.id = id
        self.displayName = displayName
        self.span = span
        self.isMetered = isMetered
        self.defaultRate = defaultRate
        self.needsKey = needsKey
    }
}
