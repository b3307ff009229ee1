import Glibc
import HolidayEngine
import HolidayRegions

/// The world of regions: each region's rules made ready on first use, a year of each
/// region's holidays, and `holical list --regions` as a whole process (the README's targets).
enum RegionsBenchmark {
    static let benchmark = Benchmark(
        name: "regions",
        summary: "each region ready on first use; a year of its holidays; `holical list --regions`",
        run: {
            firstUse()
            year()
            listRegions()
        })

    /// A region made afresh compiles its rules on the first question: the cost a person pays
    /// once, on picking it.
    private static func firstUse() {
        var worst = (code: "", nanoseconds: UInt64(0))
        var medians: [UInt64] = []
        for region in RegionRegistry.all {
            let samples = Measure.samples(repetitions: 30, warmup: 2) {
                let fresh = Region(country: region.country, subdivision: region.subdivision)
                if fresh.holidays(year: 2026).count < 0 { print("") }
            }
            let median = samples[samples.count / 2]
            medians.append(median)
            if median > worst.nanoseconds { worst = (region.code, median) }
        }
        medians.sort()
        print("  \(RegionRegistry.all.count) regions; median of their medians \(medians[medians.count / 2] / 1_000) us")
        Measure.report(
            "slowest region ready on first use (\(worst.code))", "median \(Double(worst.nanoseconds) / 1_000) us",
            target: "<= 1 ms", met: worst.nanoseconds <= 1_000_000)
    }

    /// A year of a warm region's holidays, the work behind every month the grid shows.
    private static func year() {
        var worst = (code: "", nanoseconds: UInt64(0))
        var count = 0
        for region in RegionRegistry.all {
            _ = region.holidays(year: 2026)
            let samples = Measure.samples(repetitions: 300, warmup: 20) {
                count &+= region.holidays(year: 2026).count
            }
            let median = samples[samples.count / 2]
            if median > worst.nanoseconds { worst = (region.code, median) }
        }
        Measure.report(
            "slowest region's year 2026 (\(worst.code))", "median \(Double(worst.nanoseconds) / 1_000) us",
            target: "<= 50 us", met: worst.nanoseconds <= 50_000)
        if count < 0 { print(count) }
    }

    private static func listRegions() {
        let holical = BenchPaths.sibling("holical")
        guard access(holical, X_OK) == 0 else {
            print("  holical not found next to holical-bench: build it first")
            return
        }
        var failed = false
        let samples = Measure.samples(repetitions: 50, warmup: 3) {
            if !BenchProcess.run([holical, "list", "--regions"]) { failed = true }
        }
        guard !failed else {
            print("  \(holical) list --regions failed")
            return
        }
        let median = samples[samples.count / 2]
        Measure.report(
            "holical list --regions (\(RegionRegistry.all.count) regions)", Measure.summary(samples),
            target: "median <= 15 ms", met: median <= 15_000_000)
    }
}
