@testable import HolicalCLI
import HolidayCache
import HolidayEngine
import Testing

@Suite("holical cache clear")
struct CacheClearCommandTests {
    private func clear(_ arguments: [String], _ location: CacheLocation) throws -> CacheOutput {
        try CacheCommandFixture.parse(["cache", "clear"] + arguments, as: CacheClearCommand.self)
            .output(location: location)
    }

    private func remainingKeys(_ location: CacheLocation) throws -> [String] {
        try SQLiteHolidayStore(path: location.file).stats().entries.map { "\($0.key.provider) \($0.key.region)" }
    }

    @Test func withoutFiltersClearsEverythingAndSaysHowManyRows() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            #expect(try clear([], location) == CacheOutput(text:
                "Cleared the cache: removed 8 rows (5 holidays, 3 coverage spans of 397 days) "
                    + "for abstract US, nager EE, nager US."))
            #expect(try remainingKeys(location).isEmpty)
            #expect(try clear([], location).text == "The cache was already empty.")
        }
    }

    @Test func oneProvider() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            #expect(try clear(["--provider", "nager"], location).text
                == "Removed 6 rows (4 holidays, 2 coverage spans of 396 days) for nager EE, nager US.")
            #expect(try remainingKeys(location) == ["abstract US"])
        }
    }

    @Test func oneRegionWhateverTheCase() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            #expect(try clear(["--region", "us"], location).text
                == "Removed 4 rows (2 holidays, 2 coverage spans of 32 days) for abstract US, nager US.")
            #expect(try remainingKeys(location) == ["nager EE"])
        }
    }

    @Test func providerAndRegion() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            #expect(try clear(["--provider", "nager", "--region", "EE"], location).text
                == "Removed 4 rows (3 holidays, 1 coverage span of 365 days) for nager EE.")
            #expect(try remainingKeys(location) == ["abstract US", "nager US"])
            let store = try SQLiteHolidayStore(path: location.file)
            let year = DateRange(CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2026, month: 12, day: 31)!)
            #expect(try store.slice(CacheKey(provider: "nager", region: "EE"), in: year) == CachedSlice(covered: [], holidays: []))
        }
    }

    @Test func everythingIncludesTheCalendarFeeds() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            try CacheCommandFixture.seedFeeds(location)
            #expect(try clear([], location).text ==
                "Cleared the cache: removed 8 rows (5 holidays, 3 coverage spans of 397 days) "
                    + "for abstract US, nager EE, nager US and the copies of 2 calendar feeds (2.1 KiB).")
            #expect(try SQLiteHolidayStore(path: location.file).stats().feeds.isEmpty)
        }
    }

    @Test func aRegionLeavesTheFeedsAndFeedsLeaveTheAnswers() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            try CacheCommandFixture.seedFeeds(location)
            #expect(try clear(["--region", "EE"], location).text
                == "Removed 4 rows (3 holidays, 1 coverage span of 365 days) for nager EE.")
            #expect(try SQLiteHolidayStore(path: location.file).stats().feeds.count == 2)
            #expect(try clear(["--feeds"], location).text == "Removed the copies of 2 calendar feeds (2.1 KiB).")
            #expect(try remainingKeys(location) == ["abstract US", "nager US"])
            #expect(try clear(["--feeds"], location).text == "Nothing to clear: the cache holds no calendar feeds.")
        }
    }

    @Test func feedsWithAProviderOrRegionIsRefused() {
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["cache", "clear", "--feeds", "--region", "EE"]) }
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["cache", "clear", "--feeds", "--provider", "nager"]) }
    }

    @Test func filterMatchingNothing() throws {
        try CacheCommandFixture.withCacheHome { location in
            try CacheCommandFixture.seed(location)
            #expect(try clear(["--provider", "calendarific", "--region", "EE"], location).text
                == "Nothing to clear: the cache holds no answers for provider calendarific, region EE.")
            #expect(try remainingKeys(location).count == 3)
        }
    }

    @Test func noFileYet() throws {
        try CacheCommandFixture.withCacheHome { location in
            let output = try clear([], location)
            #expect(output.text == "Nothing to clear: there is no cache file at \(location.file).")
            #expect(!location.fileExists)
        }
    }

    @Test func emptyNamesAreRejected() {
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["cache", "clear", "--provider", ""]) }
        #expect(throws: (any Error).self) { try HolicalCommand.parseAsRoot(["cache", "clear", "--region", ""]) }
    }

    @Test func failsWithoutALocation() throws {
        let command = try CacheCommandFixture.parse(["cache", "clear"], as: CacheClearCommand.self)
        #expect(throws: CommandFailure("no cache directory: set XDG_CACHE_HOME or HOME")) {
            try command.output(location: nil)
        }
    }
}
