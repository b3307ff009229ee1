@testable import HolicalCLI
import HolidayCache
import Testing

@Suite("holical cache path")
struct CachePathCommandTests {
    @Test func printsTheFileUnderXDGCacheHome() throws {
        let command = try CacheCommandFixture.parse(["cache", "path"], as: CachePathCommand.self)
        let location = CacheLocation(environment: ["XDG_CACHE_HOME": "/tmp/xdg", "HOME": "/home/u"])
        #expect(try command.output(location: location) == CacheOutput(text: "/tmp/xdg/holical/cache.sqlite"))
    }

    @Test func printsTheFileUnderHome() throws {
        let command = try CacheCommandFixture.parse(["cache", "path"], as: CachePathCommand.self)
        let location = CacheLocation(environment: ["HOME": "/home/u"])
        #expect(try command.output(location: location).text == "/home/u/.cache/holical/cache.sqlite")
    }

    @Test func failsWithoutALocation() throws {
        let command = try CacheCommandFixture.parse(["cache", "path"], as: CachePathCommand.self)
        #expect(throws: CommandFailure("no cache directory: set XDG_CACHE_HOME or HOME")) {
            try command.output(location: nil)
        }
    }
}
