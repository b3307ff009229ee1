import Glibc
import HolidayEngine
import HolidayRegions

extension Benchmarks {
    /// The rule engine in process, and `holical list` as a whole process. `swift run` takes
    /// no `--static-swift-stdlib`, so build everything, then run:
    ///   swift build -c release --static-swift-stdlib && .build/release/holical-bench rules
    static let ruleEngine = Benchmark(
        name: "rules",
        summary: "US, AU-NSW and EE 1950-2100 in process; `holical list ... --format json` as a process",
        run: {
            inProcess()
            wholeProcess()
        })

    private static let century = DateRange(
        CivilDate(year: 1950, month: 1, day: 1)!, CivilDate(year: 2100, month: 12, day: 31)!)

    /// The three regions holical started with, so the figure stays comparable as regions
    /// are added (the `regions` benchmark covers every one).
    private static let regions = ["US", "AU-NSW", "EE"].map { RegionRegistry.region(code: $0)! }

    private static func inProcess() {
        var count = 0
        let samples = Measure.samples(repetitions: 500, warmup: 20) {
            count = 0
            for region in regions { count += region.holidays(in: century).count }
        }
        for region in regions {
            let one = Measure.samples(repetitions: 500, warmup: 20) {
                count &+= region.holidays(in: century).count
            }
            let listed = region.holidays(in: century).count
            print("  \(region.code) 1950-2100: \(listed) holidays, \(Measure.summary(one))")
        }
        let total = regions.reduce(0) { $0 + $1.holidays(in: century).count }
        let median = Double(samples[samples.count / 2])
        Measure.report(
            "US, AU-NSW and EE 1950-2100 (\(total) holidays)", Measure.summary(samples),
            target: "median <= 0.5 ms", met: median <= 500_000)
        if count < 0 { print(count) }  // keeps the work observable
    }

    private static func wholeProcess() {
        let holical = BenchPaths.sibling("holical")
        guard access(holical, X_OK) == 0 else {
            print("  holical not found next to holical-bench: build it first with")
            print("  swift build -c release --static-swift-stdlib --product holical")
            return
        }
        let arguments = [
            holical, "list", "--region", "US", "--from", "1950-01-01", "--to", "2100-12-31",
            "--format", "json",
        ]
        var failed = false
        let samples = Measure.samples(repetitions: 100, warmup: 5) {
            if !BenchProcess.run(arguments) { failed = true }
        }
        guard !failed else {
            print("  \(holical) failed")
            return
        }
        let median = Double(samples[samples.count / 2])
        Measure.report(
            "holical list --region US --from 1950-01-01 --to 2100-12-31 --format json",
            Measure.summary(samples), target: "median <= 10 ms", met: median <= 10_000_000)
    }
}
