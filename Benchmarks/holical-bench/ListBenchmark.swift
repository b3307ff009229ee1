import Glibc
import HolidayEngine
import HolidayRegions

/// `holical list` over long spans and many regions as a whole process: its peak resident
/// memory, which stays flat whatever the span since rows are written as they are made
/// (docs/architecture.md, "Long lists"), and its time beside python-holidays doing the
/// same list (scripts/list_python_holidays.py) in the same run. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench list
enum ListBenchmark {
    static let benchmark = Benchmark(
        name: "list",
        summary: "`holical list` for every built-in region 1950-2100 and 40 regions 1583-9999: "
            + "peak RSS < 40 MB in every format; time beside python-holidays",
        run: run)

    /// The peak resident memory every list is held to, in KiB.
    private static let memoryTarget = 40 * 1_024

    /// Regions and years listed, and the formats each is listed in.
    private struct Case {
        let label: String
        let codes: [String]
        let years: ClosedRange<Int>
        let formats: [String]
    }

    static func run() {
        let holical = BenchPaths.sibling("holical")
        guard access(holical, X_OK) == 0 else {
            print("  \(holical) not found: build it with swift build -c release --static-swift-stdlib")
            return
        }
        let all = RegionRegistry.all.map(\.code)
        // Every eighth region of `holical list --regions`, the first 40: countries and
        // subdivisions from all over the list.
        let forty = Array(all.enumerated().filter { $0.offset % 8 == 0 }.map(\.element).prefix(40))
        let cases = [
            Case(label: "all \(all.count) built-in regions", codes: all, years: 1950...2100,
                 formats: ["csv", "json", "table", "ics"]),
            Case(label: "40 regions (every 8th built-in one)", codes: forty, years: 1583...9999,
                 formats: ["csv", "json", "table"]),
        ]
        let script = pythonScript()
        for item in cases {
            print("  \(item.label), \(item.years.lowerBound)-\(item.years.upperBound): \(item.codes.joined(separator: ","))")
            var csvTime: UInt64?
            for format in item.formats {
                let arguments = [
                    holical, "list", "--region", item.codes.joined(separator: ","),
                    "--from", "\(item.years.lowerBound)-01-01", "--to", "\(item.years.upperBound)-12-31",
                    "--format", format,
                ]
                let usage = BenchProcess.measure(arguments, errors: "/dev/null", environment: BenchPaths.childEnvironment())
                guard usage.succeeded else {
                    print("    holical list ... --format \(format) failed")
                    continue
                }
                if format == "csv" { csvTime = usage.cpuNanoseconds }
                Measure.report(
                    "holical list --format \(format) > /dev/null: \(Measure.format(Double(usage.wallNanoseconds))) "
                        + "(CPU \(Measure.format(Double(usage.cpuNanoseconds)))), peak RSS",
                    "\(usage.peakResidentKilobytes / 1_024) MB", target: "< 40 MB",
                    met: usage.peakResidentKilobytes < memoryTarget)
            }
            guard let script, let csvTime else { continue }
            let usage = BenchProcess.measure(
                ["python3", script, "\(item.years.lowerBound)", "\(item.years.upperBound)", item.codes.joined(separator: ",")],
                errors: "/dev/null")
            guard usage.succeeded else {
                print("    python3 \(script) failed")
                continue
            }
            print("    python-holidays, the same list as CSV (python3 scripts/list_python_holidays.py): "
                + "\(Measure.format(Double(usage.wallNanoseconds))) (CPU \(Measure.format(Double(usage.cpuNanoseconds)))), "
                + "peak RSS \(usage.peakResidentKilobytes / 1_024) MB; holical's CSV took "
                + String(format: "%.3f", Double(csvTime) / Double(usage.cpuNanoseconds)) + "x its CPU time "
                + "(python-holidays lists only the years each country's class supports: far fewer before 1950 and after 2100)")
        }
    }

    /// scripts/list_python_holidays.py when python-holidays is importable, else nil (and
    /// why, printed).
    private static func pythonScript() -> String? {
        guard BenchProcess.run(["python3", "-c", "import holidays"]) else {
            print("  python-holidays not importable by python3 (pip install holidays==0.108): no comparison")
            return nil
        }
        guard let script = BenchPaths.findAbove("scripts/list_python_holidays.py") else {
            print("  scripts/list_python_holidays.py not found above \(BenchPaths.sibling("")): no comparison")
            return nil
        }
        return script
    }
}
