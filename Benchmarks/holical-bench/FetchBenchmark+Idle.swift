import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine

/// How much CPU a fetcher uses while it waits.
extension FetchBenchmark {
    /// The CPU of a fetcher waiting for its turn: at 0.2 requests/s it sends one request,
    /// then waits 5 s before the next; 4 s in the middle of that wait are measured.
    static func idleWait(_ server: FakeProviderServer) async {
        server.setMinimumInterval(nil)
        let provider = AbstractProvider(apiKey: key, baseURL: server.baseURL, rate: 0.2)
        let (answers, answered) = AsyncStream.makeStream(of: Void.self)
        let fetcher = HolidayFetcher(
            provider: provider, store: nil, now: { 1_769_904_000 },
            today: { CivilDate(year: 2026, month: 2, day: 1)! },
            events: { if case .answered = $0 { answered.yield() } })
        let days = DateRange(CivilDate(year: 2026, month: 2, day: 16)!, CivilDate(year: 2026, month: 2, day: 17)!)
        await fetcher.submit(FetchDemand(region: "US", visible: days, focus: days, priority: []))
        var iterator = answers.makeAsyncIterator()
        _ = await iterator.next()
        try? await Task.sleep(for: .milliseconds(500))
        let waiting = await cpuPerSecond(over: .seconds(4))
        await fetcher.shutdown()
        let baseline = await cpuPerSecond(over: .seconds(4))
        Measure.report(
            "CPU while the fetcher waits for its next turn (4 s)",
            "\(Measure.format(waiting)) per second; the idle fake server alone: \(Measure.format(baseline)) per second",
            target: "near zero (< 1 ms per second)", met: waiting < 1_000_000)
    }

    /// Process CPU per second of wall time over `duration` of sleeping.
    static func cpuPerSecond(over duration: Duration) async -> Double {
        let cpu = Measure.processCPU()
        let wall = Measure.now()
        try? await Task.sleep(for: duration)
        return Double(Measure.processCPU() - cpu) / (Double(Measure.now() - wall) / 1e9)
    }
}
