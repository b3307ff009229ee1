import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
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

    /// Answers and failures whose text is cut at its length limit in the middle of the
    /// key: 200 characters for a server's message and libcurl's, 100 for a range reason.
    static let cutOutcomes: [Result<HTTPResponse, HTTPError>] = [
        .success(answer(400, "{\"error\": {\"message\": \"\(pad(190))\(key) is not valid\"}}")),
        .success(answer(418, "{\"message\": \"\(pad(192))\(key)\"}")),
        .success(answer(200, "{\"error\": true, \"reason\": \"\(pad(90))\(key) is blocked\"}")),
        .failure(.failed("\(pad(190))\(key)")),
        .failure(.tls("\(pad(180))\(key)")),
    ]

    static func answer(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array(body.utf8))
    }

    static func pad(_ count: Int) -> String { String(repeating: "x", count: count) }

    /// Whether `text` holds six or more consecutive characters of the key, in any case and
    /// however many invisible characters are put between them.
    static func holdsAPieceOfTheKey(_ text: String) -> Bool {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter {
            !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
                && $0.properties.generalCategory != .format
        })).lowercased()
        let characters = Array(key.lowercased())
        return (0...(characters.count - 6)).contains { visible.contains(String(characters[$0..<$0 + 6])) }
    }

    /// The key as a server might echo it back: in another case, or with characters that
    /// draw nothing put inside it (JSON escapes, so the body stays valid JSON).
    static let disguisedKeys: [String] = [
        key.uppercased(), key.lowercased(),
        spliced("\\u200b"), spliced("\\u00ad"), spliced("\\u2060"), spliced("\\ufeff"), spliced("\\u0001"),
        spliced("\\u200b", into: key.uppercased()),
    ]

    /// The key (or `text`) with `invisible` after every third character.
    static func spliced(_ invisible: String, into text: String = key) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            if index > 0, index % 3 == 0 { out += invisible }
            out.append(character)
        }
        return out
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
            for text in Self.texts(of: error, from: provider) {
                #expect(!Self.holdsAPieceOfTheKey(text), "\(provider.descriptor.id): \(text)")
            }
        }
        // The key did go to the provider, in the request itself.
        #expect(client.requests.allSatisfy {
            $0.url.contains(Self.key) || String(decoding: $0.body, as: UTF8.self).contains(Self.key)
        })
    }

    /// The key is removed before the text is cut to its length, so no piece of it is left.
    @Test(arguments: cutOutcomes)
    func aKeyCutByTheLengthLimitLeavesNoPiece(outcome: Result<HTTPResponse, HTTPError>) async {
        await Self.expectFailuresHideTheKey(outcome)
    }

    /// Expects every provider to fail on `outcome` with no piece of the key in any text.
    static func expectFailuresHideTheKey(_ outcome: Result<HTTPResponse, HTTPError>) async {
        for (provider, range, region) in Self.providers(StubHTTPClient(outcome)) {
            guard case .failure(let error) = await Servers.outcome(provider, range, region: region) else {
                Issue.record("expected a failure from \(provider.descriptor.id)")
                continue
            }
            for text in Self.texts(of: error, from: provider) {
                #expect(!Self.holdsAPieceOfTheKey(text), "\(provider.descriptor.id): \(text)")
            }
        }
    }

    /// A key echoed in another case or split by invisible characters is still hidden in
    /// the server's error message.
    @Test(arguments: disguisedKeys)
    func aDisguisedKeyInAnErrorIsHidden(echo: String) async {
        let outcome = Result<HTTPResponse, HTTPError>.success(
            Self.answer(400, "{\"error\": {\"message\": \"bad key \(echo) here\"}, \"reason\": \"key \(echo)\"}"))
        await Self.expectFailuresHideTheKey(outcome)
    }

    /// A key echoed inside a successful answer's holidays (name, local name, description,
    /// type) is gone from the holidays the provider hands on, which are what the cache
    /// stores and the pop-up draws.
    @Test(arguments: [key] + disguisedKeys)
    func aKeyInsideAnAnswersHolidaysIsHidden(echo: String) async {
        let abstract = """
            [{"name": "Day of \(echo)", "name_local": "\(echo)", "description": "about \(echo).",
              "country": "US", "type": "National", "date": "02/16/2026"}]
            """
        let range = """
            {"error": false, "holidays": {"2026-02-16": [{"name": "\(echo) day", "type": "public"}]}}
            """
        let day = DateRange(day: TestDates.date("2026-02-16"))
        let cases: [(any HolidayProvider, String)] = [
            (AbstractProvider(apiKey: Self.key, client: StubHTTPClient(.success(Self.answer(200, abstract)))), "US"),
            (RangeProvider(
                apiKey: Self.key, baseURL: "http://unused.example",
                client: StubHTTPClient(.success(Self.answer(200, range)))), "EE"),
        ]
        for (provider, region) in cases {
            guard case .success(let holidays) = await Servers.outcome(provider, day, region: region) else {
                Issue.record("expected holidays from \(provider.descriptor.id)")
                continue
            }
            #expect(holidays.count == 1, "\(provider.descriptor.id)")
            for holiday in holidays {
                for text in [holiday.name, holiday.localName, holiday.details ?? "", holiday.region] {
                    #expect(!Self.holdsAPieceOfTheKey(text), "\(provider.descriptor.id): \(text)")
                }
                #expect(holiday.name.contains("(key)"), "\(holiday.name)")
            }
        }
    }

    /// Everything holical could print about `error`.
    static func texts(of error: ProviderError, from provider: any HolidayProvider) -> [String] {
        let failure = FetchFailure(provider: provider.descriptor.displayName, error: error)
        return [
            String(describing: error), String(reflecting: error), failure.description,
            String(reflecting: failure), String(describing: provider), String(reflecting: provider),
        ]
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

    /// A 400 whose message repeats the key: the message is read and shown, without it.
    @Test(arguments: ["abstract", "range"])
    func aRealServerEchoingTheKeyDoesNotLeakIt(id: String) async throws {
        try await Servers.with({
            id == "abstract"
                ? try await FakeAbstractServer.start(minimumInterval: nil)
                : try await FakeRangeServer.start()
        }) { server in
            server.setBehavior(.echoingKey(status: 400))
            let provider: any HolidayProvider = id == "abstract"
                ? AbstractProvider(apiKey: Self.key, baseURL: server.baseURL)
                : RangeProvider(apiKey: Self.key, baseURL: server.baseURL)
            let result = await Servers.outcome(
                provider, DateRange(day: TestDates.date("2026-02-16")), region: id == "abstract" ? "US" : "EE")
            #expect(server.requestLog.first?.status == 400)
            guard case .failure(let error) = result, case .badRequest(let message) = error else {
                Issue.record("expected a refused request, got \(result)")
                return
            }
            // The server's message made it through, with the key taken out.
            #expect(message.contains("(key)"), "\(message)")
            for text in Self.texts(of: error, from: provider) {
                #expect(!Self.holdsAPieceOfTheKey(text), "\(text)")
            }
        }
    }
}
