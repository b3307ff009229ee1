import Foundation
@testable import HolidayCache
import HolidayEngine
import Testing

/// A healthy cache file another connection holds locked: opening and writing fail as busy
/// (so the caller may try again later), and opening a file whose schema is current takes no
/// write lock, so a writer elsewhere does not stop it.
@Suite("A cache file locked by another connection")
struct LockedFileTests {
    private let february = days("2026-02-01", "2026-02-28")

    /// A healthy cache file in `directory`, and a second connection to it that has run
    /// `lock` and keeps the transaction open between accesses.
    private func lockedCache(in directory: String, by lock: String) throws -> (CacheLocation, Database) {
        let location = CacheLocation(directory: directory)
        _ = try SQLiteHolidayStore.open(at: location)
        let holder = try Database(path: location.file, busyTimeout: 5)
        try holder.execute(lock)
        return (location, holder)
    }

    @Test("while another connection writes, a current file opens at once and a write fails as busy")
    func writerElsewhere() throws {
        try withTemporaryDirectory { directory in
            let (location, holder) = try lockedCache(in: directory, by: "BEGIN IMMEDIATE")
            // No wait at all for a lock: the schema step only reads a current file.
            let store = try SQLiteHolidayStore.open(at: location, busyTimeout: 0).store
            #expect(try store.slice(Fixture.nagerEE, in: february).covered.isEmpty)
            let refused = #expect(throws: StoreError.self) {
                try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            }
            #expect(refused?.isBusy == true)
            try holder.execute("ROLLBACK")
            try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            #expect(try store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
        }
    }

    @Test("a file held in exclusive locking mode cannot be opened, and the error says busy")
    func exclusiveElsewhere() throws {
        try withTemporaryDirectory { directory in
            let (location, holder) = try lockedCache(
                in: directory, by: "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; SELECT count(*) FROM coverage")
            let refused = #expect(throws: StoreError.self) {
                _ = try SQLiteHolidayStore.open(at: location, busyTimeout: 0)
            }
            #expect(refused?.isBusy == true)
            #expect(refused?.description.contains("left it as it is") == true)
            // A lock is not damage: nothing was moved aside.
            #expect(try !listing(directory).contains { $0.contains("corrupt") })
            holder.close()
        }
    }
}
