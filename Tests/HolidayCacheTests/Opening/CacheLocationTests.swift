import HolidayCache
import Testing

@Suite("CacheLocation")
struct CacheLocationTests {
    @Test func xdgCacheHomeComesFirst() {
        let location = CacheLocation(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        #expect(location?.directory == "/x/cache/holical")
        #expect(location?.file == "/x/cache/holical/cache.sqlite")
    }

    @Test func homeIsTheFallback() {
        #expect(CacheLocation(environment: ["HOME": "/home/u"])?.file == "/home/u/.cache/holical/cache.sqlite")
    }

    @Test func emptyOrRelativeXDGCacheHomeIsIgnored() {
        #expect(CacheLocation(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/u"])?.directory == "/home/u/.cache/holical")
        #expect(CacheLocation(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/u"])?.directory == "/home/u/.cache/holical")
    }

    @Test func trailingSlashDoesNotDouble() {
        #expect(CacheLocation(environment: ["XDG_CACHE_HOME": "/x/"])?.file == "/x/holical/cache.sqlite")
    }

    @Test func noLocationWithoutEitherVariable() {
        #expect(CacheLocation(environment: [:]) == nil)
        #expect(CacheLocation(environment: ["HOME": "relative"]) == nil)
    }

    @Test func withoutALocationTheOpenerKeepsAnswersInMemory() throws {
        let opened = HolidayStoreOpener.open(location: CacheLocation(environment: ["PATH": "/bin"]))
        #expect(opened.store is MemoryHolidayStore)
        #expect(opened.store.path == nil)
        #expect(opened.warning == "no cache directory (set XDG_CACHE_HOME or HOME); running without a cache")
        try opened.store.store(Fixture.nagerEE, range: days("2026-02-01", "2026-02-02"), holidays: [], fetchedAt: 1)
        #expect(try opened.store.slice(Fixture.nagerEE, in: days("2026-02-01", "2026-02-02")).covered.count == 1)
    }
}
