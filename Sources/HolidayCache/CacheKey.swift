/// Answers are kept per provider and region: Nager's "EE" is not Abstract's "EE".
public struct CacheKey: Hashable, Sendable {
    public var provider: String
    public var region: String

    public init(provider: String, region: String) {
        self.provider = provider
        self.region = region
    }
}
