import FakeProviders
import HolidayCache
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Nager.Date provider against the fake server")
struct NagerProviderTests {
    func provider(_ server: FakeProviderServer) -> NagerProvider {
        NagerProvider(baseURL: server.baseURL, timeout: .seconds(5))
    }

    @Test func decodesAYearWithTheContractPath() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let holidays = try await provider(server).fetch(DateRange.year2026, region: "EE")
            #expect(holidays.map(\.name) == [
                "Uusaasta (fake)", "Küünlapäev (fake)", "Independence Day (fake)",
                "Talvine madisepäev (fake)", "Emakeelepäev (fake)",
            ])
            let independence = try #require(holidays.first { $0.name == "Independence Day (fake)" })
            #expect(independence.localName == "Iseseisvuspäev (fake)")
            #expect(independence.kind == .public)
            #expect(independence.region == "EE")
            #expect(server.requestLog.map(\.path) == ["/api/v3/PublicHolidays/2026/EE"])
        }
    }

    @Test func filtersASubdivisionByCounties() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let holidays = try await provider(server).fetch(DateRange.year2026, region: "AU-NSW")
            #expect(holidays.map(\.name) == [
                "Australia Day (fake)", "Bank Holiday (fake)", "Labour Day (fake)",
            ])
            #expect(holidays.map(\.date) == [
                TestDates.date("2026-01-26"), TestDates.date("2026-08-03"), TestDates.date("2026-10-05"),
            ])
            #expect(holidays[1].kind == .bank)
            #expect(server.requestLog.first?.path == "/api/v3/PublicHolidays/2026/AU")
        }
    }

    @Test func aCountryKeepsRegionalDaysAsLocal() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let holidays = try await provider(server).fetch(
                TestDates.range("2026-02-01", "2026-02-28"), region: "US")
            #expect(holidays.map(\.name) == [
                "Lincoln's Birthday (fake)", "Valentine's Day (fake)", "Presidents' Day (fake)",
            ])
            #expect(holidays.map(\.kind) == [.local, .observance, .public])
        }
    }

    @Test func anUnknownCountryIsAnUnsupportedRegion() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let result = await Servers.outcome(provider(server), DateRange.year2026, region: "FR")
            #expect(result == .failure(.unsupportedRegion("FR")))
            #expect(server.requestLog.first?.status == 404)
        }
    }

    /// A 404 is not an answer: nothing is cached, and the provider stops for the session
    /// instead of asking again on every key press.
    @Test func aNotFoundIsNeitherCachedNorAskedAgain() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            let store = MemoryHolidayStore()
            let events = EventRecorder()
            let fetcher = HolidayFetcher(
                provider: provider(server), store: store, now: { FetcherHarness.now },
                today: { TestDates.date("2026-02-01") }, events: events.sink)
            let february = TestDates.monthDemand("2026-02", region: "FR", selected: "2026-02-16")
            await fetcher.submit(february)
            #expect(await Waiting.until { events.progress.last?.failure != nil })
            #expect(events.progress.last?.failure?.error == .unsupportedRegion("FR"))
            #expect(events.failedDates.isSuperset(of: Set(february.visible)))
            #expect(events.answered.isEmpty)
            var moved = february
            moved.priority = [TestDates.date("2026-02-17")]
            await fetcher.submit(moved)
            // Reported failed at once, with nothing queued: no request can follow.
            #expect(events.progress.last?.isLoading == false)
            #expect(events.progress.last?.failure?.error == .unsupportedRegion("FR"))
            let cached = try store.slice(CacheKey(provider: "nager", region: "FR"), in: february.visible)
            #expect(cached.covered.isEmpty)
            #expect(server.requestCount == 1)
        }
    }

    @Test func runningOutOfMemoryIsSaidAsSuchNotAsOffline() async {
        let provider = NagerProvider(client: StubHTTPClient(.failure(.outOfMemory)))
        let outcome = await Servers.outcome(provider, DateRange.year2026, region: "EE")
        #expect(outcome == .failure(.outOfMemory))
        let message = FetchFailure(provider: "Nager.Date", error: .outOfMemory).description
        #expect(message.contains("out of memory"))
        #expect(!message.contains("offline"))
    }

    @Test func toleratesLooseEntries() async throws {
        let body = """
            [{"date": "2026-2-24T00:00:00", "name": "Loose", "types": null, "counties": null},
             {"date": "2026-02-25", "localName": "Ainult kohalik", "type": "Bank"},
             {"date": "not a date", "name": "Dropped"},
             {"date": "2027-01-01", "name": "Next year"},
             {"name": "No date"}]
            """
        let provider = NagerProvider(client: StubHTTPClient(status: 200, body: body))
        let holidays = try await provider.fetch(DateRange.year2026, region: "EE")
        #expect(holidays.map(\.name) == ["Loose", "Ainult kohalik"])
        #expect(holidays.map(\.kind) == [.public, .bank])
        #expect(holidays.map(\.date) == [TestDates.date("2026-02-24"), TestDates.date("2026-02-25")])
    }

    /// Repeats are dropped (by a set, so a huge answer costs time in proportion to its
    /// size) and the rest come in display order.
    @Test func repeatedEntriesAreKeptOnceInDisplayOrder() async throws {
        let entry = { (date: String, name: String) in "{\"date\": \"\(date)\", \"name\": \"\(name)\"}" }
        let entries = [entry("2026-03-01", "B"), entry("2026-02-01", "A"), entry("2026-03-01", "B"),
                       entry("2026-03-01", "A"), entry("2026-02-01", "A"), entry("2026-03-01", "B")]
        let provider = NagerProvider(client: StubHTTPClient(status: 200, body: "[" + entries.joined(separator: ",") + "]"))
        let holidays = try await provider.fetch(DateRange.year2026, region: "EE")
        #expect(holidays.map { "\($0.date) \($0.name)" } == ["2026-02-01 A", "2026-03-01 A", "2026-03-01 B"])
    }

    @Test(arguments: [
        (FakeBehavior.status(429), ProviderError.rateLimited(retryAfterSeconds: nil)),
        (.status(500), .server(status: 500)),
        (.status(503), .server(status: 503)),
        (.status(401), .badRequest("HTTP 401")),
        (.malformed, .malformed("the answer is not JSON")),
    ])
    func mapsEachErrorAnswer(behavior: FakeBehavior, expected: ProviderError) async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            server.setBehavior(behavior)
            let result = await Servers.outcome(provider(server), DateRange.year2026, region: "EE")
            #expect(result == .failure(expected))
        }
    }

    /// Nager.Date has no key and no quota: a refusal must not send the user looking for one.
    @Test(arguments: [401, 403, 422])
    func aRefusalDoesNotAskForAKeyOrBlameAQuota(status: Int) async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            server.setBehavior(.status(status))
            let result = await Servers.outcome(provider(server), DateRange.year2026, region: "EE")
            guard case .failure(let error) = result else {
                Issue.record("expected a failure, got \(result)")
                return
            }
            let text = FetchFailure(provider: NagerProvider.standardDescriptor.displayName, error: error).description
            #expect(!text.contains("HOLICAL_API_KEY") && !text.lowercased().contains("quota"), "\(text)")
            #expect(text.contains("HTTP \(status)"), "\(text)")
        }
    }

    @Test func escapeSequencesInNamesAreRemoved() async throws {
        try await Servers.with({ try await FakeNagerServer.start() }) { server in
            server.setBehavior(.hostileNames)
            let holidays = try await provider(server).fetch(DateRange.year2026, region: "EE")
            #expect(holidays.count == 5)
            #expect(holidays.allSatisfy { !FakeHostileText.isDirty($0.name + $0.localName) })
            #expect(holidays.contains { $0.name == "Independence Day (fake)" })
        }
    }

    @Test func aRangeAcrossYearsIsRefused() async {
        let stub = StubHTTPClient(status: 200, body: "[]")
        let result = await Servers.outcome(
            NagerProvider(client: stub), TestDates.range("2025-12-29", "2026-01-04"), region: "EE")
        #expect(result.isFailure)
        #expect(stub.requests.isEmpty)
    }

    @Test func nothingListeningIsUnreachable() async throws {
        let result = try await Servers.withRefusingPort { baseURL in
            await Servers.outcome(NagerProvider(baseURL: baseURL), DateRange.year2026, region: "EE")
        }
        guard case .failure(.unreachable) = result else {
            Issue.record("expected unreachable, got \(result)")
            return
        }
    }
}

extension DateRange {
    static let year2026 = TestDates.range("2026-01-01", "2026-12-31")
}
