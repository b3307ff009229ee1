import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Range API provider against the fake server")
struct RangeProviderTests {
    let key = "range-test-key"

    func provider(_ server: FakeProviderServer, key: String? = nil) -> RangeProvider {
        RangeProvider(apiKey: key ?? self.key, baseURL: server.baseURL, timeout: .seconds(5))
    }

    func start() async throws -> FakeProviderServer {
        try await FakeRangeServer.start(apiKey: key)
    }

    @Test func decodesPublicAndFolkDaysAndPostsTheContractBody() async throws {
        try await Servers.with({ try await start() }) { server in
            let february = TestDates.range("2026-02-01", "2026-02-28")
            let holidays = try await provider(server).fetch(february, region: "EE")
            #expect(holidays.map(\.name) == [
                "Küünlapäev (fake)", "Iseseisvuspäev (fake)", "Talvine madisepäev (fake)",
            ])
            #expect(holidays.map(\.kind) == [.folk, .public, .folk])
            let request = try #require(server.requestLog.first)
            #expect(request.method == "POST")
            #expect(request.asked == february)
            #expect(request.body.contains("\"apiKey\":\"\(key)\""))
            #expect(request.query.isEmpty)
        }
    }

    @Test func thirtyDaysAreOneRequestAndMoreAreRefusedBeforeSending() async throws {
        try await Servers.with({ try await start() }) { server in
            let thirty = TestDates.range("2026-02-01", "2026-03-02")
            #expect(thirty.count == 30)
            _ = try await provider(server).fetch(thirty, region: "EE")
            let result = await Servers.outcome(
                provider(server), TestDates.range("2026-02-01", "2026-03-03"), region: "EE")
            #expect(result.isFailure)
            #expect(server.requestCount == 1)
        }
    }

    @Test func aWrongKeyIsUnauthorized() async throws {
        try await Servers.with({ try await start() }) { server in
            let result = await Servers.outcome(
                provider(server, key: "WRONG-RANGE-KEY"), TestDates.range("2026-02-01", "2026-02-28"),
                region: "EE")
            #expect(result == .failure(.unauthorized))
            #expect(server.requestLog.first?.status == 401)
        }
    }

    @Test(arguments: [
        ("{\"error\": true, \"reason\": \"invalid-dates\"}", 200, ProviderError.badRequest("invalid-dates")),
        ("{\"error\": true, \"reason\": \"invalid-request\"}", 400, .badRequest("invalid-request")),
        ("{\"error\": \"true\", \"reason\": \"invalid-api-key\"}", 200, .unauthorized),
        ("{\"error\": true, \"reason\": \"quota-exceeded\"}", 422, .quotaExhausted),
        ("{\"error\": true}", 400, .badRequest("the range API reported an error without a reason")),
        ("{\"error\": false, \"holidays\": {}}", 200, nil),
        ("{\"error\": false}", 200, .malformed("expected holidays by date")),
        ("[1, 2]", 200, .malformed("expected an object with holidays")),
    ] as [(String, Int, ProviderError?)])
    func mapsErrorBodies(body: String, status: Int, expected: ProviderError?) async {
        let provider = RangeProvider(
            apiKey: key, baseURL: "http://unused.example", client: StubHTTPClient(status: status, body: body))
        let result = await Servers.outcome(provider, TestDates.range("2026-02-01", "2026-02-28"), region: "EE")
        #expect(result == (expected.map { .failure($0) } ?? .success([])))
    }

    @Test func toleratesUnpaddedDatesAndAListOfEntries() async throws {
        let body = """
            {"error": false, "extra": 1, "holidays": [
              {"date": "2026-2-2", "name": "Küünlapäev", "type": "folk"},
              {"date": "2026-02-24", "name": "Iseseisvuspäev", "type": "public"},
              {"date": "2026-03-24", "name": "Outside", "type": "public"}]}
            """
        let provider = RangeProvider(
            apiKey: key, baseURL: "http://unused.example", client: StubHTTPClient(status: 200, body: body))
        let holidays = try await provider.fetch(TestDates.range("2026-02-01", "2026-02-28"), region: "EE")
        #expect(holidays.map(\.name) == ["Küünlapäev", "Iseseisvuspäev"])
    }

    @Test(arguments: [
        (FakeBehavior.status(429), ProviderError.rateLimited(retryAfterSeconds: nil)),
        (.status(500), .server(status: 500)),
        (.status(503), .server(status: 503)),
        (.status(422), .quotaExhausted),
        (.malformed, .malformed("the answer is not JSON")),
    ])
    func mapsEachErrorAnswer(behavior: FakeBehavior, expected: ProviderError) async throws {
        try await Servers.with({ try await start() }) { server in
            server.setBehavior(behavior)
            let result = await Servers.outcome(
                provider(server), TestDates.range("2026-02-01", "2026-02-28"), region: "EE")
            #expect(result == .failure(expected))
        }
    }

    @Test func escapeSequencesInNamesAreRemoved() async throws {
        try await Servers.with({ try await start() }) { server in
            server.setBehavior(.hostileNames)
            let holidays = try await provider(server).fetch(
                TestDates.range("2026-02-01", "2026-02-28"), region: "EE")
            #expect(holidays.map(\.name) == [
                "Küünlapäev (fake)", "Iseseisvuspäev (fake)", "Talvine madisepäev (fake)",
            ])
        }
    }

    @Test func onlyEstoniaIsAnswered() async {
        let stub = StubHTTPClient(status: 200, body: "{}")
        let provider = RangeProvider(apiKey: key, baseURL: "http://unused.example", client: stub)
        let result = await Servers.outcome(provider, TestDates.range("2026-02-01", "2026-02-28"), region: "US")
        #expect(result == .failure(.unsupportedRegion("US")))
        #expect(stub.requests.isEmpty)
    }
}
