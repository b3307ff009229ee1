import HolidayFetchCore
import HolidayEngine

/// The 30-day range API (docs/configuration.md, "Providers"): Estonian public holidays and
/// folk calendar days, at most 30 days per request, with a key.
///
/// `POST {base}` with `{"apiKey": KEY, "startDate": "2019-02-01", "endDate": "2019-02-28"}`.
/// It has no public address, so there is no default base URL: the user configures one.
public struct RangeProvider: HolidayProvider {
    /// `range`.
    public static let id = "range"
    /// The most days one request may cover.
    public static let maxDays = 30
    /// The only region the API knows.
    public static let region = "EE"
    /// What the provider is, at its default rate.
    public static let standardDescriptor = ProviderDescriptor(
        id: id, displayName: "Range API", span: .days(max: maxDays), isMetered: true,
        defaultRate: 1, needsKey: true)

    /// What the provider is, at the configured rate.
    public let descriptor: ProviderDescriptor
    private let endpoint: RemoteEndpoint

    /// Creates the provider; `rate` (requests per second) replaces the default of 1.
    public init(
        apiKey: String, baseURL: String, rate: Double? = nil, timeout: Duration = .seconds(10),
        client: any HTTPClient = CurlHTTPClient()
    ) {
        descriptor = Self.standardDescriptor.at(rate: rate)
        endpoint = RemoteEndpoint(
            client: client, baseURL: baseURL, key: APIKey(apiKey), hasAccount: true, timeout: timeout)
    }

    /// Loads the HTTP library before the first request is paced.
    public func prepare() async throws(ProviderError) {
        try await endpoint.prepare()
    }

    /// The holidays in `range` (at most 30 days) for `EE`, the only region it knows.
    public func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        try await answer(range, region: region).holidays
    }

    /// The answer for `range` (at most 30 days) for `EE`, the only region it knows.
    public func answer(_ range: DateRange, region: String) async throws(ProviderError) -> ProviderAnswer {
        let place = try ProviderRegion(code: region)
        guard place.code == Self.region else { throw .unsupportedRegion(place.code) }
        guard range.count <= Self.maxDays else {
            throw .badRequest("the range API answers at most \(Self.maxDays) days, not \(range.count)")
        }
        let body = JSONValue.object([
            "apiKey": .string(endpoint.key?.value ?? ""),
            "startDate": .string(range.lowerBound.description), "endDate": .string(range.upperBound.description),
        ])
        let response = try await endpoint.send(
            .post, url: endpoint.baseURL, headers: [.json, .acceptJSON], body: Array(body.serialized.utf8))
        // Errors come as `{"error": true, "reason": ...}`, with whatever status; 429 and 5xx
        // are the transport's trouble whatever the body says.
        if response.isSuccess || !(response.status == 429 || response.status >= 500),
           let json = JSONAnswer.parseIfPossible(response.body, hiding: endpoint.key)?.members,
           JSONAnswer.flag(json["error"]) == true
        {
            throw RangeAnswer.failure(reason: JSONAnswer.text(json["reason"], limit: 100, hiding: endpoint.key))
        }
        guard response.isSuccess else { throw endpoint.failure(response) }
        return try RangeAnswer.answer(in: JSONAnswer.parse(response.body, hiding: endpoint.key), range: range)
    }
}
