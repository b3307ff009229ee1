import Foundation
@testable import HolicalCLI
@testable import HolidayCache
import Testing

@Suite("holical cache stats")
struct CacheStatsCommandTests {
    @Test func tableOfWhatTheCacheHolds() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            let command = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self)
            let output = try command.output(location: location)
            #expect(output.warnings.isEmpty)
            let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[0].hasPrefix("Cache file: \(location.file) ("))
            #expect(lines[0].hasSuffix(" KiB)"))
            #expect(Array(lines.dropFirst()) == [
                "PROVIDER  REGION  HOLIDAYS  SPANS  DAYS  FIRST DAY   LAST DAY    OLDEST FETCH          NEWEST FETCH",
                "abstract  US             1      1     1  2026-02-16  2026-02-16  2026-02-21T11:00:00Z  2026-02-21T11:00:00Z",
                "nager     EE             3      1   365  2026-01-01  2026-12-31  2026-02-21T10:30:05Z  2026-02-21T10:30:05Z",
                "nager     US             1      1    31  2026-01-01  2026-01-31  2026-02-21T11:00:00Z  2026-02-21T11:00:00Z",
                "Total: 8 rows (5 holidays, 3 coverage spans) covering 397 days for 3 providers and regions.",
            ])
        }
    }

    @Test func json() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            let command = try CacheCommandFixture.parse(["cache", "stats", "--format", "json"], as: CacheStatsCommand.self)
            let text = try command.output(location: location).text
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(object["path"] as? String == location.file)
            #expect(object["exists"] as? Bool == true)
            #expect((object["fileSize"] as? Int ?? 0) > 0)
            #expect(object["holidays"] as? Int == 5)
            #expect(object["rows"] as? Int == 8)
            #expect(object["coveredDays"] as? Int == 397)
            #expect(object["oldestFetch"] as? String == "2026-02-21T10:30:05Z")
            #expect(object["newestFetch"] as? String == "2026-02-21T11:00:00Z")
            let entries = try #require(object["entries"] as? [[String: Any]])
            #expect(entries.count == 3)
            #expect(entries[1]["provider"] as? String == "nager")
            #expect(entries[1]["region"] as? String == "EE")
            #expect(entries[1]["holidays"] as? Int == 3)
            #expect(entries[1]["coveredDays"] as? Int == 365)
            #expect(entries[1]["firstDay"] as? String == "2026-01-01")
            #expect(entries[1]["lastDay"] as? String == "2026-12-31")
        }
    }

    @Test func calendarFeedsAfterTheAnswers() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            try CacheCommandFixture.seedFeeds(location)
            let output = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self).output(location: location)
            let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The secret query is not shown, nor the escape sequence a cache file could hold.
            #expect(Array(lines.suffix(5)) == [
                "",
                "CALENDAR FEED                             SIZE  FETCHED               CHECKED               REVALIDATES",
                "https://example.com/rota.ics             100 B  2026-02-21T11:00:00Z  2026-02-21T11:00:00Z  no",
                "https://example.org/ferien/bayern.ics  2.0 KiB  2026-02-21T10:30:05Z  2026-02-21T11:00:00Z  yes",
                "Total: 2 calendar feeds kept (2.1 KiB).",
            ])
            #expect(!output.text.contains("s3cret"))
            #expect(!output.text.unicodeScalars.contains("\u{1B}"))
        }
    }

    @Test func onlyCalendarFeeds() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seedFeeds(location)
            let text = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self).output(location: location).text
            #expect(!text.contains("The cache is empty."))
            #expect(!text.contains("PROVIDER"))
            #expect(text.contains("Total: 2 calendar feeds kept"))
            let json = try CacheCommandFixture.parse(["cache", "stats", "--format", "json"], as: CacheStatsCommand.self)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(try json.output(location: location).text.utf8)) as? [String: Any])
            let feeds = try #require(object["feeds"] as? [[String: Any]])
            #expect(feeds.map { $0["url"] as? String } == ["https://example.com/rota.ics", "https://example.org/ferien/bayern.ics"])
            #expect(feeds.map { $0["bytes"] as? Int } == [100, 2_048])
            #expect(feeds[1]["canRevalidate"] as? Bool == true)
            #expect(feeds[1]["checked"] as? String == "2026-02-21T11:00:00Z")
        }
    }

    @Test func noFileYetIsSaidAndNotCreated() throws {
        try CacheCommandFixture.withCacheHome { location in
            let command = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self)
            #expect(try command.output(location: location) == CacheOutput(
                text: "No cache yet: \(location.file) does not exist."))
            #expect(!location.fileExists)
            let json = try CacheCommandFixture.parse(["cache", "stats", "--format", "json"], as: CacheStatsCommand.self)
            let object = try JSONSerialization.jsonObject(with: Data(try json.output(location: location).text.utf8)) as? [String: Any]
            #expect(object?["exists"] as? Bool == false)
            #expect(!location.fileExists)
        }
    }

    @Test func emptyCache() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            _ = try CacheCommandFixture.parse(["cache", "clear"], as: CacheClearCommand.self).output(location: location)
            let output = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self).output(location: location)
            #expect(output.text.hasSuffix("\nThe cache is empty."))
        }
    }

    @Test func damagedFileIsMovedAsideWithAWarning() throws {
        try CacheCommandFixture.withCacheHome { location in
            try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
            try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: location.file))
            let output = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self).output(location: location)
            #expect(output.warnings.count == 1)
            #expect(output.warnings.first?.contains("was unusable (file is not a database); moved it to \(location.file).corrupt-") == true)
            #expect(output.text.hasSuffix("\nThe cache is empty."))
        }
    }

    /// A row whose value is of the wrong type is met while reading, after the file opened
    /// cleanly: the file is replaced, and the warning of that later recovery is printed.
    @Test func aWrongTypedValueIsMovedAsideWithAWarning() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            try Database(path: location.file, busyTimeout: 5)
                .execute("UPDATE coverage SET fetched_at = 'yesterday' WHERE region = 'EE'")
            let output = try CacheCommandFixture.parse(["cache", "stats"], as: CacheStatsCommand.self).output(location: location)
            #expect(output.warnings.count == 1)
            #expect(output.warnings.first?.contains(
                "was unusable (a row's fetched_at holds text); moved it to \(location.file).corrupt-") == true)
            #expect(output.text.hasSuffix("\nThe cache is empty."))
        }
    }

    @Test func unknownFormatIsRejected() {
        #expect(throws: (any Error).self) {
            try HolicalCommand.parseAsRoot(["cache", "stats", "--format", "xml"])
        }
    }
}
