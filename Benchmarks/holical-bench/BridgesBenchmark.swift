import HolidayEngine
import HolidayRegions

/// Long weekends and bridge days (docs/planning.md): a region's year of stretches and
/// bridges, and the `--leave 10` plan, in process; and `holical bridges --leave 10` as a
/// whole process. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench bridges
enum BridgesBenchmark {
    static let benchmark = Benchmark(
        name: "bridges",
        summary: "stretches and bridges of one region and year <= 1 ms; `--leave 10` plan <= 50 ms (in process)",
        run: run)

    private static let codes = ["DE", "EE", "US", "AU-NSW", "BY"]
    private static let year = 2026

    static func run() {
        var sink = 0
        for code in codes {
            guard let region = RegionRegistry.region(code: code) else { continue }
            // The first call compiles the region's rules, as a fresh process does once.
            let coldStart = Measure.now()
            sink &+= DaysOff(region: Region(country: region.country, subdivision: region.subdivision), year: year)
                .bridges().count
            let cold = Measure.now() - coldStart
            let listing = Measure.samples(repetitions: 200, warmup: 5) {
                let days = DaysOff(region: region, year: year)
                sink &+= days.stretches.count + days.bridges().count
            }
            Measure.report(
                "\(code) \(year) stretches + bridges (first call, rules compiled: \(Measure.format(Double(cold))))",
                Measure.summary(listing), target: "<= 1 ms", met: listing[listing.count / 2] <= 1_000_000)
            let days = DaysOff(region: region, year: year)
            let plan = Measure.samples(repetitions: 50, warmup: 3) {
                sink &+= days.plan(leave: 10).daysOff
            }
            Measure.report(
                "\(code) \(year) --leave 10 plan", Measure.summary(plan), target: "<= 50 ms",
                met: plan[plan.count / 2] <= 50_000_000)
        }
        let whole = BenchPaths.sibling("holical")
        let environment = BenchPaths.childEnvironment()
        let runs = Measure.samples(repetitions: 20, warmup: 2) {
            sink &+= BenchProcess.run(
                [whole, "bridges", "--region", "DE", "--year", "\(year)", "--leave", "10", "--format", "json"],
                environment: environment) ? 1 : 0
        }
        print("  holical bridges --region DE --year \(year) --leave 10 --format json, whole process: "
            + Measure.summary(runs))
        if sink == 42 { print("") }
    }
}
