import FakeProviders
import Glibc
import HolidayFetch
import HolidayEngine

/// The real binary given one legal but huge Nager.Date answer: 60,000 holidays of 2026 in
/// about 3 MB. What the path from answer to screen costs (parsing, the cache, the grid),
/// measured in the child: CPU until it is quiet again, and its peak resident memory.
extension Benchmarks {
    static let bigAnswer = Benchmark(
        name: "biganswer",
        summary: "holical (release) shows February from one 3 MB Nager.Date answer of 60,000 holidays; the app's CPU and peak memory",
        run: {
            FetchBenchmark.blocking { await BigAnswerBenchmark.run() }
        })
}

enum BigAnswerBenchmark {
    static let entries = 60_000
    static let firstDay = CivilDate(year: 2026, month: 1, day: 1)!

    /// `[{"date":"2026-01-01","name":"Feast 00001","types":["Public"]}, ...]`, spread
    /// evenly over the year's days.
    static func body() -> String {
        var text = "["
        text.reserveCapacity(entries * 64)
        for index in 0..<entries {
            let date = firstDay.adding(days: index % 365)
            let number = String(index)
            let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
            if index > 0 { text += "," }
            text += "{\"date\":\"\(date)\",\"name\":\"Feast \(padded)\",\"types\":[\"Public\"]}"
        }
        return text + "]"
    }

    static func run() async {
        let body = body()
        guard let server = try? await FakeNagerServer.start() else {
            print("  the fake server did not start")
            return
        }
        defer { Task { await server.stop() } }
        server.setBehavior(.body(body))
        print("  answer: \(entries) holidays, \(body.utf8.count / 1024) KiB")
        var environment = BenchPaths.childEnvironment()
        environment["XDG_CACHE_HOME"] = BenchPaths.scratch + "/biganswer-cache"
        let arguments = [BenchPaths.sibling("holical"), "2026-02-16", "--region", "EE", "--provider", "nager",
                         "--base-url", server.baseURL]
        let start = Measure.now()
        guard let terminal = PseudoTerminal(arguments, columns: 100, rows: 30, environment: environment) else {
            print("  holical did not start")
            return
        }
        // The selected day's holidays on the status line: the answer has reached the screen.
        let drawn = terminal.read(until: "Feast", timeout: 300)
        // Then until its CPU stands still for a second (10 ms resolution).
        var cpu = terminal.processCPUNanoseconds
        while Measure.now() - start < 300_000_000_000 {
            _ = terminal.read(until: "\u{0}", timeout: 1)
            let now = terminal.processCPUNanoseconds
            if now == cpu { break }
            cpu = now
        }
        let wall = Double(Measure.now() - start)
        let peak = terminal.peakResidentKilobytes ?? 0
        print("  requests: \(server.requestCount); answer drawn: \(drawn ? "yes" : "NO")")
        print("  wall time until quiet (1 s of it idle): \(Measure.format(wall))")
        Measure.report("holical's CPU from start until quiet", Measure.format(Double(cpu)),
                       target: "< 2 s", met: drawn && cpu < 2_000_000_000)
        Measure.report("holical's peak resident memory (VmHWM)", "\(peak / 1024) MiB",
                       target: "< 100 MiB", met: peak < 100 * 1024)
        terminal.send("q")
        _ = terminal.wait(timeout: 5)
    }
}
