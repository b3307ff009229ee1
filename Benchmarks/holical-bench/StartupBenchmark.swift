import Foundation
import Glibc

/// The release binary as a user meets it: exec to first full frame, memory, idle CPU.
extension Benchmarks {
    static let startup = Benchmark(
        name: "startup",
        summary: "first full frame <= 20 ms from exec; peak RSS <= 20 MB; zero CPU over 10 s idle",
        run: {
            let binary = BenchPaths.sibling("holical")
            let environment = BenchPaths.childEnvironment()
            var latencies: [UInt64] = []
            for _ in 0..<30 {
                let start = Measure.now()
                guard let terminal = PseudoTerminal([binary, "2026-02-16", "--region", "EE"], columns: 100, rows: 30,
                                                    environment: environment) else {
                    print("  cannot start \(binary) on a pseudo-terminal")
                    return
                }
                // "q quit" ends the status line, the last row drawn.
                guard terminal.read(until: "q quit", timeout: 5) else {
                    print("  no frame within 5 s; output so far: \(String(decoding: terminal.output.suffix(200), as: UTF8.self))")
                    return
                }
                latencies.append(Measure.now() - start)
                terminal.send("q")
                _ = terminal.wait(timeout: 5)
            }
            latencies.sort()
            Measure.report("exec to first full frame (30 runs)", Measure.summary(latencies),
                           target: "<= 20 ms", met: latencies[latencies.count / 2] <= 20_000_000)
            if let calcurse = calcurseFirstFrames(environment: environment) {
                let ratio = Double(latencies[latencies.count / 2]) / Double(calcurse[calcurse.count / 2])
                Measure.report("calcurse, exec to first full frame (30 runs, same terminal)", Measure.summary(calcurse),
                               target: "holical's median under half of it", met: ratio < 0.5)
                Measure.report("holical's median / calcurse's", String(format: "%.2f", ratio),
                               target: "< 0.5", met: ratio < 0.5)
            } else {
                print("  calcurse is not installed: holical not compared with it")
            }

            guard let terminal = PseudoTerminal([binary, "2026-02-16", "--region", "EE"], columns: 100, rows: 30,
                                                environment: environment),
                  terminal.read(until: "q quit", timeout: 5)
            else { return }
            // The rule engine answers before the first frame is drawn: February's grid in
            // Estonia shows Independence Day (24th) by its Estonian name from the start.
            let output = String(decoding: terminal.output, as: UTF8.self)
            let firstFrame = output[..<(output.range(of: "q quit")?.lowerBound ?? output.endIndex)]
            let hasHolidays = firstFrame.contains("Iseseisvus")
            Measure.report("the first frame shows the month's holidays", hasHolidays ? "yes" : "no",
                           target: "yes", met: hasHolidays)
            // ncurses sends only what changed: compare the first frame with one arrow key.
            let frameBytes = terminal.output.count
            let sent = terminal.output.count
            terminal.send("l")
            _ = terminal.read(until: "Tue 17 Feb", timeout: 2)
            _ = terminal.read(until: "\u{0}", timeout: 0.2)
            let keyBytes = terminal.output.count - sent
            Measure.report("bytes written for one arrow key (first frame: \(frameBytes))", "\(keyBytes)",
                           target: "a small part of a frame", met: keyBytes * 5 < frameBytes)
            // Move around a little first so the idle measurement follows real use.
            for key in ["\u{1B}[6~", "l", "j", "w", "w", "\u{1B}[5~", "t"] {
                terminal.send(key)
                usleep(20_000)
            }
            _ = terminal.read(until: "\u{0}", timeout: 0.3)
            let before = terminal.cpuNanosecondsByThread
            sleep(10)
            let idle = terminal.cpuNanoseconds(since: before)
            Measure.report("CPU used in 10 s idle (\(terminal.threadCount) threads)", Measure.format(Double(idle)),
                           target: "0 (no wake-ups)", met: idle < 1_000_000)
            if let peak = terminal.peakResidentKilobytes {
                Measure.report("peak RSS", "\(peak / 1024) MB (\(peak) kB)", target: "<= 20 MB", met: peak <= 20 * 1024)
            }
            terminal.send("q")
            let status = terminal.wait(timeout: 5)
            print("  exit status after q: \(status.map(String.init) ?? "none")")
        })
}

extension Benchmarks {
    /// calcurse, the terminal calendar closest to holical, from exec to its first full frame
    /// (its key bar's last entry, "OtherCmd") on the same terminal, with an empty data
    /// directory of its own; nil when it is not on PATH.
    static func calcurseFirstFrames(environment: [String: String]) -> [UInt64]? {
        let candidates: [String] = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/calcurse" }
        guard let path = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        let directory = "/tmp/holical-bench-calcurse-\(getpid())"
        mkdir(directory, 0o700)
        var latencies: [UInt64] = []
        for _ in 0..<30 {
            let start = Measure.now()
            guard let terminal = PseudoTerminal([path, "-D", directory], columns: 100, rows: 30, environment: environment),
                  terminal.read(until: "OtherCmd", timeout: 5)
            else { return nil }
            latencies.append(Measure.now() - start)
            // The terminal is let go here, which kills calcurse (it would ask before quitting).
        }
        return latencies.sorted()
    }
}
