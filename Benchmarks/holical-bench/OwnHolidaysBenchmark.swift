import Glibc

/// Your own holidays files at scale, the binary as a whole process: many regions of your own
/// (a command's start and `list --regions`, which should grow linearly with them), and a
/// configured region that cannot be a code (refused at once, whatever its length).
enum OwnHolidaysBenchmark {
    static let benchmark = Benchmark(
        name: "own-holidays",
        summary: "1,000 and 8,000 [[region]] tables: start and list --regions; a 900 KB region= refused",
        run: {
            let holical = BenchPaths.sibling("holical")
            guard access(holical, X_OK) == 0 else {
                print("  holical not found next to holical-bench: build it first")
                return
            }
            // CPU time is reported beside wall time: on a machine shared with other work the
            // wall time of a short process says more about the machine than about holical.
            guard let baseline = time(holical, ["next", "--region", "EE"], home: BenchPaths.scratch + "/own-none") else { return }
            print("  holical next --region EE without files of your own: \(baseline)")
            var cpu: [Int: UInt64] = [:]
            for count in [1_000, 8_000] {
                let home = BenchPaths.scratch + "/own-\(count)"
                writeRegions(count, into: home)
                guard let start = time(holical, ["next", "--region", "EE"], home: home),
                      let list = time(holical, ["list", "--regions"], home: home)
                else { return }
                cpu[count] = list.cpu
                print("  holical next --region EE, \(count) regions of your own: \(start)")
                Measure.report(
                    "holical list --regions, \(count) regions of your own", "\(list)",
                    target: "CPU <= \(20 + count / 25) ms", met: list.cpu <= UInt64(20 + count / 25) * 1_000_000)
            }
            if let small = cpu[1_000], let large = cpu[8_000] {
                let ratio = Double(large) / Double(max(small, 1))
                Measure.report(
                    "list --regions CPU, 8,000 regions against 1,000", "\((ratio * 10).rounded() / 10)x",
                    target: "<= 10x (linear)", met: ratio <= 10)
            }
            for length in [9_000, 900_000] {
                let home = BenchPaths.scratch + "/code-\(length)"
                write("region = \"" + String(repeating: "A", count: length) + "\"\n", to: home + "/holical/config.toml")
                guard let refused = time(holical, ["list"], home: home, expectSuccess: false) else { return }
                Measure.report(
                    "holical list with a \(length / 1_000) KB region= in config.toml, refused", "\(refused)",
                    target: "CPU <= 50 ms", met: refused.cpu <= 50_000_000)
            }
        })

    /// Median wall and CPU (user and system) time of runs of a process.
    struct Times: CustomStringConvertible {
        var wall: UInt64
        var cpu: UInt64

        var description: String {
            "median \(Measure.format(Double(wall))) wall, \(Measure.format(Double(cpu))) CPU"
        }
    }

    /// The medians of 11 runs (after one untimed) of `holical arguments` with `home` as
    /// XDG_CONFIG_HOME; nil, with a message, when its exit status is not the one expected.
    private static func time(_ holical: String, _ arguments: [String], home: String, expectSuccess: Bool = true) -> Times? {
        var environment = BenchPaths.childEnvironment()
        environment["XDG_CONFIG_HOME"] = home
        var unexpected = false
        var cpu: [UInt64] = []
        let wall = Measure.samples(repetitions: 11, warmup: 1) {
            let before = childrenCPU()
            let succeeded = BenchProcess.run([holical] + arguments, errors: "/dev/null", environment: environment)
            cpu.append(childrenCPU() - before)
            if succeeded != expectSuccess { unexpected = true }
        }
        guard !unexpected else {
            print("  holical \(arguments.joined(separator: " ")) did not \(expectSuccess ? "succeed" : "fail") as expected")
            return nil
        }
        cpu.sort()
        return Times(wall: wall[wall.count / 2], cpu: cpu[cpu.count / 2])
    }

    /// User and system time of the children waited for so far, in nanoseconds.
    private static func childrenCPU() -> UInt64 {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func nanoseconds(_ time: timeval) -> UInt64 { UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1_000 }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }

    /// A holidays.toml of `count` regions of your own, each based on a built-in one and
    /// adding a day, as a company with many offices might write it.
    private static func writeRegions(_ count: Int, into home: String) {
        let bases = ["DE-BY", "EE", "US", "FR", "AU-NSW"]
        var text = ""
        for index in 0..<count {
            text += """
                [[region]]
                code = "OWN-\(index)"
                name = "Office \(index)"
                based-on = "\(bases[index % bases.count])"

                [[region.holiday]]
                name = "Founders' Day \(index)"
                date = "06-01"


                """
        }
        write(text, to: home + "/holical/holidays.toml")
    }

    private static func write(_ text: String, to path: String) {
        let directory = String(path[..<path.lastIndex(of: "/")!])
        _ = BenchProcess.run(["mkdir", "-p", directory])
        let file = fopen(path, "w")
        _ = fputs(text, file)
        fclose(file)
    }
}
