import Glibc
import HolidayEngine
import HolidayRegions

/// Business days: one `count` in process, and `holical busdays --batch`, `roll --batch` and
/// `add --batch --convention` over a million lines as a whole process, beside numpy doing
/// the same when it is installed. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench busdays
enum BusinessDaysBenchmark {
    static let benchmark = Benchmark(
        name: "busdays",
        summary: "one count <= 100 ns in process; `busdays --batch` over 1,000,000 lines <= 0.5 s; "
            + "roll and add --convention batches <= 0.5x numpy's time",
        run: run)

    private static let years = 1950...2100
    private static let lines = 1_000_000

    static func run() {
        inProcess()
        wholeProcess()
    }

    // MARK: - In process

    /// Random dates over `span` (1950-2100 unless told), the same on every run.
    private static func randomDates(_ count: Int, in span: ClosedRange<Int> = years) -> [CivilDate] {
        var state: UInt64 = 0x5EED_B05D
        let first = CivilDate(year: span.lowerBound, month: 1, day: 1)!.dayNumber
        let days = UInt64(CivilDate(year: span.upperBound, month: 12, day: 31)!.dayNumber - first + 1)
        return (0..<count).map { _ in
            // xorshift64*: cheap and good enough to scatter dates.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return CivilDate(dayNumber: first + Int((state &* 0x2545_F491_4F6C_DD1D) % days))
        }
    }

    private static func inProcess() {
        let pairs = 1 << 20
        let dates = randomDates(2 * pairs)
        let days = dates.map(\.dayNumber)
        var sum = 0
        // Three regions, as the figures in docs/business-days.md: every region is the same
        // code underneath, and all of them would take minutes.
        for region in ["AU-NSW", "US", "EE"].compactMap({ RegionRegistry.region(code: $0) }) {
            let calendar = BusinessCalendar(region: region, years: years)
            print("  \(region.code): \(calendar.workingDayHolidays.count) public holidays on weekdays 1950-2100, "
                + "\(pairs) random pairs")
            let samples = Measure.samples(repetitions: 15, warmup: 2) {
                for index in stride(from: 0, to: dates.count, by: 2) {
                    sum &+= calendar.count(from: dates[index], to: dates[index + 1])
                }
            }
            Measure.report(
                "  count(from:to:) per call", Measure.summary(samples, per: pairs), target: "<= 100 ns",
                met: Double(samples[samples.count / 2]) / Double(pairs) <= 100)
            let numbers = Measure.samples(repetitions: 15, warmup: 2) {
                for index in stride(from: 0, to: days.count, by: 2) {
                    sum &+= calendar.count(fromDayNumber: days[index], toDayNumber: days[index + 1])
                }
            }
            print("    count(fromDayNumber:toDayNumber:) per call (what --batch calls): "
                + Measure.summary(numbers, per: pairs))
            // From 1952-2098, so that no answer leaves the calendar's years.
            let starts = dates.filter { (1952...2098).contains($0.year) }
            let adds = Measure.samples(repetitions: 15, warmup: 2) {
                for (index, start) in starts.enumerated() {
                    sum &+= calendar.add(index & 511 - 256, to: start).day
                }
            }
            print("    add(n, to:) per call, |n| < 256: " + Measure.summary(adds, per: starts.count))
        }
        if sum == 42 { print("") }  // keeps the work observable
    }

    // MARK: - Whole process

    /// One whole-process comparison: a holical batch and the numpy script on the same lines.
    private struct Case {
        /// What the line says, e.g. `busdays roll --batch --convention modified-following`.
        let label: String
        /// holical's arguments after the binary.
        let holical: [String]
        /// scripts/busdays_numpy.py's mode and options.
        let numpy: [String]
        /// The input file's name in the scratch directory.
        let input: String
        /// The target as a fraction of numpy's median; nil: the 0.5 s target of `count`.
        let fractionOfNumpy: Double?
    }

    private static let cases = [
        Case(
            label: "busdays --batch", holical: ["busdays", "--batch", "--include-start"], numpy: ["count"],
            input: "pairs.txt", fractionOfNumpy: nil),
        Case(
            label: "busdays roll --batch --convention modified-following",
            holical: ["busdays", "roll", "--batch", "--convention", "modified-following"],
            numpy: ["roll", "--roll", "modifiedfollowing"], input: "dates.txt", fractionOfNumpy: 0.5),
        Case(
            label: "busdays roll --batch --convention preceding",
            holical: ["busdays", "roll", "--batch", "--convention", "preceding"],
            numpy: ["roll", "--roll", "preceding"], input: "dates.txt", fractionOfNumpy: 0.5),
        Case(
            label: "busdays add --batch --convention following (DATE N, |N| <= 256)",
            holical: ["busdays", "add", "--batch", "--convention", "following"],
            numpy: ["add", "--roll", "following"], input: "offsets.txt", fractionOfNumpy: 0.5),
    ]

    private static func wholeProcess() {
        let holical = BenchPaths.sibling("holical")
        guard access(holical, X_OK) == 0 else {
            print("  \(holical) not found: build it with swift build -c release --static-swift-stdlib")
            return
        }
        let scratch = "/tmp/holical-bench-busdays-\(getpid())"
        mkdir(scratch, 0o700)
        defer { removeScratch(scratch) }
        writeInput(to: scratch)
        let environment = BenchPaths.childEnvironment()
        let numpy = numpyScript()
        for item in cases {
            let arguments = [holical] + item.holical + ["--region", "AU-NSW"]
            let input = scratch + "/" + item.input
            var failed = false
            let samples = Measure.samples(repetitions: 7, warmup: 1) {
                if !BenchProcess.run(arguments, input: input, environment: environment) { failed = true }
            }
            guard !failed else {
                print("  \(arguments.joined(separator: " ")) failed")
                continue
            }
            let median = samples[samples.count / 2]
            let label = "holical \(item.label) --region AU-NSW < 1,000,000 lines > /dev/null (7 runs)"
            guard let script = numpy, let numpyMedian = compareWithNumpy(
                item, holical: holical, script: script, scratch: scratch, environment: environment)
            else {
                if item.fractionOfNumpy == nil {
                    Measure.report(label, Measure.summary(samples), target: "median <= 0.5 s", met: median <= 500_000_000)
                } else {
                    print("  \(label): \(Measure.summary(samples))   (no numpy: no target)")
                }
                continue
            }
            let ratio = Double(median) / Double(numpyMedian)
            let figure = Measure.summary(samples) + String(format: ", %.2fx numpy's median", ratio)
            if let fraction = item.fractionOfNumpy {
                Measure.report(label, figure, target: String(format: "<= %.1fx numpy", fraction), met: ratio <= fraction)
            } else {
                Measure.report(label, figure, target: "median <= 0.5 s", met: median <= 500_000_000)
            }
        }
    }

    /// The same million lines for every case, random over 1952-2098 (so that no answer
    /// leaves the years numpy is given holidays for): `FROM TO` pairs, dates, and `DATE N`
    /// lines; and the NSW public holidays on weekdays for numpy.
    private static func writeInput(to scratch: String) {
        let dates = randomDates(2 * lines, in: 1952...2098)
        var pairs: [UInt8] = []
        var singles: [UInt8] = []
        var offsets: [UInt8] = []
        pairs.reserveCapacity(lines * 22)
        for index in stride(from: 0, to: dates.count, by: 2) {
            pairs += "\(dates[index]) \(dates[index + 1])\n".utf8
            singles += "\(dates[index])\n".utf8
            offsets += "\(dates[index + 1]) \(dates[index].dayNumber & 511 - 256)\n".utf8
        }
        write(pairs, to: scratch + "/pairs.txt")
        write(singles, to: scratch + "/dates.txt")
        write(offsets, to: scratch + "/offsets.txt")
        let nsw = BusinessCalendar(region: .newSouthWales, years: years)
        write(Array(nsw.workingDayHolidays.map { "\($0)\n" }.joined().utf8), to: scratch + "/holidays.txt")
    }

    /// scripts/busdays_numpy.py when numpy is importable, else nil (and why, printed).
    private static func numpyScript() -> String? {
        guard BenchProcess.run(["python3", "-c", "import numpy"]) else {
            print("  numpy not importable by python3: no comparison")
            return nil
        }
        guard let script = BenchPaths.findAbove("scripts/busdays_numpy.py") else {
            print("  scripts/busdays_numpy.py not found above \(BenchPaths.sibling("")): no comparison")
            return nil
        }
        return script
    }

    /// Times scripts/busdays_numpy.py on the case's input (3 runs), checks that holical's
    /// output is byte for byte numpy's, and returns numpy's median.
    private static func compareWithNumpy(
        _ item: Case, holical: String, script: String, scratch: String, environment: [String: String]
    ) -> UInt64? {
        let input = scratch + "/" + item.input
        let numpyOutput = scratch + "/numpy.txt"
        var samples: [UInt64] = []
        for _ in 0..<3 {
            let start = Measure.now()
            let arguments = ["python3", script, item.numpy[0], input, scratch + "/holidays.txt", numpyOutput]
                + item.numpy.dropFirst()
            guard BenchProcess.run(arguments, errors: scratch + "/numpy.log") else {
                print("  python3 \(script) \(item.numpy.joined(separator: " ")) failed")
                return nil
            }
            samples.append(Measure.now() - start)
        }
        samples.sort()
        print("  numpy (python3 scripts/busdays_numpy.py \(item.numpy.joined(separator: " ")): loadtxt + numpy + write, "
            + "3 runs): " + Measure.summary(samples))
        let steps = String(decoding: read(scratch + "/numpy.log"), as: UTF8.self)
        print("    last run's steps: " + steps.split(separator: "\n").joined(separator: "; "))
        let holicalOutput = scratch + "/holical.txt"
        guard BenchProcess.run(
            [holical] + item.holical + ["--region", "AU-NSW"], input: input, output: holicalOutput, environment: environment)
        else { return nil }
        let same = read(holicalOutput) == read(numpyOutput)
        print("    holical and numpy give the same \(lines) answers: \(same ? "yes" : "NO")")
        return samples[samples.count / 2]
    }

    private static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    private static func read(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let got = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { return bytes }
            bytes += block[..<got]
        }
    }

    private static func removeScratch(_ directory: String) {
        for name in ["pairs.txt", "dates.txt", "offsets.txt", "holidays.txt", "numpy.txt", "numpy.log", "holical.txt"] {
            unlink(directory + "/" + name)
        }
        rmdir(directory)
    }
}
