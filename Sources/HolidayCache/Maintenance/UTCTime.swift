#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import HolidayEngine

/// A moment in Unix seconds, written in UTC (fetch times in `stats`, names of moved files).
public struct UTCTime: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    /// The current time of the system clock.
    public static func now() -> UTCTime { UTCTime(seconds: Int64(time(nil))) }

    /// The UTC calendar day.
    public var date: CivilDate { CivilDate(dayNumber: Int(floorDivision.days)) }

    /// `2026-02-21T10:15:00Z`.
    public var iso8601: String {
        let (h, m, s) = clock
        return "\(date)T\(Self.two(h)):\(Self.two(m)):\(Self.two(s))Z"
    }

    /// `20260221T101500Z`: ISO 8601 basic format, safe in file names.
    public var compact: String {
        let (h, m, s) = clock
        let day = date
        return String(day.year) + Self.two(day.month) + Self.two(day.day)
            + "T" + Self.two(h) + Self.two(m) + Self.two(s) + "Z"
    }

    private var floorDivision: (days: Int64, secondOfDay: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (days, seconds - days * 86_400)
    }

    private var clock: (Int64, Int64, Int64) {
        let s = floorDivision.secondOfDay
        return (s / 3600, s % 3600 / 60, s % 60)
    }

    private static func two(_ value: some BinaryInteger) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
