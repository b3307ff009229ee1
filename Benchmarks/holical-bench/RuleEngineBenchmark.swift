import Glibc
import HolidayKit

extension Benchmarks {
    /// The rule engine in process, and `holical list` as a whole process.
    static let ruleEngine = Benchmark(
        name: "rules",
        summary: "all regions 1950-2100 in process; `holical list --region US ... --format json` as a process",
        run: {
            inProcess()
            wholeProcess()
        })

    private static let century = DateRange(
        CivilDate(year: 1950, month: 1, day: 1)!, CivilDate(year: 2100, month: 12, day: 31)!)

    private static func inProcess() {
        var count = 0
        let samples = Measure.samples(repetitions: 500, warmup: 20) {
            count = 0
            for region in RegionRegistry.all { count += region.holidays(in: century).count }
        }
        for region in RegionRegistry.all {
            let one = Measure.samples(repetitions: 500, warmup: 20) {
                count &+= region.holidays(in: century).count
            }
            print("  \(region.code) 1950-2100: \(region.holidays(in: century).count) holidays, \(Measure.summary(one))")
        }
        let total = RegionRegistry.all.reduce(0) { $0 + $1.holidays(in: century).count }
        let median = Double(samples[samples.count / 2])
        Measure.report(
            "all regions 1950-2100 (\(total) holidays)", Measure.summary(samples),
            target: "median <= 0.5 ms", met: median <= 500_000)
        if count < 0 { print(count) }  // keeps the work observable
    }

    private static func wholeProcess() {
        guard let holical = siblingExecutable("holical") else {
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
            if !run(arguments) { failed = true }
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

    /// `name` in the directory of this executable, if it is there and executable.
    private static func siblingExecutable(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let bytes = buffer[..<length].map { UInt8(bitPattern: $0) }
        let me = String(decoding: bytes, as: UTF8.self)
        guard let slash = me.lastIndex(of: "/") else { return nil }
        let path = String(me[..<slash]) + "/" + name
        return access(path, X_OK) == 0 ? path : nil
    }

    /// Runs `arguments` with standard output to /dev/null and waits; true on exit status 0.
    private static func run(_ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status == 0
    }
}
