import FoundationEssentials
import HolidayCache

/// `cache stats` as text or JSON.
enum CacheStatsReport {
    /// When there is no cache file yet.
    static func missing(_ path: String, format: CacheStatsFormat) -> String {
        switch format {
        case .text: "No cache yet: \(path) does not exist."
        case .json: json(StatsJSON(path: path, exists: false, stats: nil))
        }
    }

    static func render(_ stats: CacheStats, format: CacheStatsFormat) -> String {
        switch format {
        case .text: text(stats)
        case .json: json(StatsJSON(path: stats.path ?? "", exists: true, stats: stats))
        }
    }

    private static func text(_ stats: CacheStats) -> String {
        let size = stats.fileSize.map { " (\(CacheWording.size($0)))" } ?? ""
        var lines = ["Cache file: \(stats.path ?? "none, in memory")\(size)"]
        guard !stats.entries.isEmpty || !stats.feeds.isEmpty else {
            return (lines + ["The cache is empty."]).joined(separator: "\n")
        }
        if !stats.entries.isEmpty { lines += answers(stats) }
        if !stats.feeds.isEmpty { lines += feeds(stats.feeds) }
        return lines.joined(separator: "\n")
    }

    /// The providers' answers: a table and its total.
    private static func answers(_ stats: CacheStats) -> [String] {
        var lines: [String] = []
        var table = OutputBuffer()
        TableWriter.writeRows(
            [
                "PROVIDER", "REGION", "HOLIDAYS", "SPANS", "DAYS", "FIRST DAY", "LAST DAY",
                "OLDEST FETCH", "NEWEST FETCH",
            ],
            stats.entries.map { entry in
                [
                    CacheWording.shown(entry.key.provider), CacheWording.shown(entry.key.region), "\(entry.holidays)", "\(entry.spans)",
                    "\(entry.coveredDays)", "\(entry.firstDay)", "\(entry.lastDay)",
                    CacheWording.time(entry.oldestFetch), CacheWording.time(entry.newestFetch),
                ]
            },
            rightAligned: [2, 3, 4], into: &table)
        lines.append(String(table.text.dropLast()))
        lines.append(
            "Total: \(CacheWording.count(stats.rows, "row")) (\(CacheWording.count(stats.holidays, "holiday")), "
                + "\(CacheWording.count(stats.spans, "coverage span"))) covering "
                + "\(CacheWording.count(stats.coveredDays, "day")) for "
                + "\(CacheWording.count(stats.entries.count, "provider and region", "providers and regions")).")
        return lines
    }

    /// The calendar feeds' copies: a table and its total, after a blank line when answers
    /// come before it.
    private static func feeds(_ feeds: [StoredFeedStats]) -> [String] {
        var table = OutputBuffer()
        TableWriter.writeRows(
            ["CALENDAR FEED", "SIZE", "FETCHED", "CHECKED", "REVALIDATES"],
            feeds.map { feed in
                [
                    CacheWording.feed(feed.url), CacheWording.size(Int64(feed.bytes)),
                    CacheWording.time(feed.fetchedAt), CacheWording.time(feed.checkedAt),
                    feed.canRevalidate ? "yes" : "no",
                ]
            },
            rightAligned: [1], into: &table)
        let bytes = CacheWording.size(Int64(feeds.reduce(0) { $0 + $1.bytes }))
        return ["", String(table.text.dropLast()), "Total: \(CacheWording.count(feeds.count, "calendar feed")) kept (\(bytes))."]
    }

    private static func json(_ value: StatsJSON) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }
}

/// The JSON form of `cache stats`.
private struct StatsJSON: Encodable {
    struct Entry: Encodable {
        var provider: String
        var region: String
        var holidays: Int
        var spans: Int
        var coveredDays: Int
        var firstDay: String
        var lastDay: String
        var oldestFetch: String
        var newestFetch: String
    }

    var path: String
    var exists: Bool
    var fileSize: Int64?
    var holidays: Int
    var spans: Int
    var rows: Int
    var coveredDays: Int
    var oldestFetch: String?
    var newestFetch: String?
    var entries: [Entry]
    var feeds: [Feed]

    /// A calendar feed's kept copy.
    struct Feed: Encodable {
        var url: String
        var bytes: Int
        var fetched: String
        var checked: String
        var canRevalidate: Bool
    }

    init(path: String, exists: Bool, stats: CacheStats?) {
        self.path = path
        self.exists = exists
        fileSize = stats?.fileSize
        holidays = stats?.holidays ?? 0
        spans = stats?.spans ?? 0
        rows = stats?.rows ?? 0
        coveredDays = stats?.coveredDays ?? 0
        oldestFetch = stats?.oldestFetch.map(CacheWording.time)
        newestFetch = stats?.newestFetch.map(CacheWording.time)
        entries = (stats?.entries ?? []).map {
            Entry(
                provider: CacheWording.shown($0.key.provider), region: CacheWording.shown($0.key.region), holidays: $0.holidays,
                spans: $0.spans, coveredDays: $0.coveredDays, firstDay: "\($0.firstDay)",
                lastDay: "\($0.lastDay)", oldestFetch: CacheWording.time($0.oldestFetch),
                newestFetch: CacheWording.time($0.newestFetch))
        }
        feeds = (stats?.feeds ?? []).map {
            Feed(
                url: CacheWording.feed($0.url), bytes: $0.bytes,
                fetched: CacheWording.time($0.fetchedAt), checked: CacheWording.time($0.checkedAt),
                canRevalidate: $0.canRevalidate)
        }
    }
}
