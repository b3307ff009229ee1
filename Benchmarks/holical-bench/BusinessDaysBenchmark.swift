import Glibc
import HolidayKit

/// Business days: one `count` in process, and `holical busdays --batch` over a million lines
/// as a whole process, beside numpy doing the same when it is installed. Build and run:
///   swift build -c release --static-swift-stdlib && .build/release/holical-bench busdays
enum BusinessDaysBenchmark {
    static let benchmark = Benchmark(
        name: "busdays",
        summary: "one count <= 100 ns in process; `busdays --batch` over 1,000,000 lines <= 0.5 s",
        run: run)

    private static let years = 1950...2100
    private static let lines = 1_000_000

    static func run() {
        inProcess()
        wholeProcess()
    }

    // MARK: - In process

    /// Random dates over 1950-2100, the same on every run.
    private static func randomDates(_ count: Int) -> [CivilDate] {
        var state: UInt64 = 0x5EED_B05D
        let first = CivilDate(year: years.lowerBound, month: 1, day: 1)!.dayNumber
        let span = UInt64(CivilDate(year: years.upperBound, month: 12, day: 31)!.dayNumber - first + 1)
        return (0..<count).map { _ in
            // xorshift64*: cheap and good enough to scatter dates.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return CivilDate(dayNumber: first + Int((state &* 0x2545_F491_4F6C_DD1D) % span))
        }
    }

    private static func inProcess() {
        let pairs = 1 << 20
        let dates = randomDates(2 * pairs)
        let days = dates.map(\.dayNumber)
        var sum = 0
        for region in RegionRegistry.all {
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

    private static func wholeProcess() {
        let holical = BenchPaths.sibling("holical")
        guard access(holical, X_OK) == 0 else {
            print("  \(holical) not found: build it with swift build -c release --static-swift-stdlib")
            return
        }
        let scratch = "/tmp/holical-bench-busdays-\(getpid())"
        mkdir(scratch, 0o700)
        defer { removeScratch(scratch) }
        let input = scratch + "/pairs.txt"
        let holidays = scratch + "/holidays.txt"
        writeInput(to: input, holidays: holidays)

        let arguments = [holical, "busdays", "--batch", "--region", "AU-NSW"]
        let environment = BenchPaths.childEnvironment()
        var failed = false
        let samples = Measure.samples(repetitions: 7, warmup: 1) {
            if !BenchProcess.run(arguments, input: input, environment: environment) { failed = true }
        }
        guard !failed else {
            print("  \(arguments.joined(separator: " ")) failed")
            return
        }
        Measure.report(
            "holical busdays --batch --region AU-NSW < 1,000,000 lines > /dev/null (7 runs)",
            Measure.summary(samples), target: "median <= 0.5 s",
            met: samples[samples.count / 2] <= 500_000_000)
        compareWithNumpy(holical: holical, input: input, holidays: holidays, scratch: scratch, environment: environment)
    }

    /// A million random `FROM TO` lines over 1950-2100, and the NSW public holidays on
    /// weekdays for numpy.
    private static func writeInput(to input: String, holidays: String) {
        let dates = randomDates(2 * lines)
        var text: [UInt8] = []
        text.reserveCapacity(lines * 22)
        for index in stride(from: 0, to: dates.count, by: 2) {
            text += "\(dates[index]) \(dates[index + 1])\n".utf8
        }
        write(text, to: input)
        let nsw = BusinessCalendar(region: .newSouthWales, years: years)
        write(Array(nsw.workingDayHolidays.map { "\($0)\n" }.joined().utf8), to: holidays)
    }

    /// Times scripts/busdays_numpy.py on the same input and checks that holical
    /// `--include-start` (numpy's end rule) gives the very same counts.
    private static func compareWithNumpy(
        holical: String, input: String, holidays: String, scratch: String, environment: [String: String]
    ) {
        guard BenchProcess.run(["python3", "-c", "import numpy"]) else {
            print("  numpy not importable by python3: no comparison")
            return
        }
        guard let script = findScript("scripts/busdays_numpy.py") else {
            print("  scripts/busdays_numpy.py not found above \(BenchPaths.sibling("")): no comparison")
            return
        }
        let numpyOutput = scratch + "/numpy.txt"
        var samples: [UInt64] = []
        for _ in 0..<3 {
            let start = Measure.now()
            guard BenchProcess.run(["python3", script, input, holidays, numpyOutput], errors: scratch + "/numpy.log") else {
                print("  python3 \(script) failed")
                return
            }
            samples.append(Measure.now() - start)
        }
        samples.sort()
        print("  numpy (python3 scripts/busdays_numpy.py: loadtxt + busday_count + write, 3 runs): "
            + Measure.summary(samples))
        let steps = String(decoding: read(scratch + "/numpy.log"), as: UTF8.self)
        print("    last run's steps: " + steps.split(separator: "\n").joined(separator: "; "))
        let holicalOutput = scratch + "/holical.txt"
        guard BenchProcess.run(
            [holical, "busdays", "--batch", "--region", "AU-NSW", "--include-start"],
            input: input, output: holicalOutput, environment: environment)
        else { return }
        let same = read(holicalOutput) == read(numpyOutput)
        print("  holical --include-start and numpy give the same \(lines) counts: \(same ? "yes" : "NO")")
    }

    /// `relative` in the nearest directory above this executable that holds it.
    private static func findScript(_ relative: String) -> String? {
        var directory = BenchPaths.sibling("")
        while directory.count > 1 {
            directory = String(directory.dropLast())
            guard let slash = directory.lastIndex(of: "/") else { return nil }
            directory = String(directory[...slash])
            if access(directory + relative, R_OK) == 0 { return directory + relative }
        }
        return nil
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
        for name in ["pairs.txt", "holidays.txt", "numpy.txt", "numpy.log", "holical.txt"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }
}
