import Foundation
@testable import HolidayCache
import HolidayEngine
import Testing

/// `kill -9` at any moment leaves a consistent store: each answer is wholly stored or not at
/// all, so at most the request in flight is asked again. The writers are real processes.
@Suite("Crashes (SIGKILL) of a writing process")
struct CrashTests {
    private static let origin = day("2020-01-01")

    /// Answer `index` of the loop writer: 7 days, overlapping the previous answer by 2.
    private static func chunk(_ index: Int) -> DateRange {
        let start = origin.adding(days: 5 * index)
        return DateRange(start, start.adding(days: 6))
    }

    @Test func killedLoopWriterLeavesAConsistentStore() async throws {
        if let role = ChildProcess.role, role.part == "loop" { Self.writeForever(role.path) }
        try await withTemporaryDirectory { directory in
            let path = directory + "/cache.sqlite"
            var generator = SystemRandomNumberGenerator()
            var coveredBefore = 0
            for round in 1...5 {
                let child = try ChildProcess(
                    test: "CrashTests/killedLoopWriter", role: ChildRole(part: "loop", path: path),
                    logPath: directory + "/child-\(round).log")
                // Kill it once it has stored a few dozen more answers, at a random moment.
                #expect(await eventually(seconds: 60) { exists(path) }, "no file: \(child.log)")
                let watcher = try SQLiteHolidayStore(path: path)
                let progressed = try await eventually(seconds: 60) {
                    try watcher.stats().coveredDays >= coveredBefore + 200
                }
                try await Task.sleep(for: .microseconds(Int.random(in: 0..<20_000, using: &generator)))
                await child.killHard()
                #expect(progressed, "the writer made no progress: \(child.log)")
                #expect(child.process.terminationReason == .uncaughtSignal)
                #expect(child.process.terminationStatus == SIGKILL)

                #expect(try integrity(of: path) == "ok")
                let reopened = HolidayStoreOpener.open(location: CacheLocation(directory: directory))
                #expect(reopened.warning == nil)
                let covered = try Self.checkConsistent(reopened.store)
                #expect(covered > coveredBefore)
                coveredBefore = covered
            }
        }
    }

    /// The child: stores answers one after another until it is killed.
    private static func writeForever(_ path: String) -> Never {
        do {
            let store = try SQLiteHolidayStore(path: path)
            // Carry on after whatever an earlier (killed) writer stored.
            let covered = try store.stats().entries.first?.coveredDays ?? 0
            var index = max(0, (covered - 7) / 5)
            while true {
                let range = chunk(index)
                try store.store(
                    Fixture.nagerEE, range: range, holidays: Fixture.holidays(in: range),
                    fetchedAt: Int64(index))
                index += 1
            }
        } catch {
            print("writer failed: \(error)")
            exit(3)
        }
    }

    /// Checks that what is covered runs without a gap from the origin, that every covered day
    /// has exactly the holidays the writer stored for it and no uncovered day has any; returns
    /// the number of covered days.
    private static func checkConsistent(_ store: any HolidayStore) throws -> Int {
        // Far enough for any writer: in a loaded run the parent may get to kill it only
        // seconds later, thousands of answers on.
        let everything = DateRange(origin.adding(days: -30), origin.adding(days: 1_000_000))
        let slice = try store.slice(Fixture.nagerEE, in: everything)
        let coverage = CoverageSet(slice.covered)
        let last = try #require(coverage.spans.last).range.upperBound
        #expect(uncoveredDays(in: DateRange(origin, last), by: coverage.spans).isEmpty)
        #expect(slice.holidays == Fixture.holidays(in: DateRange(origin, last)))
        return coverage.coveredDays
    }

    @Test func writeThatNeverCommitsLeavesItsRangeUncovered() async throws {
        if let role = ChildProcess.role, role.part == "hold" { Self.holdOpenTransaction(role.path) }
        try await withTemporaryDirectory { directory in
            let path = directory + "/cache.sqlite"
            let january = days("2026-01-01", "2026-01-31")
            try SQLiteHolidayStore(path: path).store(
                Fixture.nagerEE, range: january, holidays: Fixture.holidays(in: january), fetchedAt: 1)

            let child = try ChildProcess(
                test: "CrashTests/writeThatNeverCommits", role: ChildRole(part: "hold", path: path),
                logPath: directory + "/child.log")
            let ready = await eventually(seconds: 60) { exists(path + ".ready") }
            #expect(ready, "the child never got to its write: \(child.log)")
            // The uncommitted answer did reach the write-ahead log (the child's tiny page
            // cache spills), so the crash happens in the middle of the write.
            #expect((try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0) > 100_000)
            await child.killHard()

            #expect(try integrity(of: path) == "ok")
            let store = try SQLiteHolidayStore(path: path)
            let unanswered = Self.heldRange
            let slice = try store.slice(Fixture.nagerEE, in: unanswered)
            #expect(slice.covered.isEmpty)
            #expect(slice.holidays.isEmpty)
            // What was committed before is intact, and the range can be answered now.
            #expect(try store.slice(Fixture.nagerEE, in: january).holidays == Fixture.holidays(in: january))
            #expect(try store.slice(Fixture.nagerEE, in: january).covered == [CoveredSpan(range: january, fetchedAt: 1)])
            try store.store(Fixture.nagerEE, range: unanswered, holidays: Fixture.holidays(in: unanswered), fetchedAt: 2)
            #expect(try store.slice(Fixture.nagerEE, in: unanswered).covered == [CoveredSpan(range: unanswered, fetchedAt: 2)])
        }
    }

    private static let heldRange = days("2026-02-01", "2027-12-31")

    /// The child: performs the store's writes of a large answer inside a transaction, says
    /// so, and waits to be killed before committing.
    private static func holdOpenTransaction(_ path: String) -> Never {
        do {
            let store = try SQLiteHolidayStore(path: path)
            let long = String(repeating: "A long description. ", count: 90)
            let holidays = Fixture.holidays(in: heldRange).map { holiday in
                var holiday = holiday
                holiday.details = long
                return holiday
            }
            try store.withDatabase { database in
                try database.execute("PRAGMA cache_size = 10")
                try database.execute("BEGIN IMMEDIATE")
                try SQLiteHolidayStore.write(
                    StoredAnswer(range: heldRange, holidays: holidays), for: Fixture.nagerEE,
                    fetchedAt: 2, in: database)
                touch(path + ".ready")
                while true { sleep(60) }
            }
        } catch {
            print("holder failed: \(error)")
        }
        exit(3)
    }
}
