import Glibc

/// Local wall-clock time, for knowing when the date changes.
enum LocalTime {
    /// Seconds from now until the next local midnight.
    static func secondsUntilMidnight() -> Double {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let elapsed = Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
        return Double(max(1, 86_400 - elapsed))
    }
}

/// A monotonic clock in seconds.
enum Monotonic {
    static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
