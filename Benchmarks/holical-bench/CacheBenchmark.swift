import Foundation
import HolidayCache
import HolidayEngine

/// The SQLite cache: reading a month (holidays and coverage) from a file holding several
/// regions and years, and what opening the file adds to start-up.
enum CacheBenchmark {
    static let benchmark = Benchmark(
        name: "cache",
        summary: "month read from a populated cache file; opening it, in a fresh process and warm",
        run: run)

    /// Set in the child process that measures a first open.
    private static let childVariable = "HOLICAL_BENCH_CACHE_FILE"

    private static let regions = ["EE", "US", "AU-NSW", "FI", "DE", "SE", "LV", "LT"]
    private static let years = 2010...2029

    static func run() {
        if let directory = ProcessInfo.processInfo.environment[childVariable] {
            measureFirstOpen(directory)
            return
        }
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let location = CacheLocation(directory: directory)
        let stats = populate(location)
        print("  file: \(stats.rows) rows (\(stats.holidays) holidays, \(stats.spans) coverage spans), "
            + "\(stats.entries.count) provider/region keys, \((stats.fileSize ?? 0) / 1024) KiB")

        benchmarkMonthReads(location)
        benchmarkFirstOpen(directory)
        benchmarkWarmOpen(location)
    }

    // MARK: - Data

    /// Nager-style year answers for every region and year, a 30-day-range provider for EE
    /// with a busy folk calendar, and two years of one-day Abstract answers (a coverage row
    /// per day), written as the app would: one transaction per answer.
    private static func populate(_ location: CacheLocation) -> CacheStats {
        let store = try! SQLiteHolidayStore.open(at: location).store
        var now: Int64 = 1_770_000_000
        for region in regions {
            for year in years {
                let range = yearRange(year)
                try! store.store(
                    CacheKey(provider: "nager", region: region), range: range,
                    holidays: holidays(in: range, region: region, every: 12), fetchedAt: now)
                now += 1
            }
        }
        for year in years {
            var start = yearRange(year).lowerBound
            while start.year == year {
                let range = DateRange(start, min(start.adding(days: 29), yearRange(year).upperBound))
                try! store.store(
                    CacheKey(provider: "range", region: "EE"), range: range,
                    holidays: holidays(in: range, region: "EE", every: 3), fetchedAt: now)
                now += 1
                start = range.upperBound.adding(days: 1)
            }
        }
        for date in DateRange(CivilDate(year: 2025, month: 1, day: 1)!, CivilDate(year: 2026, month: 12, day: 31)!) {
            let range = DateRange(day: date)
            try! store.store(
                CacheKey(provider: "abstract", region: "US"), range: range,
                holidays: holidays(in: range, region: "US", every: 15), fetchedAt: now)
            now += 1
        }
        return try! store.stats()
    }

    private static func yearRange(_ year: Int) -> DateRange {
        DateRange(CivilDate(year: year, month: 1, day: 1)!, CivilDate(year: year, month: 12, day: 31)!)
    }

    private static func holidays(in range: DateRange, region: String, every step: Int) -> [Holiday] {
        range.filter { $0.dayNumber % step == 0 }.map { date in
            Holiday(
                date: date, name: "Holiday of \(date)", localName: "Püha \(date)",
                kind: .public, region: region, details: "A day to remember, observed since long ago.")
        }
    }

    // MARK: - Measurements

    private static func benchmarkMonthReads(_ location: CacheLocation) {
        let store = try! SQLiteHolidayStore.open(at: location).store
        let keys = regions.map { CacheKey(provider: "nager", region: $0) }
            + [CacheKey(provider: "range", region: "EE")]
        var index = 0
        var found = 0
        let samples = Measure.samples(repetitions: 2_000, warmup: 50) {
            let key = keys[index % keys.count]
            let month = YearMonth(year: years.lowerBound + index % years.count, month: 1 + index % 12)!
            let slice = try! store.slice(key, in: month.days)
            found += slice.holidays.count + slice.covered.count
            index += 1
        }
        Measure.report(
            "month read (nager/range, holidays + coverage)", Measure.summary(samples),
            target: "<= 1 ms (p90)", met: Double(samples[samples.count * 9 / 10]) <= 1_000_000)

        let abstract = CacheKey(provider: "abstract", region: "US")
        var month = 0
        let daily = Measure.samples(repetitions: 1_000, warmup: 20) {
            let slice = try! store.slice(abstract, in: YearMonth(year: 2025, month: 1)!.adding(months: month % 24).days)
            found += slice.covered.count
            month += 1
        }
        Measure.report(
            "month read (abstract, ~30 coverage rows)", Measure.summary(daily),
            target: "<= 1 ms (p90)", met: Double(daily[daily.count * 9 / 10]) <= 1_000_000)
        precondition(found > 0)
    }

    /// Opens the file in fresh processes (SQLite not yet initialised, nothing
    /// cached in the process; the OS page cache is warm) and reads a month.
    private static func benchmarkFirstOpen(_ directory: String) {
        var opens: [UInt64] = []
        var withRead: [UInt64] = []
        for _ in 0..<15 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["cache"]
            var environment = ProcessInfo.processInfo.environment
            environment[childVariable] = directory
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            try! process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("first-open ") }) else {
                print("  child failed: \(output)")
                return
            }
            let figures = line.split(separator: " ").dropFirst().map { UInt64($0)! }
            opens.append(figures[0])
            withRead.append(figures[1])
        }
        opens.sort()
        withRead.sort()
        Measure.report(
            "open in a fresh process", Measure.summary(opens), target: "<= 5 ms", met: opens[opens.count / 2] <= 5_000_000)
        Measure.report(
            "open + first month read, fresh process", Measure.summary(withRead),
            target: "<= 5 ms", met: withRead[withRead.count / 2] <= 5_000_000)
    }

    /// The child's part: one open and one month read, timed, printed for the parent.
    private static func measureFirstOpen(_ directory: String) {
        let start = Measure.now()
        let opened = HolidayStoreOpener.open(location: CacheLocation(directory: directory))
        let open = Measure.now()
        let slice = try! opened.store.slice(CacheKey(provider: "nager", region: "EE"), in: YearMonth(year: 2026, month: 2)!.days)
        let read = Measure.now()
        precondition(opened.warning == nil && opened.store is SQLiteHolidayStore && !slice.covered.isEmpty)
        print("first-open \(open - start) \(read - start)")
    }

    private static func benchmarkWarmOpen(_ location: CacheLocation) {
        let key = CacheKey(provider: "nager", region: "EE")
        let february = YearMonth(year: 2026, month: 2)!.days
        let samples = Measure.samples(repetitions: 100, warmup: 5) {
            let opened = HolidayStoreOpener.open(location: location)
            precondition(!(try! opened.store.slice(key, in: february)).covered.isEmpty)
        }
        Measure.report(
            "open + month read + close, warm (same process)", Measure.summary(samples),
            target: "<= 5 ms", met: samples[samples.count / 2] <= 5_000_000)
    }

    private static func temporaryDirectory() -> String {
        var template = Array((NSTemporaryDirectory() + "/holical-bench-cache-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }
}
