import Glibc

/// Local wall-clock time, for knowing when the date changes.
enum LocalTime {
    /// Seconds from now until the next local midnight, asked of the time zone rules
    /// (`mktime`), so a day of 23 or 25 hours (a daylight-saving change) is no exception.
    static func secondsUntilMidnight() -> Double {
        let now = time(nil)
        var parts = tm()
        var clock = now
        localtime_r(&clock, &parts)
        parts.tm_mday += 1
        parts.tm_hour = 0
        parts.tm_min = 0
        parts.tm_sec = 0
        parts.tm_isdst = -1
        let midnight = mktime(&parts)
        return Double(max(1, midnight - now))
    }
}
