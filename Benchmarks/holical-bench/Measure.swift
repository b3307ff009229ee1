import Glibc

/// Timing helpers shared by the benchmarks.
enum Measure {
    /// Monotonic wall time in nanoseconds.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU time of this thread in nanoseconds.
    static func threadCPU() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU time (user + system) of this process in nanoseconds.
    static func processCPU() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Runs `body` `repetitions` times after `warmup` untimed runs and returns the per-run
    /// wall times in nanoseconds, sorted.
    static func samples(
        repetitions: Int, warmup: Int = 3, _ body: () -> Void
    ) -> [UInt64] {
        for _ in 0..<warmup { body() }
        var times: [UInt64] = []
        times.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let start = now()
            body()
            times.append(now() - start)
        }
        return times.sorted()
    }

    /// `min 1.23 µs  median 1.30 µs  p90 1.41 µs`.
    static func summary(_ sortedNanoseconds: [UInt64], per count: Int = 1) -> String {
        func at(_ q: Double) -> Double {
            Double(sortedNanoseconds[min(sortedNanoseconds.count - 1, Int(Double(sortedNanoseconds.count) * q))])
                / Double(count)
        }
        return "min \(format(at(0)))  median \(format(at(0.5)))  p90 \(format(at(0.9)))"
    }

    /// A duration in nanoseconds in a readable unit.
    static func format(_ nanoseconds: Double) -> String {
        func fixed(_ value: Double, _ unit: String) -> String {
            let rounded = (value * 100).rounded() / 100
            return "\(rounded) \(unit)"
        }
        if nanoseconds < 1_000 { return fixed(nanoseconds, "ns") }
        if nanoseconds < 1_000_000 { return fixed(nanoseconds / 1_000, "µs") }
        if nanoseconds < 1_000_000_000 { return fixed(nanoseconds / 1_000_000, "ms") }
        return fixed(nanoseconds / 1_000_000_000, "s")
    }

    /// Prints `label: figure (target: ...)` with PASS or MISS.
    static func report(_ label: String, _ figure: String, target: String, met: Bool) {
        print("  \(label): \(figure)   target \(target)   \(met ? "PASS" : "MISS")")
    }
}
