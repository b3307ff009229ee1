import HolidayFetchCore
import HolidayEngine

/// Abstract API's holidays endpoint: one day per request on the free plan, about one
/// request a second, a small monthly quota, and a key.
///
/// `GET {base}/v1/?api_key=KEY&country=US&year=2026&month=2&day=24`. A subdivision such
/// as `AU-NSW` is the country's answer filtered by each entry's `location`.
public struct AbstractProvider: HolidayProvider {
    /// `abstract`.
    public static let id = "abstract"
    /// `https://holidays.abstractapi.com`.
    public static let defaultBaseURL = "https://holidays.abstractapi.com"
    /// What the provider is, at its default rate.
    public static let standardDescriptor = ProviderDescriptor(
        id: id, displayName: "Abstract API", span: .day, isMetered: true, defaultRate: 1,
        needsKey: true)

    /// What the provider is, at the configured rate.
    public let descriptor: ProviderDescriptor
    private let endpoint: RemoteEndpoint

    /// Creates the provider; `rate` (requests per second) replaces the default of 1.
    public init(
        apiKey: String, baseURL: String = defaultBaseURL, rate: Double? = nil,
        timeout: Duration = .seconds(10), client: any HTTPClient = CurlHTTPClient()
    ) {
        descriptor = Self.standardDescriptor.at(rate: rate)
        endpoint = RemoteEndpoint(
            client: client, baseURL: baseURL, key: APIKey(apiKey), hasAccount: true, timeout: timeout)
    }

    /// Loads the HTTP library before the first request is paced.
    public func prepare() async throws(ProviderError) {
        try await endpoint.prepare()
    }

    /// The holidays of one day: `range` must be a single date.
    public func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        try await answer(range, region: region).holidays
    }

    /// The answer for one day, read an entry at a time: `range` must be a single date.
    public func answer(_ range: DateRange, region: String) async throws(ProviderError) -> ProviderAnswer {
        let place = try ProviderRegion(code: region)
        guard range.count == 1 else {
            throw .badRequest("Abstract API answers one day per request, not \(range.count)")
        }
        let day = range.lowerBound
        let query = URLQuery.encode([
            "api_key": endpoint.key?.value ?? "", "country": place.country,
            "year": String(day.year), "month": String(day.month), "day": String(day.day),
        ])
        let response = try await endpoint.send(url: endpoint.baseURL + "/v1/?" + query)
        guard response.isSuccess else { throw endpoint.failure(response) }
        return try AbstractAnswer.answer(in: response.body, hiding: endpoint.key, day: day, place: place)
    }
}
