/// Every benchmark, in the order `holical-bench` runs them. Add yours here.
enum Benchmarks {
    static let all: [Benchmark] = [
        ruleEngine, frame, keypress, startup, CacheBenchmark.benchmark, fetch, appFill, bigAnswer,
        BusinessDaysBenchmark.benchmark, CalendarBenchmark.benchmark,
        LunarCalendarBenchmark.benchmark, RegionsBenchmark.benchmark, BridgesBenchmark.benchmark,
        YearViewBenchmark.benchmark, SearchBenchmark.benchmark, ListBenchmark.benchmark,
        CalendarFilesBenchmark.benchmark, OwnHolidaysBenchmark.benchmark, BusyKeysBenchmark.benchmark,
    ]
}

/// One named benchmark.
struct Benchmark: Sendable {
    var name: String
    var summary: String
    var run: @Sendable () -> Void
}
