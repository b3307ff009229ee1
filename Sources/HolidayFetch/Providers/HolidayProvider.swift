import HolidayKit

/// A source of holidays: the offline rule engine or a remote API.
///
/// An answer covers the whole requested range: a date of the range with no holiday in the
/// answer has none (an empty answer is an answer, and is cached as one).
public protocol HolidayProvider: Sendable {
    var descriptor: ProviderDescriptor { get }

    /// The holidays of `region` in `range`. `range` never exceeds `descriptor.span`.
    func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday]
}

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

/// How much one request to a provider covers.
public enum RequestSpan: Sendable, Hashable {
    /// One day per request (Abstract API's free plan).
    case day
    /// Up to `max` consecutive days per request (seed 002's range API: 30).
    case days(max: Int)
    /// One calendar year per request (Nager.Date).
    case year
}
