import Foundation
@testable import HolidayCache
import HolidayEngine
import Testing
import HolidayTestSupport

/// Random bytes written into the pages of a real cache file, many times over: opening and
/// reading it never crashes, and each run ends with a store that works (the data, or a new
/// file after the damaged one was moved aside) and at most one warning.
///
/// The cases run one at a time and yield between runs: each run blocks its thread on file
/// I/O, and the fake servers of other suites need the shared threads meanwhile.
@Suite("Random damage to a cache file's pages", .serialized)
struct RandomDamageTests {
    private static let keys = ["EE", "US", "FI"].map { CacheKey(provider: "nager", region: $0) }
    private static let years = 2020...2027
    private static let pageSize = 4096

    /// Seeded, so a failure names the run that replays it; 200 runs, about 3 s of CPU in a
    /// debug build.
    @Test(arguments: [11, 22, 33, 44] as [UInt64])
    func damagedPagesNeverCrashAndEndInAUsableStore(seed: UInt64) async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pristine = try Self.makePristineFile(in: directory + "/pristine")
        var random = SeededGenerator(seed: seed)
        var wrongTypes = 0
        for run in 0..<50 {
            let bytes = Self.damage(pristine, using: &random)
            let location = CacheLocation(directory: directory + "/run-\(run)")
            try FileManager.default.createDirectory(atPath: location.directory, withIntermediateDirectories: true)
            try writeFile(location.file, bytes)
            let warning = try expectUsable(location, context: "seed \(seed), run \(run)")
            if warning?.contains("unusable (a row's ") == true { wrongTypes += 1 }
            try FileManager.default.removeItem(atPath: location.directory)
            await Task.yield()
        }
        // The runs did reach what SQLite does not check: a value of the wrong type.
        #expect(wrongTypes > 0)
    }

    /// Opens the damaged file as the calendar does, reads every key and the figures as the
    /// calendar and `cache stats` do, then stores and reads back an answer. Returns the
    /// warning, if there was one.
    private func expectUsable(_ location: CacheLocation, context: Comment) throws -> String? {
        let warnings = WarningLog()
        let opened = HolidayStoreOpener.open(location: location) { warnings.append($0) }
        #expect(opened.store is SQLiteHolidayStore, context)
        let everything = DateRange(years: Self.years)
        for key in Self.keys {
            #expect(throws: Never.self, context) { _ = try opened.store.slice(key, in: everything) }
        }
        #expect(throws: Never.self, context) { _ = try opened.store.stats() }
        let all = (opened.warning.map { [$0] } ?? []) + warnings.all
        #expect(all.count <= 1, "\(context): \(all)")
        if let warning = all.first {
            #expect(warning.contains("was unusable ("), "\(context): \(warning)")
        }

        let march = days("2026-03-01", "2026-03-31")
        let answer = Fixture.holidays(in: march, tag: " again")
        try opened.store.store(Self.keys[0], range: march, holidays: answer, fetchedAt: 1_800_000_000)
        let slice = try opened.store.slice(Self.keys[0], in: march)
        #expect(slice.holidays == answer, context)
        #expect(slice.covered == [CoveredSpan(range: march, fetchedAt: 1_800_000_000)], context)
        return all.first
    }

    /// A closed cache file of a few dozen pages holding every key and year, without its
    /// -wal (so every page is in the file that is damaged).
    private static func makePristineFile(in directory: String) throws -> [UInt8] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/cache.sqlite"
        do {
            let store = try SQLiteHolidayStore(path: path)
            for key in keys {
                for year in years {
                    let range = DateRange(years: year...year)
                    try store.store(
                        key, range: range, holidays: Fixture.holidays(in: range, region: key.region),
                        fetchedAt: 1_700_000_000 + Int64(year))
                }
            }
        }
        for suffix in ["-wal", "-shm"] where exists(path + suffix) {
            try FileManager.default.removeItem(atPath: path + suffix)
        }
        let bytes = try readFile(path)
        #expect(bytes.count / pageSize > 20)
        return bytes
    }

    /// `bytes` with a few bytes changed, as a bad sector or a stray write leaves them. One
    /// run in four writes a run of random bytes anywhere; the others flip single bits among
    /// the records of leaf pages. SQLite's own checks catch most changes to a record's
    /// layout, but not those that keep its size: text turned blob, an integer turned real,
    /// NULL turned 0, which only a check of each value's type finds.
    private static func damage(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        if random.next(4) == 0 {
            let length = 1 + random.next(64)
            let start = random.next(bytes.count - length)
            for index in start..<(start + length) { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            return bytes
        }
        // Leaf pages of tables and of indexes that hold records (bytes 3-4: the number of
        // cells); an empty table's leaf (the calendar feeds' before any is kept) has none.
        let leaves = stride(from: pageSize, to: bytes.count, by: pageSize).filter { page in
            let isLeaf = bytes[page] == 0x0D || bytes[page] == 0x0A
            let cells = Int(bytes[page + 3]) << 8 | Int(bytes[page + 4])
            return isLeaf && cells > 0
        }
        for _ in 0...random.next(3) {
            let page = leaves[random.next(leaves.count)]
            // The page header's bytes 5-6: where the cell content (the records) starts.
            let content = page + (Int(bytes[page + 5]) << 8 | Int(bytes[page + 6]))
            // Half the flips hit the lowest bit, the one that tells text from blob and an
            // integer from a real in a record's header.
            let bit = random.next(2) == 0 ? 0 : random.next(8)
            bytes[content + random.next(page + pageSize - content)] ^= 1 << bit
        }
        return bytes
    }
}
