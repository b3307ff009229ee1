import Foundation
@testable import HolidayCache
import HolidayEngine
import Synchronization
import Testing

/// Damaged, unreadable and unplaceable cache files.
@Suite("Opening a damaged cache")
struct RecoveryTests {
    private let february = days("2026-02-01", "2026-02-28")

    /// Checks a recovery: the old file (with `bytes`) moved aside under the right name, the
    /// warning says so, and the new store works.
    private func expectRecovered(
        _ opened: (store: any ManagedHolidayStore, warning: String?), in location: CacheLocation,
        movedBytes bytes: [UInt8]?
    ) throws {
        #expect(opened.store is SQLiteHolidayStore)
        let warning = try #require(opened.warning)
        let moved = try listing(location.directory).filter {
            $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        }
        #expect(moved.count == 1)
        let name = try #require(moved.first)
        // cache.sqlite.corrupt-20260221T103005Z
        #expect(name.wholeMatch(of: /cache\.sqlite\.corrupt-\d{8}T\d{6}Z/) != nil)
        #expect(warning.hasPrefix("cache file \(location.file) was unusable ("))
        #expect(warning.hasSuffix("moved it to \(location.directory)/\(name) and started a new cache"))
        #expect(!warning.contains("\n"))
        if let bytes { #expect(try readFile(location.directory + "/" + name) == bytes) }
        try opened.store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
        #expect(try opened.store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
    }

    @Test func randomBytesAreMovedAsideAndTheCacheRebuilt() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try writeFile(location.file, bytes)
            let opened = HolidayStoreOpener.open(location: location)
            try expectRecovered(opened, in: location, movedBytes: bytes)
            #expect(opened.warning?.contains("file is not a database") == true)
        }
    }

    @Test func truncatedDatabaseIsMovedAsideAndTheCacheRebuilt() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            try fillLargeCache(at: location.file)
            let whole = try readFile(location.file)
            #expect(whole.count > 100 * 4096)
            let truncated = Array(whole.prefix(whole.count / 2))
            try writeFile(location.file, truncated)
            let opened = HolidayStoreOpener.open(location: location)
            try expectRecovered(opened, in: location, movedBytes: truncated)
            #expect(opened.warning?.contains("malformed") == true)
        }
    }

    @Test func walAndShmAreMovedWithTheFile() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            try writeFile(location.file, Array("not a database at all, not even close".utf8) + [UInt8](repeating: 7, count: 4096))
            try writeFile(location.file + "-wal", [1, 2, 3])
            try writeFile(location.file + "-shm", [4, 5, 6])
            let opened = HolidayStoreOpener.open(location: location)
            #expect(opened.warning != nil)
            let names = try listing(location.directory)
            let moved = try #require(names.first { $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
            #expect(names.contains(moved + "-wal"))
            #expect(names.contains(moved + "-shm"))
            #expect(try readFile(location.directory + "/" + moved + "-wal") == [1, 2, 3])
            #expect(try readFile(location.directory + "/" + moved + "-shm") == [4, 5, 6])
            #expect(try opened.store.stats().entries.isEmpty)
        }
    }

    /// Not a database, but not a damaged file either: SQLite cannot open it
    /// (SQLITE_CANTOPEN), and only damage may move what is at the cache path aside.
    @Test func aDirectoryInThePlaceOfTheFileIsLeftAlone() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            try FileManager.default.createDirectory(atPath: location.file, withIntermediateDirectories: true)
            try writeFile(location.file + "/mine", [42])
            let opened = HolidayStoreOpener.open(location: location)
            #expect(opened.store is MemoryHolidayStore)
            let warning = try #require(opened.warning)
            #expect(warning.hasPrefix("cache file \(location.file) cannot be opened ("))
            #expect(warning.hasSuffix("); left it as it is; running without a cache"))
            #expect(try readFile(location.file + "/mine") == [42])
            #expect(try listing(location.directory) == ["cache.sqlite"])
        }
    }

    @Test func secondRecoveryInTheSameSecondGetsItsOwnName() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            let time = UTCTime(seconds: 1_771_669_805)
            try writeFile(location.file, [1])
            let first = try CacheFiles.moveAside(location.file, at: time)
            try writeFile(location.file, [2])
            let second = try CacheFiles.moveAside(location.file, at: time)
            #expect(first == location.file + ".corrupt-20260221T103005Z")
            #expect(second == location.file + ".corrupt-20260221T103005Z-2")
            #expect(try readFile(first) == [1])
            #expect(try readFile(second) == [2])
        }
    }

    @Test func damageFoundWhileInUseIsRecoveredWithALaterWarning() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            try fillLargeCache(at: location.file)
            // Overwrite the second half of the pages, leaving the schema pages intact, so
            // that opening succeeds and the damage is met by a read.
            var bytes = try readFile(location.file)
            let pageSize = 4096
            let pages = bytes.count / pageSize
            for index in (pages / 2 * pageSize)..<bytes.count { bytes[index] = 0xEE }
            try writeFile(location.file, bytes)

            let warnings = WarningLog()
            let opened = HolidayStoreOpener.open(location: location) { warnings.append($0) }
            #expect(opened.warning == nil)
            #expect(opened.store is SQLiteHolidayStore)
            let everything = days("2000-01-01", "2030-12-31")
            // The read meets the damage, the file is replaced, and the read answers from
            // the new (empty) file.
            let slice = try opened.store.slice(Fixture.nagerEE, in: everything)
            #expect(slice == CachedSlice(covered: [], holidays: []))
            #expect(warnings.all.count == 1)
            #expect(warnings.all.first?.contains("malformed") == true)
            #expect(try listing(location.directory).contains { $0.hasPrefix("cache.sqlite.corrupt-") })
            try opened.store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 5)
            #expect(try opened.store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
            #expect(try integrity(of: location.file) == "ok")
        }
    }

    @Test func unwritableDirectoryMeansNoCacheAndAWarning() throws {
        try withTemporaryDirectory { directory in
            // A regular file where the cache directory should be: mkdir fails even for root.
            try writeFile(directory + "/file", [0])
            let opened = HolidayStoreOpener.open(location: CacheLocation(environment: ["XDG_CACHE_HOME": directory + "/file"]))
            #expect(opened.store is MemoryHolidayStore)
            let warning = try #require(opened.warning)
            #expect(warning == "cannot create cache directory \(directory)/file/holical: Not a directory; running without a cache")
            #expect(try readFile(directory + "/file") == [0])
        }
    }

    @Test func directoryThatCannotBeWrittenMeansNoCache() throws {
        // /proc refuses new entries even to root.
        let opened = HolidayStoreOpener.open(location: CacheLocation(environment: ["XDG_CACHE_HOME": "/proc"]))
        #expect(opened.store is MemoryHolidayStore)
        #expect(opened.warning?.hasPrefix("cannot create cache directory /proc/holical: ") == true)
        #expect(opened.warning?.hasSuffix("; running without a cache") == true)
    }
}

/// Several years of several keys: a file of a few hundred pages, closed, with every page in
/// the file itself (the kept -wal, fully checkpointed at close, is removed, so damage done to
/// the file cannot be hidden by a newer copy of a page in the -wal).
func fillLargeCache(at path: String) throws {
    do {
        let store = try SQLiteHolidayStore(path: path)
        for region in ["EE", "US", "AU-NSW", "FI"] {
            for year in 2000...2030 {
                let range = DateRange(CivilDate(year: year, month: 1, day: 1)!, CivilDate(year: year, month: 12, day: 31)!)
                try store.store(
                    CacheKey(provider: "nager", region: region), range: range,
                    holidays: Fixture.holidays(in: range, region: region), fetchedAt: Int64(year))
            }
        }
    }
    #expect(exists(path + "-wal"), "the -wal is kept after closing")
    for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }
}

/// `PRAGMA integrity_check` of the file at `path`.
func integrity(of path: String) throws -> String? {
    let row = try Database(path: path, readOnly: true, busyTimeout: 5).statement("PRAGMA integrity_check").rows().first
    guard case .text(let answer)? = row?.first else { return nil }
    return answer
}

/// Warnings collected from any thread.
final class WarningLog: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
