import FakeProviders
import Glibc
import HolidayFetch

/// The real binary filling February from the fake Abstract API at 1 request/s: what the
/// app itself spends (fetching, redrawing cells as answers arrive, turning the spinner).
extension Benchmarks {
    static let appFill = Benchmark(
        name: "appfill",
        summary: "holical (release) fills February on abstract at 1 req/s; the app's own CPU during the fill",
        run: {
            FetchBenchmark.blocking { await AppFillBenchmark.run() }
        })
}

enum AppFillBenchmark {
    static func run() async {
        guard let server = try? await FakeAbstractServer.start(apiKey: FetchBenchmark.key, minimumInterval: .seconds(1))
        else {
            print("  the fake server did not start")
            return
        }
        defer { Task { await server.stop() } }
        var environment = BenchPaths.childEnvironment()
        environment["HOLICAL_API_KEY"] = FetchBenchmark.key
        environment["XDG_CACHE_HOME"] = BenchPaths.scratch + "/appfill-cache"
        let arguments = [BenchPaths.sibling("holical"), "2026-02-16", "--region", "US", "--provider", "abstract",
                         "--base-url", server.baseURL, "--rate", "1"]
        guard let terminal = PseudoTerminal(arguments, columns: 100, rows: 30, environment: environment),
              terminal.read(until: "q quit", timeout: 5)
        else {
            print("  holical did not start")
            return
        }
        let start = Measure.now()
        let cpuAtStart = terminal.processCPUNanoseconds
        // Keep reading the terminal so the app never blocks on output.
        while server.requestCount < 28, Measure.now() - start < 60_000_000_000 {
            _ = terminal.read(until: "\u{0}", timeout: 0.2)
        }
        _ = terminal.read(until: "\u{0}", timeout: 1.5)  // the last answer arrives and is drawn
        let elapsed = Double(Measure.now() - start) / 1e9
        let cpu = terminal.processCPUNanoseconds - cpuAtStart
        let perSecond = Double(cpu) / elapsed
        let log = server.requestLog
        for (index, entry) in log.enumerated() where entry.refusedForRate {
            print("  around a refused request:", log[max(0, index - 2)...min(log.count - 1, index + 2)].map { "\($0.asked.map { "\($0.lowerBound)" } ?? "-") at \($0.arrival) refused=\($0.refusedForRate)" })
        }
        print("  requests: \(server.requestCount), refused for rate: \(server.rateRefusals), over \(Measure.format(elapsed * 1e9))")
        Measure.report("holical's CPU during the fill", "\(Measure.format(Double(cpu))) = \(Measure.format(perSecond)) per second",
                       target: "near zero between answers (< 10 ms per second)", met: perSecond < 10_000_000)
        let idleStart = terminal.processCPUNanoseconds
        _ = terminal.read(until: "\u{0}", timeout: 5)
        let idle = terminal.processCPUNanoseconds - idleStart
        Measure.report("holical's CPU in the 5 s after the fill (10 ms resolution)", Measure.format(Double(idle)),
                       target: "0 (spinner stopped)", met: idle == 0)
        terminal.send("q")
        _ = terminal.wait(timeout: 5)
    }
}
