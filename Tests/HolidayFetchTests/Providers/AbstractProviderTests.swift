import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Abstract API provider against the fake server")
struct AbstractProviderTests {
    let key = "abstract-test-key"

    func provider(_ server: FakeProviderServer, timeout: Duration = .seconds(5)) -> AbstractProvider {
        AbstractProvider(apiKey: key, baseURL: server.baseURL, timeout: timeout)
    }

    func start(minimumInterval: Duration? = nil) async throws -> FakeProviderServer {
        try await FakeAbstractServer.start(apiKey: key, minimumInterval: minimumInterval)
    }

    @Test func decodesADayAndSendsTheContractQuery() async throws {
        try await Servers.with({ try await start() }) { server in
            let day = TestDates.date("2026-02-16")
            let holidays = try await provider(server).fetch(DateRange(day: day), region: "US")
            #expect(holidays == [
                Holiday(
                    date: day, name: "Presidents' Day (fake)",
                    localName: "Washington's Birthday (fake)", kind: .public, region: "US",
                    details: "Third Monday of February"),
            ])
            let request = try #require(server.requestLog.first)
            #expect(request.path == "/v1/")
            #expect(request.query == [
                "api_key": key, "country": "US", "year": "2026", "month": "2", "day": "16",
            ])
        }
    }

    @Test func aDayWithoutHolidaysIsAnEmptyAnswer() async throws {
        try await Servers.with({ try await start() }) { server in
            let holidays = try await provider(server).fetch(
                DateRange(day: TestDates.date("2026-02-17")), region: "US")
            #expect(holidays.isEmpty)
        }
    }

    @Test func readsUnpaddedDatesAndMapsTypes() async throws {
        let day = TestDates.date("2026-02-02")
        let dataset = FakeDataset([
            FakeHoliday(day, "Küünlapäev", kind: .folk, country: "EE"),
            FakeHoliday(day, "A", country: "EE", providerType: "public_holiday"),
            FakeHoliday(day, "B", country: "EE", providerType: "Religious"),
            FakeHoliday(day, "C", country: "EE", providerType: "Bank Holiday"),
            FakeHoliday(day, "D", country: "EE", providerType: "Something new"),
        ])
        try await Servers.with({
            try await FakeAbstractServer.start(apiKey: key, dataset: dataset, minimumInterval: nil)
        }) { server in
            server.setUnpaddedDates(true)
            let holidays = try await provider(server).fetch(DateRange(day: day), region: "EE")
            #expect(Dictionary(uniqueKeysWithValues: holidays.map { ($0.name, $0.kind) }) == [
                "Küünlapäev": .folk, "A": .public, "B": .religious, "C": .bank, "D": .other,
            ])
            #expect(holidays.allSatisfy { $0.date == day })
        }
    }

    @Test func toleratesMissingAndUnknownFields() async throws {
        let body = """
            [{"name": "Only a name"},
             {"name_local": "Nimi", "type": "National", "date": "02/16/2026", "shiny": [1, {"a": null}]},
             {"date_year": "2026", "date_month": 2, "date_day": "16", "name": "Split date", "type": null},
             {"type": "National"},
             {"name": "Another day", "date": "02/17/2026"},
             {"name": "Year first", "date": "2026/02/16", "type": "Observance"},
             {"name": "Impossible", "date": "02/30/2026"},
             "not an object", 42]
            """
        let provider = AbstractProvider(apiKey: key, client: StubHTTPClient(status: 200, body: body))
        let holidays = try await provider.fetch(DateRange(day: TestDates.date("2026-02-16")), region: "US")
        #expect(holidays.map(\.name).sorted() == ["Impossible", "Nimi", "Only a name", "Split date", "Year first"])
        #expect(holidays.first { $0.name == "Only a name" }?.kind == .other)
        #expect(holidays.first { $0.name == "Nimi" }?.kind == .public)
        #expect(holidays.allSatisfy { $0.region == "US" && $0.date == TestDates.date("2026-02-16") })
    }

    @Test(arguments: [
        (FakeBehavior.status(401), ProviderError.unauthorized),
        (.status(422), .quotaExhausted),
        (.status(429), .rateLimited(retryAfterSeconds: nil)),
        (.status(500), .server(status: 500)),
        (.status(503), .server(status: 503)),
        (.status(400), .badRequest("Bad request (HTTP 400)")),
        (.malformed, .malformed("the answer is not JSON")),
    ])
    func mapsEachErrorAnswer(behavior: FakeBehavior, expected: ProviderError) async throws {
        try await Servers.with({ try await start() }) { server in
            server.setBehavior(behavior)
            let result = await Servers.outcome(
                provider(server), DateRange(day: TestDates.date("2026-02-16")), region: "US")
            #expect(result == .failure(expected))
        }
    }

    @Test func aWrongKeyIsUnauthorizedAndNeverRepeated() async throws {
        let wrongKey = "WRONG-KEY-\(UInt32.random(in: 100_000...999_999))"
        try await Servers.with({ try await start() }) { server in
            let provider = AbstractProvider(apiKey: wrongKey, baseURL: server.baseURL)
            let result = await Servers.outcome(
                provider, DateRange(day: TestDates.date("2026-02-16")), region: "US")
            #expect(result == .failure(.unauthorized))
            // The fake echoed the key in its message; none of holical's texts may.
            #expect(server.requestLog.first?.status == 401)
            let failure = FetchFailure(provider: "abstract", error: .unauthorized)
            for text in [failure.description, String(reflecting: result), String(describing: provider)] {
                #expect(!text.contains(wrongKey))
            }
        }
    }

    @Test func theFakeRefusesRequestsCloserThanItsInterval() async throws {
        // An interval no load on the machine can stretch two back-to-back requests past.
        try await Servers.with({ try await start(minimumInterval: .seconds(120)) }) { server in
            let provider = provider(server)
            let first = await Servers.outcome(provider, DateRange(day: TestDates.date("2026-02-16")), region: "US")
            let second = await Servers.outcome(provider, DateRange(day: TestDates.date("2026-02-17")), region: "US")
            #expect((try? first.get())?.isEmpty == false)
            #expect(second == .failure(.rateLimited(retryAfterSeconds: nil)))
            #expect(server.rateRefusals == 1)
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        try await Servers.with({ try await start() }) { server in
            server.setBehavior(.slow(.seconds(3)))
            let result = await Servers.outcome(
                provider(server, timeout: .milliseconds(300)),
                DateRange(day: TestDates.date("2026-02-16")), region: "US")
            #expect(result == .failure(.timeout))
        }
    }

    @Test func escapeSequencesInNamesAreRemoved() async throws {
        try await Servers.with({ try await start() }) { server in
            server.setBehavior(.hostileNames)
            let holidays = try await provider(server).fetch(
                DateRange(day: TestDates.date("2026-02-16")), region: "US")
            let holiday = try #require(holidays.first)
            #expect(holiday.name == "Presidents' Day (fake)")
            #expect(holiday.localName == "Washington's Birthday (fake)")
            #expect(holiday.details == "Third Monday of February")
            #expect(!FakeHostileText.isDirty(holiday.name + holiday.localName + (holiday.details ?? "")))
        }
    }

    @Test func nothingListeningIsUnreachable() async throws {
        let result = try await Servers.withRefusingPort { baseURL in
            await Servers.outcome(
                AbstractProvider(apiKey: key, baseURL: baseURL), DateRange(day: TestDates.date("2026-02-16")),
                region: "US")
        }
        guard case .failure(.unreachable(let message)) = result else {
            Issue.record("expected unreachable, got \(result)")
            return
        }
        #expect(!message.contains(key))
    }

    @Test func asksForTheCountryOfASubdivision() async throws {
        try await Servers.with({ try await start() }) { server in
            _ = try await provider(server).fetch(DateRange(day: TestDates.date("2026-01-26")), region: "AU-NSW")
            #expect(server.requestLog.first?.query["country"] == "AU")
        }
    }

    /// The fake answers for the whole of Australia; NSW keeps the nationwide days and its
    /// own, and drops Victoria's Labour Day (location AU-VIC).
    @Test func aSubdivisionKeepsOnlyItsOwnAndNationwideDays() async throws {
        try await Servers.with({ try await start(minimumInterval: nil) }) { server in
            var names: [String: [String]] = [:]
            for text in ["2026-01-26", "2026-03-09", "2026-08-03", "2026-10-05"] {
                let day = DateRange(day: TestDates.date(text))
                names[text] = try await provider(server).fetch(day, region: "AU-NSW").map(\.name)
            }
            #expect(names == [
                "2026-01-26": ["Australia Day (fake)"], "2026-03-09": [],
                "2026-08-03": ["Bank Holiday (fake)"], "2026-10-05": ["Labour Day (fake)"],
            ])
            // The whole country keeps Victoria's day.
            let victoria = try await provider(server).fetch(DateRange(day: TestDates.date("2026-03-09")), region: "AU")
            #expect(victoria.map(\.name) == ["Labour Day (fake)"])
        }
    }

    @Test func locationsNamingTheSubdivisionOrTheWholeCountryAreKept() async throws {
        let kept = [
            "", "AU", "Australia", "australia", "AU-NSW", "au-nsw", "NSW", "New South Wales",
            "Australia - New South Wales", "AU-VIC, AU-NSW", "New South Wales, Victoria",
        ]
        let dropped = ["AU-VIC", "Victoria", "Australia - Victoria", "AU-SA, AU-ACT", "Sydney", "USA"]
        let entries = (kept.map { ("kept", $0) } + dropped.map { ("dropped", $0) }).enumerated().map {
            "{\"name\": \"\($0.element.0) \($0.offset)\", \"location\": \"\($0.element.1)\", \"date\": \"03/09/2026\"}"
        }
        let body = "[" + (entries + ["{\"name\": \"no location\", \"date\": \"03/09/2026\"}"]).joined(separator: ", ") + "]"
        let provider = AbstractProvider(apiKey: key, client: StubHTTPClient(status: 200, body: body))
        let day = DateRange(day: TestDates.date("2026-03-09"))
        let names = try await provider.fetch(day, region: "AU-NSW").map(\.name)
        #expect(names.count == kept.count + 1)
        #expect(names.allSatisfy { $0.hasPrefix("kept") || $0 == "no location" })
        // A country keeps every entry.
        #expect(try await provider.fetch(day, region: "AU").count == kept.count + dropped.count + 1)
    }

    @Test func refusesMoreThanOneDayAndBadRegionsWithoutARequest() async {
        let stub = StubHTTPClient(status: 200, body: "[]")
        let provider = AbstractProvider(apiKey: key, client: stub)
        let week = await Servers.outcome(provider, TestDates.range("2026-02-16", "2026-02-22"), region: "US")
        let region = await Servers.outcome(provider, DateRange(day: TestDates.date("2026-02-16")), region: "U$")
        #expect(week.isFailure)
        #expect(region == .failure(.unsupportedRegion("U$")))
        #expect(stub.requests.isEmpty)
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
