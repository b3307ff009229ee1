import Dispatch
import FakeProviders
import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Synchronization

extension Benchmarks {
    /// Filling February 2026 on `abstract` at 1 request/s through libcurl against the fake
    /// server (which refuses requests closer than 1 s), and requests per month per provider.
    static let fetch = Benchmark(
        name: "fetch",
        summary: "February 2026 on abstract at 1 req/s (fake server, 1 s enforced, libcurl); requests per visible month per provider",
        run: {
            FetchBenchmark.blocking {
                await FetchBenchmark.abstractFebruary()
                await FetchBenchmark.requestsPerMonth()
            }
        })
}

/// The parts of the fetch benchmark.
enum FetchBenchmark {
    static let key = "bench-key"
    static let february = demand("2026-02", selected: "2026-02-16")

    /// The demand of a month view (Monday first), `selected` first.
    static func demand(_ month: String, region: String = "US", selected: String) -> FetchDemand {
        let yearMonth = YearMonth.parse(month)!
        return FetchDemand(
            region: region, visible: MonthGrid(month: yearMonth, firstWeekday: .monday).range,
            focus: yearMonth.days, priority: [CivilDate(selected)!])
    }

    static func abstractFebruary() async {
        guard CurlHTTPClient.isAvailable else {
            print("  libcurl (libcurl.so.4) cannot be loaded: nothing measured")
            return
        }
        guard let server = try? await FakeAbstractServer.start(apiKey: key, minimumInterval: .seconds(1))
        else {
            print("  the fake server did not start")
            return
        }
        let provider = AbstractProvider(apiKey: key, baseURL: server.baseURL)
        let cpuAtAnswers = Mutex<[UInt64]>([])
        let start = Measure.processCPU()
        let wallStart = Measure.now()
        await fill(provider, february) { event in
            if case .answered = event { cpuAtAnswers.withLock { $0.append(Measure.processCPU()) } }
        }
        let wall = Measure.now() - wallStart
        let cpu = Measure.processCPU() - start

        let log = server.requestLog
        let span = log.count > 1 ? log.last!.arrival - log.first!.arrival : .zero
        let spanSeconds = Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18
        let first = log.first?.asked?.lowerBound.description ?? "none"
        let gaps = zip(log.dropFirst(), log).map { $0.arrival - $1.arrival }
        let answers = cpuAtAnswers.withLock { $0 }
        let between = zip(answers.dropFirst(), answers).map { $0 - $1 }.sorted()
        Measure.report("requests", "\(log.count)", target: "28", met: log.count == 28)
        Measure.report("refused for rate (429)", "\(server.rateRefusals)", target: "0", met: server.rateRefusals == 0)
        Measure.report("first request", first, target: "2026-02-16 (the selected day)", met: first == "2026-02-16")
        Measure.report(
            "first to last request", "\(rounded(spanSeconds, 3)) s", target: "<= 27.5 s (floor 27 s)",
            met: log.count == 28 && spanSeconds <= 27.5)
        print("  gaps between arrivals: min \(gaps.min().map(String.init(describing:)) ?? "-")  max \(gaps.max().map(String.init(describing:)) ?? "-")")
        print("  wall time of the fill: \(Measure.format(Double(wall)))")
        let cpuPerSecond = Double(cpu) / (Double(wall) / 1e9)
        Measure.report(
            "process CPU during the fill (fake server included)",
            "\(Measure.format(Double(cpu))) = \(Measure.format(cpuPerSecond)) per second",
            target: "near zero between answers (< 10 ms per second)", met: cpuPerSecond < 10_000_000)
        if !between.isEmpty {
            print("  CPU from one answer to the next: median \(Measure.format(Double(between[between.count / 2])))  max \(Measure.format(Double(between.last!)))")
        }
        await idleWait(server)
        await server.stop()
    }

    /// Runs a fetcher (no cache) on `demand` until it has nothing left to do.
    static func fill(
        _ provider: any HolidayProvider, _ demand: FetchDemand,
        observe: @escaping @Sendable (FetchEvent) -> Void = { _ in }
    ) async {
        let (done, finish) = AsyncStream.makeStream(of: Void.self)
        let fetcher = HolidayFetcher(
            provider: provider, store: nil, now: { 1_769_904_000 },
            today: { CivilDate(year: 2026, month: 2, day: 1)! },
            events: { event in
                observe(event)
                if case .progress(let progress) = event, !progress.isLoading { finish.finish() }
            })
        await fetcher.submit(demand)
        for await _ in done {}
        await fetcher.shutdown()
    }

    static func rounded(_ value: Double, _ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// Runs async work to completion from the synchronous benchmark harness.
    static func blocking(_ body: @escaping @Sendable () async -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Task {
            await body()
            finished.signal()
        }
        finished.wait()
    }
}
