import HolidayCache
import HolidayEngine
import Testing

/// `stats` and `clear` count and remove the calendar feeds' copies with the answers: they
/// live in the same file, and a user clearing the cache means all of it.
@Suite("Stats and clear of the calendar feeds' copies")
struct FeedMaintenanceTests {
    private let school = StoredFeed(
        url: "https://example.org/school.ics", body: "BEGIN:VCALENDAR\r\nSUMMARY:Ferien é\r\nEND:VCALENDAR\r\n",
        etag: "\"7\"", lastModified: nil, fetchedAt: 500, checkedAt: 900)
    private let rota = StoredFeed(
        url: "https://example.com/rota.ics", body: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
        etag: nil, lastModified: nil, fetchedAt: 600, checkedAt: 600)

    private func withFilledStore(_ body: (SQLiteHolidayStore) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let store = try SQLiteHolidayStore(path: CacheLocation(directory: directory).file)
            let february = DateRange(day("2026-02-01"), day("2026-02-28"))
            try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 300)
            try store.storeFeed(school)
            try store.storeFeed(rota)
            try body(store)
        }
    }

    @Test func statsListEachFeedByAddressWithoutItsBody() throws {
        try withFilledStore { store in
            let stats = try store.stats()
            #expect(stats.entries.map(\.key) == [Fixture.nagerEE])
            #expect(stats.feeds == [
                StoredFeedStats(url: rota.url, bytes: rota.body.utf8.count, fetchedAt: 600, checkedAt: 600, canRevalidate: false),
                StoredFeedStats(url: school.url, bytes: school.body.utf8.count, fetchedAt: 500, checkedAt: 900, canRevalidate: true),
            ])
        }
    }

    @Test func clearingEverythingRemovesTheFeedsToo() throws {
        try withFilledStore { store in
            let removed = try store.clear(.everything)
            #expect(removed.entries.map(\.key) == [Fixture.nagerEE])
            #expect(removed.feeds.map(\.url) == [rota.url, school.url])
            #expect(try store.storedFeed(url: school.url) == nil)
            #expect(try store.stats().feeds.isEmpty)
        }
    }

    @Test func aProviderOrRegionLeavesTheFeeds() throws {
        try withFilledStore { store in
            let removed = try store.clear(CacheFilter(region: "EE"))
            #expect(removed.entries.map(\.key) == [Fixture.nagerEE])
            #expect(removed.feeds.isEmpty)
            #expect(try store.storedFeed(url: school.url) == school)
        }
    }

    @Test func onlyTheFeedsLeavesTheAnswers() throws {
        try withFilledStore { store in
            let removed = try store.clear(CacheFilter(feedsOnly: true))
            #expect(removed.entries.isEmpty)
            #expect(removed.feeds.count == 2)
            #expect(try store.stats().entries.map(\.key) == [Fixture.nagerEE])
            #expect(try store.stats().feeds.isEmpty)
        }
    }
}
