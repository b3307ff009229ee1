import FakeProviders
import HolidayFetch
import HolidayKit
import Testing

/// The API key goes to the provider and nowhere else: not into any error, message or
/// description, even when a server or libcurl repeats it.
@Suite("API keys never appear in errors")
struct KeySecrecyTests {
    static let key = "SECRET-\(UInt64.random(in: 1_000_000_000...9_999_999_999))-KEY"

    /// Answers in which a careless server repeats the key, and transport failures that
    /// mention it.
    static let outcomes: [Result<HTTPResponse, HTTPError>] = [
        .success(answer(400, "{\"error\": {\"message\": \"bad key \(key) for this product\"}}")),
        .success(answer(400, "{\"message\": \"api_key=\(key)\"}")),
        .success(answer(418, "{\"error\": \"\(key)\"}")),
        .success(answer(401, "{\"error\": {\"message\": \"Invalid API key \(key)\"}}")),
        .success(answer(200, "{\"error\": true, \"reason\": \"key \(key) is blocked\"}")),
        .success(answer(200, "not json \(key)")),
        .failure(.refused("Failed to connect to host?api_key=\(key)")),
        .failure(.unresolved("Could not resolve \(key)")),
        .failure(.tls("certificate for \(key)")),
        .failure(.unavailable("libcurl missing \(key)")),
        .failure(.failed("weird \(key)")),
    ]

    static func answer(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array(body.utf8))
    }

    static func providers(_ client: any HTTPClient) -> [(any HolidayProvider, DateRange, String)] {
        let day = DateRange(day: TestDates.date("2026-02-16"))
        return [
            (AbstractProvider(apiKey: key, client: client), day, "US"),
            (RangeProvider(apiKey: key, baseURL: "http://unused.example", client: client), day, "EE"),
        ]
    }

    @Test(arguments: outcomes)
    func noErrorTextContainsTheKey(outcome: Result<HTTPResponse, HTTPError>) async {
        let client = StubHTTPClient(outcome)
        for (provider, range, region) in Self.providers(client) {
            let result = await Servers.outcome(provider, range, region: region)
            guard case .failure(let error) = result else {
                Issue.record("expected a failure from \(provider.descriptor.id)")
                continue
            }
            let failure = FetchFailure(provider: provider.descriptor.displayName, error: error)
            for text in [
                String(describing: error), String(reflecting: error), failure.description,
                String(reflecting: failure), String(describing: provider), String(reflecting: provider),
            ] {
                #expect(!text.contains(Self.key), "\(provider.descriptor.id): \(text)")
            }
        }
        // The key did go to the provider, in the request itself.
        #expect(client.requests.allSatisfy {
            $0.url.contains(Self.key) || String(decoding: $0.body, as: UTF8.self).contains(Self.key)
        })
    }

    @Test func settingsAndCatalogErrorsHideTheKey() {
        let settings = ProviderSettings(
            id: "abstract", baseURL: "https://user:\(Self.key)@example.com/x?api_key=\(Self.key)",
            apiKey: Self.key)
        #expect(!settings.description.contains(Self.key))
        #expect(!String(reflecting: settings).contains(Self.key))
        do {
            _ = try ProviderCatalog.makeProvider(settings)
            Issue.record("a base URL with a query must be refused")
        } catch {
            #expect(!error.description.contains(Self.key))
            #expect(error.description.contains("example.com/x"))
        }
    }

    @Test func aRealServerEchoingTheKeyDoesNotLeakIt() async throws {
        try await Servers.with({
            try await FakeAbstractServer.start(apiKey: "the-right-key", minimumInterval: nil)
        }) { server in
            server.script([.normal])
            let provider = AbstractProvider(apiKey: Self.key, baseURL: server.baseURL)
            let result = await Servers.outcome(
                provider, DateRange(day: TestDates.date("2026-02-16")), region: "US")
            #expect(result == .failure(.unauthorized))
            #expect(!String(reflecting: result).contains(Self.key))
        }
    }
}
