import HolidayFetchCore
import HolidayEngine

/// Nager.Date: public holidays of a whole year per request, no key, no quota.
///
/// `GET {base}/api/v3/PublicHolidays/{year}/{countryCode}`. A subdivision such as `AU-NSW`
/// is the country's list filtered by each entry's `counties`. A 404 (a country it does not
/// know, or a wrong base URL) is `.unsupportedRegion`, never an empty answer.
public struct NagerProvider: HolidayProvider {
    /// `nager`.
    public static let id = "nager"
    /// `https://date.nager.at`.
    public static let defaultBaseURL = "https://date.nager.at"
    /// What the provider is, at its default rate (its limits are unknown: be polite).
    public static let standardDescriptor = ProviderDescriptor(
        id: id, displayName: "Nager.Date", span: .year, isMetered: false, defaultRate: 2,
        needsKey: false)

    /// What the provider is, at the configured rate.
    public let descriptor: ProviderDescriptor
    private let endpoint: RemoteEndpoint

    /// Creates the provider; `rate` (requests per second) replaces the default of 2.
    public init(
        baseURL: String = defaultBaseURL, rate: Double? = nil, timeout: Duration = .seconds(10),
        client: any HTTPClient = CurlHTTPClient()
    ) {
        descriptor = Self.standardDescriptor.at(rate: rate)
        endpoint = RemoteEndpoint(client: client, baseURL: baseURL, key: nil, hasAccount: false, timeout: timeout)
    }

    /// Loads the HTTP library before the first request is paced.
    public func prepare() async throws(ProviderError) {
        try await endpoint.prepare()
    }

    /// The holidays in `range`, from its year's list; `range` must lie within one year.
    public func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        try await answer(range, region: region).holidays
    }

    /// The answer for `range`, read an entry at a time; `range` must lie within one year.
    public func answer(_ range: DateRange, region: String) async throws(ProviderError) -> ProviderAnswer {
        let place = try ProviderRegion(code: region)
        guard range.lowerBound.year == range.upperBound.year else {
            throw .badRequest("Nager.Date answers one year per request, not \(range)")
        }
        let url = endpoint.baseURL + "/api/v3/PublicHolidays/\(range.lowerBound.year)/"
            + URLQuery.escape(place.country)
        let response = try await endpoint.send(url: url)
        // 404 is Nager.Date's "country code is unknown", or a wrong base URL: either way
        // not "no holidays", which would be cached for good. Every built-in region is a
        // Nager.Date country, so asking again will not help: `.unsupportedRegion` stops
        // the provider for the session. An empty list (`[]`) is a real answer; an empty
        // body is not JSON, so it is a failure (`.malformed`), never "no holidays".
        if response.status == 404 { throw .unsupportedRegion(place.code) }
        guard response.isSuccess else { throw endpoint.failure(response) }
        return try NagerAnswer.answer(
            in: response.body, hiding: endpoint.key, range: range, place: place)
    }
}
