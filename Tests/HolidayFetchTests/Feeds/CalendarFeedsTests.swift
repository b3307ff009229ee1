import FakeProviders
import Foundation
import HolidayCache
@testable import HolidayFetch
import Synchronization
import Testing

/// Calendars at an address against the suite's own feed server on 127.0.0.1: the copy kept
/// in the cache file with its ETag, a revisit at most once per refresh interval and then
/// conditional, and the last good copy kept whatever goes wrong (docs/calendar-files.md,
/// "Calendars at an address").
@Suite("Calendar feeds")
struct CalendarFeedsTests {
    static let ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a@example\r\nDTSTART;VALUE=DATE:20261102\r\n"
        + "SUMMARY:Herbstferien\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    /// The clock the feeds read, moved by the test.
    final class Clock: Sendable {
        private let seconds = Mutex<Int64>(1_800_000_000)
        var now: Int64 { seconds.withLock { $0 } }
        func advance(_ by: Int64) { seconds.withLock { $0 += by } }
    }

    /// A cache directory of its own, removed by the caller.
    static func cacheDirectory() -> CacheLocation {
        CacheLocation(directory: NSTemporaryDirectory() + "holical-feeds-\(UUID().uuidString)")
    }

    static func feeds(_ location: CacheLocation?, _ clock: Clock, limits: CalendarFeeds.Limits = .init()) -> CalendarFeeds {
        CalendarFeeds(cache: location, limits: limits, now: { clock.now })
    }

    /// What `copy` gave, as a value, run on a thread of its own (it blocks).
    static func copy(
        _ feeds: CalendarFeeds, _ url: String, refresh: Int64 = 3_600, force: Bool = false
    ) async -> Result<CalendarFeeds.Copy, FeedFailure> {
        await withCheckedContinuation { continuation in
            Thread {
                let result = Result { () throws(FeedFailure) -> CalendarFeeds.Copy in
                    let address = try FeedAddress(url)
                    return try feeds.copy(of: address, refresh: refresh, force: force) { text in
                        text.hasPrefix("BEGIN:VCALENDAR") ? nil : "the answer has no BEGIN:VCALENDAR"
                    }
                }
                continuation.resume(returning: result)
            }.start()
        }
    }

    @Test("first visit 200, kept in the file; within the interval nothing is sent; after it If-None-Match gets 304")
    func conditionalRevisit() async throws {
        let server = try await FakeFeedServer.start(body: Self.ics)
        let location = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: location.directory) }
        let clock = Clock()
        let feeds = Self.feeds(location, clock)

        let first = try await Self.copy(feeds, server.feedURL).get()
        #expect(first.body == Self.ics)
        #expect(first.problem == nil)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.ifNoneMatch == nil)
        let stored = try SQLiteHolidayStore.open(at: location).store.storedFeed(url: server.feedURL)
        #expect(stored?.body == Self.ics)
        #expect(stored?.etag == "\"v1\"")
        #expect(stored?.lastModified == FakeFeedServer.lastModified)

        // Within the interval, even from another process (a new CalendarFeeds on the file):
        // nothing is sent.
        clock.advance(3_599)
        _ = try await Self.copy(Self.feeds(location, clock), server.feedURL).get()
        _ = try await Self.copy(feeds, server.feedURL).get()
        #expect(server.requests.count == 1)

        // After it: a conditional request, answered 304; the copy stays, confirmed now.
        clock.advance(2)
        let revisit = try await Self.copy(feeds, server.feedURL).get()
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.ifNoneMatch == "\"v1\"")
        #expect(server.requests.last?.ifModifiedSince == FakeFeedServer.lastModified)
        #expect(server.requests.last?.status == 304)
        #expect(revisit.body == Self.ics)
        #expect(revisit.checkedAt == clock.now)
        #expect(revisit.fetchedAt == first.fetchedAt)
        // The 304 counts as a visit: the next interval starts from it.
        clock.advance(60)
        _ = try await Self.copy(feeds, server.feedURL).get()
        #expect(server.requests.count == 2)

        // `r`: asked at once; a changed feed replaces the copy.
        server.setBody(Self.ics.replacing("Herbstferien", with: "Winterferien"))
        let forced = try await Self.copy(feeds, server.feedURL, force: true).get()
        #expect(server.requests.count == 3)
        #expect(forced.body.contains("Winterferien"))
        #expect(try SQLiteHolidayStore.open(at: location).store.storedFeed(url: server.feedURL)?.etag == "\"v2\"")
        await server.stop()
    }

    @Test("server down: the cached copy, and how old it is; no copy at all: a clear failure")
    func offline() async throws {
        // A port that refuses every connection, with a copy of its feed in the file from
        // three hours ago (as a run before would have left it).
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let url = refusing.baseURL + "/feed.ics"
        let location = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: location.directory) }
        let clock = Clock()
        try SQLiteHolidayStore.open(at: location).store.storeFeed(
            StoredFeed(
                url: url, body: Self.ics, etag: "\"v1\"", lastModified: nil, fetchedAt: clock.now,
                checkedAt: clock.now))
        clock.advance(3 * 3_600 + 10)

        let offline = try await Self.copy(Self.feeds(location, clock), url).get()
        #expect(offline.body == Self.ics)
        #expect(offline.problem?.hasPrefix("could not connect") == true, "\(String(describing: offline.problem))")
        #expect(offline.age == 3 * 3_600 + 10)
        #expect(offline.note?.hasPrefix("showing the copy of 3 h ago (could not connect") == true)
        // The copy stays as it was: the failed visit confirmed nothing.
        #expect(try SQLiteHolidayStore.open(at: location).store.storedFeed(url: url)?.checkedAt == clock.now - 3 * 3_600 - 10)

        let nothing = await Self.copy(Self.feeds(Self.cacheDirectory(), clock), url)
        #expect(throws: FeedFailure.self) { try nothing.get() }
    }

    @Test("a 500 or a body that is no calendar keeps the last good copy, in memory and in the file")
    func failuresKeepTheCopy() async throws {
        let server = try await FakeFeedServer.start(body: Self.ics)
        let location = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: location.directory) }
        let clock = Clock()
        let feeds = Self.feeds(location, clock)
        _ = try await Self.copy(feeds, server.feedURL).get()

        server.setMode(.status(500))
        let failed = try await Self.copy(feeds, server.feedURL, force: true).get()
        #expect(failed.body == Self.ics)
        #expect(failed.problem?.hasPrefix("the server answered HTTP 500") == true, "\(String(describing: failed.problem))")

        server.setMode(.body("<html>maintenance</html>"))
        let malformed = try await Self.copy(feeds, server.feedURL, force: true).get()
        #expect(malformed.body == Self.ics)
        #expect(malformed.problem?.hasPrefix("the answer has no BEGIN:VCALENDAR") == true)
        let stored = try SQLiteHolidayStore.open(at: location).store.storedFeed(url: server.feedURL)
        #expect(stored?.body == Self.ics)
        #expect(stored?.etag == "\"v1\"")
        #expect(server.requests.count == 3)

        // After a failed visit the server is left alone for five minutes (a calendar moving
        // from month to month does not ask it each time), unless forced.
        server.setMode(.status(503))
        clock.advance(3_601)
        let due = try await Self.copy(feeds, server.feedURL).get()
        #expect(due.problem?.hasPrefix("the server answered HTTP 503") == true)
        #expect(server.requests.count == 4)
        clock.advance(299)
        let resting = try await Self.copy(feeds, server.feedURL).get()
        #expect(resting.problem?.hasPrefix("the server answered HTTP 503") == true)
        #expect(server.requests.count == 4)
        clock.advance(1)
        server.setMode(.normal)
        let recovered = try await Self.copy(feeds, server.feedURL).get()
        #expect(recovered.problem == nil)
        #expect(server.requests.count == 5)
        #expect(server.requests.last?.status == 304)
        await server.stop()
    }

    @Test("a redirect loop and an endless body end within bounds, with a clear message")
    func boundedVisits() async throws {
        let server = try await FakeFeedServer.start(body: Self.ics)
        let location = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(atPath: location.directory) }
        let clock = Clock()
        server.setMode(.redirectLoop)
        let looped = await Self.copy(Self.feeds(location, clock), server.feedURL)
        #expect(throws: FeedFailure("redirected more than 5 times (a redirect loop?)")) { try looped.get() }
        #expect(server.requests.count == 6)

        server.setMode(.endless)
        var limits = CalendarFeeds.Limits()
        limits.maxBodyBytes = 1 << 20
        let started = ContinuousClock.now
        let endless = await Self.copy(Self.feeds(location, clock, limits: limits), server.feedURL)
        #expect(throws: FeedFailure("the answer is larger than 1 MiB, the most holical reads of a calendar")) {
            try endless.get()
        }
        // Bounded by the limit, not by the server: well within the visit's timeout.
        #expect(ContinuousClock.now - started < .seconds(30))
        await server.stop()
    }

    @Test("addresses: https, http only to this machine, webcal as https; no user or password kept or shown")
    func addresses() throws {
        let address = try FeedAddress("https://me:secret@example.org/cal/team.ics?token=abc")
        #expect(address.key == "https://example.org/cal/team.ics?token=abc")
        #expect(address.shown == "https://example.org/cal/team.ics")
        #expect(try FeedAddress("webcal://example.org/a.ics").requested == "https://example.org/a.ics")
        #expect(try FeedAddress("http://127.0.0.1:8080/a.ics").key == "http://127.0.0.1:8080/a.ics")
        #expect(throws: FeedFailure.self) { try FeedAddress("http://example.org/a.ics") }
        #expect(throws: FeedFailure.self) { try FeedAddress("ftp://example.org/a.ics") }
        #expect(throws: FeedFailure.self) { try FeedAddress("https://exa mple.org/a.ics") }
        #expect(throws: FeedFailure.self) { try FeedAddress("https:///a.ics") }
        #expect(try FeedAddress("  HTTPS://Example.org?x=1 ").requested == "HTTPS://Example.org?x=1")
    }

    @Test("a redirect's Location resolved against the address (RFC 3986, 5.4's examples)", arguments: [
        ("g", "https://b.example/c/g"), ("./g", "https://b.example/c/g"), ("g/", "https://b.example/c/g/"),
        ("/g", "https://b.example/g"), ("//g", "https://g"), ("?y", "https://b.example/c/d;p?y"),
        ("g?y", "https://b.example/c/g?y"), ("..", "https://b.example/"), ("../g", "https://b.example/g"),
        ("../..", "https://b.example/"), ("../../../g", "https://b.example/g"), ("./../g", "https://b.example/g"),
    ])
    func redirects(location: String, resolved: String) throws {
        let base = try FeedAddress("https://b.example/c/d;p?q")
        #expect(base.resolving(location) == resolved)
        #expect(base.resolving("https://elsewhere.example/x") == "https://elsewhere.example/x")
    }
}
