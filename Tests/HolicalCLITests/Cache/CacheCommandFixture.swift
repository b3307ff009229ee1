import ArgumentParser
import Foundation
@testable import HolicalCLI
import HolidayCache
import HolidayEngine
import Testing

/// A cache in a temporary `XDG_CACHE_HOME`, and the cache subcommands parsed as the user
/// would type them.
enum CacheCommandFixture {
    /// 2026-02-21T10:30:05Z and 2026-02-21T11:00:00Z.
    static let earlier: Int64 = 1_771_669_805
    static let later: Int64 = 1_771_671_600

    /// Runs `body` with the cache location of a new temporary `XDG_CACHE_HOME`.
    static func withCacheHome<T>(_ body: (CacheLocation) throws -> T) throws -> T {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("holical-cli-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        return try body(try #require(CacheLocation(environment: ["XDG_CACHE_HOME": home])))
    }

    /// nager EE: 2026 (3 holidays) at `earlier`; nager US: January 2026 (1 holiday) at
    /// `later`; abstract US: 2026-02-16 (1 holiday) at `later`.
    static func seed(_ location: CacheLocation) throws {
        let store = try SQLiteHolidayStore(path: location.file.prepared(in: location))
        let year = DateRange(CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2026, month: 12, day: 31)!)
        try store.store(CacheKey(provider: "nager", region: "EE"), range: year, holidays: [
            holiday("2026-01-01", "New Year's Day", "EE"),
            holiday("2026-02-24", "Independence Day", "EE"),
            holiday("2026-06-24", "Midsummer Day", "EE"),
        ], fetchedAt: earlier)
        let january = DateRange(CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2026, month: 1, day: 31)!)
        try store.store(CacheKey(provider: "nager", region: "US"), range: january, holidays: [
            holiday("2026-01-01", "New Year's Day", "US"),
        ], fetchedAt: later)
        let presidents = CivilDate(year: 2026, month: 2, day: 16)!
        try store.store(CacheKey(provider: "abstract", region: "US"), range: DateRange(day: presidents), holidays: [
            holiday("2026-02-16", "Presidents' Day", "US"),
        ], fetchedAt: later)
    }

    /// Two calendar feeds' copies: a school's (2,048 bytes, with an ETag, fetched `earlier`,
    /// confirmed `later`) whose address carries a user, a password and a secret query, and a
    /// rota's (100 bytes, no validator, at `later`).
    static func seedFeeds(_ location: CacheLocation) throws {
        let store = try SQLiteHolidayStore(path: location.file.prepared(in: location))
        try store.storeFeed(StoredFeed(
            url: "https://example.org/ferien/bayern.ics?token=s3cret", body: String(repeating: "x", count: 2_048),
            etag: "\"1\"", lastModified: nil, fetchedAt: earlier, checkedAt: later))
        try store.storeFeed(StoredFeed(
            url: "https://example.com/\u{1B}[31mrota.ics", body: String(repeating: "y", count: 100),
            etag: nil, lastModified: nil, fetchedAt: later, checkedAt: later))
    }

    private static func holiday(_ date: String, _ name: String, _ region: String) -> Holiday {
        Holiday(date: CivilDate(date)!, name: name, kind: .public, region: region)
    }

    /// `holical <arguments>` parsed into the subcommand it names.
    static func parse<Command: ParsableCommand>(_ arguments: [String], as: Command.Type) throws -> Command {
        try #require(try HolicalCommand.parseAsRoot(arguments) as? Command)
    }
}

extension String {
    /// This path, after creating the location's directory.
    fileprivate func prepared(in location: CacheLocation) throws -> String {
        try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
        return self
    }
}
