import Foundation
@testable import HolidayCache
import HolidayFetchCore
import HolidayEngine
import Testing

@testable import HolidayFetch

/// A cache file another process holds locked (docs/architecture.md, "A locked file"): the source answers from
/// memory at once and writes the session's answers to the file once the lock is gone.
@Suite("Remote source on a locked cache")
struct LockedCacheTests {
    /// How the other connection holds the file: a writer between statements (readers go on
    /// in WAL mode), or a connection in exclusive locking mode (nobody else may even read).
    static let locks = [
        "BEGIN IMMEDIATE",
        "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; SELECT count(*) FROM coverage",
    ]

    @Test("answers arrive while another connection holds the lock, and reach the file after", arguments: locks)
    func lockedAtStart(lock: String) async throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let location = CacheLocation(directory: directory)
        // A healthy cache file with its schema, as an earlier session left it.
        _ = try SQLiteHolidayStore.open(at: location)
        let holder = try Self.holder(location.file)
        try holder.execute(lock)

        let clock = VirtualClock()
        let provider = ScriptedProvider(span: .year, isMetered: false, rate: 1_000, clock: VirtualClock())
        let source = RemoteSource(
            provider: provider, cache: location, freshness: FreshnessPolicy(),
            now: { FetcherHarness.now }, today: { TestDates.date("2026-02-01") }, retryClock: clock)
        let events = EventRecorder()
        source.start(delivering: events.sink)
        source.submit(TestDates.monthDemand("2026-02", selected: "2026-02-16"))
        let day = TestDates.date("2026-02-16")
        // The holder still has the lock: what arrives comes from the provider through memory.
        #expect(await Waiting.until { events.answeredDates.contains(day) })
        #expect(provider.calls.count == 1)

        try holder.execute("ROLLBACK")
        holder.close()
        // The retries run on the virtual clock: each pause is passed as soon as it is taken.
        #expect(
            await Waiting.until {
                if let next = clock.nextDeadline { clock.advance(to: next) }
                return Self.fileHolds(day, at: location)
            })
        #expect(!events.notices.contains { $0.contains("running without a cache") })
    }

    /// A second connection to `path` that may keep a transaction open between accesses.
    static func holder(_ path: String) throws -> Database {
        try Database(path: path, busyTimeout: 5)
    }

    /// Whether the file, opened anew, holds an answer for `day`.
    static func fileHolds(_ day: CivilDate, at location: CacheLocation) -> Bool {
        guard let store = try? SQLiteHolidayStore.open(at: location, busyTimeout: 0).store,
            let slice = try? store.slice(CacheKey(provider: "scripted", region: "US"), in: DateRange(day: day))
        else { return false }
        return slice.holidays.contains { $0.date == day }
    }

    /// A new empty directory; the caller removes it.
    static func makeDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("holical-locked-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
