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
