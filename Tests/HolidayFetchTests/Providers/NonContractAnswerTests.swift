import FakeProviders
import HolidayCache
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

/// A 200 whose body is not the contract's JSON (empty, `null`, `{}`, entries none of which
/// is a holiday) is a failure, never an empty answer: an empty answer is cached, and past
/// dates never expire, so the days would stay empty after the server recovers.
@Suite("Answers that are not the contract's JSON")
struct NonContractAnswerTests {
    /// Each provider, with a demand it answers in one request and what its fake server has
    /// for it.
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case nager
        case abstract
        case range

        var testDescription: String { rawValue }

        static let key = "contract-test-key"

        func start() async throws -> FakeProviderServer {
            switch self {
            case .nager: try await FakeNagerServer.start()
            case .abstract: try await FakeAbstractServer.start(apiKey: Self.key, minimumInterval: nil)
            case .range: try await FakeRangeServer.start(apiKey: Self.key)
            }
        }

        func provider(_ client: any HTTPClient, baseURL: String = "http://unused.example") -> any HolidayProvider {
            switch self {
            case .nager: NagerProvider(baseURL: baseURL, timeout: .seconds(5), client: client)
            case .abstract: AbstractProvider(apiKey: Self.key, baseURL: baseURL, timeout: .seconds(5), client: client)
            case .range: RangeProvider(apiKey: Self.key, baseURL: baseURL, timeout: .seconds(5), client: client)
            }
        }

        /// What one request asks for: a year, a day, 30 days.
        var asked: DateRange {
            switch self {
            case .nager: TestDates.range("2026-01-01", "2026-12-31")
            case .abstract: TestDates.range("2026-02-16", "2026-02-16")
            case .range: TestDates.range("2026-02-01", "2026-03-02")
            }
        }

        var region: String { self == .range ? "EE" : "US" }

        /// Bodies that are well-formed JSON but not this provider's answer, or no JSON at all.
        var nonContractBodies: [String] {
            let common = ["", "  \n", "null", "42", "\"holidays\"", "true"]
            switch self {
            case .nager, .abstract:
                return common + ["{}", "[null]", "[1, 2]", "[{}]", "[{\"note\": \"maintenance\"}]", "[[]]"]
            case .range:
                return common + [
                    "[]", "{}", "{\"error\": false}", "{\"error\": false, \"holidays\": null}",
                    "{\"error\": false, \"holidays\": 5}", "{\"error\": false, \"holidays\": [1, 2]}",
                    "{\"error\": false, \"holidays\": {\"2026-02-02\": 7}}",
                    "{\"error\": false, \"holidays\": {\"someday\": [{\"name\": \"Nimi\"}]}}",
                ]
            }
        }

        /// The contract's own way of saying "no holidays".
        var emptyAnswers: [String] {
            switch self {
            case .nager, .abstract: ["[]", " [ ] \n"]
            case .range: ["{\"error\": false, \"holidays\": {}}", "{\"error\": false, \"holidays\": []}"]
            }
        }
    }

    @Test("a body that is not the contract's JSON is malformed", arguments: Kind.allCases)
    func nonContractBodiesAreMalformed(_ kind: Kind) async {
        for body in kind.nonContractBodies {
            let result = await Servers.outcome(
                kind.provider(StubHTTPClient(status: 200, body: body)), kind.asked, region: kind.region)
            guard case .failure(.malformed) = result else {
                Issue.record("\(kind) took \(body.debugDescription) for \(result)")
                continue
            }
        }
    }

    @Test("the contract's empty answer is no holidays", arguments: Kind.allCases)
    func theContractsEmptyAnswerIsNoHolidays(_ kind: Kind) async {
        for body in kind.emptyAnswers {
            let result = await Servers.outcome(
                kind.provider(StubHTTPClient(status: 200, body: body)), kind.asked, region: kind.region)
            #expect(result == .success([]), "\(body.debugDescription)")
        }
    }

    /// The fault as it was met: the server answers 200 with nothing in it. Nothing is
    /// cached, the days show as failed, and once the server recovers `r` fills them.
    @Test("an empty 200 from the fake server is not cached; r fills the days once it recovers", arguments: Kind.allCases)
    func anEmptyBodyIsNotCached(_ kind: Kind) async throws {
        try await Servers.with({ try await kind.start() }) { server in
            server.setBehavior(.emptyBody)
            let store = MemoryHolidayStore()
            let events = EventRecorder()
            let provider = kind.provider(CurlHTTPClient(), baseURL: server.baseURL)
            let fetcher = HolidayFetcher(
                provider: provider, store: store, now: { FetcherHarness.now },
                today: { TestDates.date("2026-01-01") }, events: events.sink)
            let key = CacheKey(provider: provider.descriptor.id, region: kind.region)
            var demand = FetchDemand(
                region: kind.region, visible: kind.asked, focus: kind.asked,
                priority: [kind.asked.lowerBound])

            await fetcher.submit(demand)
            #expect(await Waiting.until(seconds: 20) { events.failedDates == Set(kind.asked) || !events.answered.isEmpty })
            guard case .malformed = events.failed.first?.failure.error else {
                Issue.record("expected malformed, got \(events.failed) and answers \(events.answered)")
                return
            }
            #expect(events.answered.isEmpty)
            #expect(events.failedDates == Set(kind.asked))
            #expect(try store.slice(key, in: kind.asked) == CachedSlice(covered: [], holidays: []))

            server.setBehavior(.normal)
            demand.refresh = true
            await fetcher.submit(demand)
            #expect(await Waiting.until(seconds: 20) { events.answeredDates == Set(kind.asked) })
            let slice = try store.slice(key, in: kind.asked)
            #expect(slice.covered.map(\.range) == [kind.asked])
            #expect(!slice.holidays.isEmpty)
            #expect(server.requestCount == 2)
        }
    }
}
