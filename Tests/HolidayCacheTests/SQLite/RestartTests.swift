import HolidayCache
import HolidayEngine
import Testing

/// What a holical that starts again finds in the cache file.
@Suite("SQLite store across restarts")
struct RestartTests {
    @Test func coveredMonthNeedsNoRequestAfterARestart() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory + "/holical")
            let february = days("2026-02-01", "2026-02-28")
            let march = days("2026-03-01", "2026-03-31")
            let answers = Fixture.holidays(in: february)
            do {
                let opened = HolidayStoreOpener.open(location: location)
                #expect(opened.warning == nil)
                #expect(opened.store.path == location.file)
                try opened.store.store(Fixture.nagerEE, range: february, holidays: answers, fetchedAt: 1_700)
                // March has no holiday: the empty answer must be remembered too.
                try opened.store.store(Fixture.nagerEE, range: march, holidays: [], fetchedAt: 1_701)
            }
            let reopened = HolidayStoreOpener.open(location: location)
            #expect(reopened.warning == nil)
            let slice = try reopened.store.slice(Fixture.nagerEE, in: february)
            #expect(slice.holidays == answers)
            #expect(slice.covered == [CoveredSpan(range: february, fetchedAt: 1_700)])
            // What a read-through fetcher would still have to ask for: nothing.
            #expect(uncoveredDays(in: february, by: slice.covered).isEmpty)
            let empty = try reopened.store.slice(Fixture.nagerEE, in: march)
            #expect(empty.holidays.isEmpty)
            #expect(uncoveredDays(in: march, by: empty.covered).isEmpty)
            // And April, never answered, would be asked for whole.
            let april = days("2026-04-01", "2026-04-30")
            #expect(uncoveredDays(in: april, by: try reopened.store.slice(Fixture.nagerEE, in: april).covered) == Array(april))
        }
    }

    @Test func openingCreatesTheDirectoryAndTheFile() throws {
        try withTemporaryDirectory { directory in
            let location = try #require(CacheLocation(environment: ["XDG_CACHE_HOME": directory + "/deep/cache"]))
            let opened = HolidayStoreOpener.open(location: location)
            #expect(opened.warning == nil)
            #expect(opened.store is SQLiteHolidayStore)
            #expect(exists(directory + "/deep/cache/holical/cache.sqlite"))
            #expect(try opened.store.stats().entries.isEmpty)
        }
    }

    @Test func coverageMergesAcrossRestarts() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/cache.sqlite"
            try SQLiteHolidayStore(path: path).store(
                Fixture.nagerEE, range: days("2026-01-01", "2026-01-31"), holidays: [], fetchedAt: 9)
            try SQLiteHolidayStore(path: path).store(
                Fixture.nagerEE, range: days("2026-02-01", "2026-02-28"), holidays: [], fetchedAt: 9)
            try SQLiteHolidayStore(path: path).store(
                Fixture.nagerEE, range: days("2026-01-20", "2026-02-10"), holidays: [], fetchedAt: 12)
            let store = try SQLiteHolidayStore(path: path)
            #expect(try store.slice(Fixture.nagerEE, in: days("2025-12-01", "2026-03-31")).covered == [
                span("2026-01-01", "2026-01-19", at: 9), span("2026-01-20", "2026-02-10", at: 12),
                span("2026-02-11", "2026-02-28", at: 9),
            ])
            #expect(try store.stats().entries.first?.spans == 3)
        }
    }
}
