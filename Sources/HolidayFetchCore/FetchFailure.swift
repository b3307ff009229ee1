/// A failure as the user should see it: which provider, what went wrong, what to do.
public struct FetchFailure: Error, Sendable, Hashable {
    public var provider: String
    public var error: ProviderError

    public init(provider: String, error: ProviderError) {
        self.provider = provider
        self.error = error
    }
}
