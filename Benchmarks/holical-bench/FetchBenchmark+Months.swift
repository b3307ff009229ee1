import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Synchronization

/// Requests per visible month for each provider.
extension FetchBenchmark {
    /// Requests each provider needs for each month of 2026 as the planner sees it, then
    /// real fills of February and March against the range and Nager fake servers.
    static func requestsPerMonth() async {
        let providers: [(String, RequestSpan, Bool)] = [
            ("abstract", .day, true), ("range", .days(max: 30), true), ("nager", .year, false),
        ]
        print("  requests per visible month of 2026 (empty cache; Monday-first grid):")
        print("    month    " + providers.map { $0.0.padding(toLength: 9, withPad: " ", startingAt: 0) }.joined())
        for month in 1...12 {
            let text = "2026-" + (month < 10 ? "0\(month)" : "\(month)")
            let demand = demand(text, selected: text + "-15")
            let counts = providers.map { _, span, metered in
                RequestPlanner.plan(for: demand, span: span, isMetered: metered) { _ in false }.count
            }
            print("    \(text)  " + counts.map { String($0).padding(toLength: 9, withPad: " ", startingAt: 0) }.joined())
        }
        await realFill("range", months: ["2026-02", "2026-03"], region: "EE") {
            try await FakeRangeServer.start(apiKey: key, minimumInterval: .seconds(1))
        } provider: { RangeProvider(apiKey: key, baseURL: $0) }
        await realFill("nager", months: ["2026-02", "2026-03"], region: "EE") {
            try await FakeNagerServer.start(minimumInterval: .milliseconds(500))
        } provider: { NagerProvider(baseURL: $0) }
    }

    /// One fetcher (no cache) fills each month in turn, as a session paging through them.
    static func realFill(
        _ name: String, months: [String], region: String,
        server start: () async throws -> FakeProviderServer,
        provider make: (String) -> any HolidayProvider
    ) async {
        guard let server = try? await start() else { return }
        let latest = Mutex<FetchProgress?>(nil)
        let fetcher = HolidayFetcher(
            provider: make(server.baseURL), store: nil, now: { 1_769_904_000 },
            today: { CivilDate(year: 2026, month: 2, day: 1)! },
            events: { event in
                if case .progress(let progress) = event { latest.withLock { $0 = progress } }
            })
        for month in months {
            server.clearLog()
            let demand = demand(month, region: region, selected: month + "-15")
            await fetcher.submit(demand)
            // Polled: the figure here is the request count, not the CPU.
            while latest.withLock({ $0.map { $0.isLoading || $0.doneDays < $0.totalDays } ?? true }) {
                try? await Task.sleep(for: .milliseconds(20))
            }
            let log = server.requestLog
            let asked = log.compactMap(\.asked).map(\.description).joined(separator: ", ")
            print("  \(name) \(month) through libcurl: \(log.count) request(s) [\(asked)], \(server.rateRefusals) refused")
        }
        await fetcher.shutdown()
        await server.stop()
    }
}
