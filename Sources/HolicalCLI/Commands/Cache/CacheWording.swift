import HolidayCache
import HolidayFetch
import HolidayEngine
import TerminalText

/// Counts, sizes and keys in words, shared by the cache reports.
enum CacheWording {
    /// `1 holiday`, `3 holidays`.
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    /// `812 B`, `148.0 KiB`, `3.2 MiB`.
    static func size(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// `nager EE`.
    static func key(_ key: CacheKey) -> String { "\(shown(key.provider)) \(shown(key.region))" }

    /// A provider or region name read from the cache file, which anyone may have
    /// written: cleaned and shortened as every quoted outside text is.
    static func shown(_ name: String) -> String { TerminalSafeText.quoted(name, limit: 20) }

    /// A calendar feed's address read from the cache file, as messages show one: without
    /// user, password or query (`FeedAddress.redacted`), cleaned and shortened.
    static func feed(_ url: String) -> String { TerminalSafeText.quoted(FeedAddress.redacted(url)) }

    /// `2026-02-21T10:30:05Z`.
    static func time(_ seconds: Int64) -> String { UTCTime(seconds: seconds).iso8601 }
}
