import Foundation
@testable import HolidayCache
import HolidayEngine
import Testing

/// A cache file whose rows hold what the schema does not allow (text, NULL or an integer no
/// date or time can be in a column of dates or times), as damage or random bytes leave it.
/// Reading such a row never traps: the file counts as damaged, is moved aside and rebuilt
/// with one warning, as a corrupt file is.
@Suite("Reading rows that hold wrong-typed values")
struct WrongTypedValueTests {
    private let february = days("2026-02-01", "2026-02-28")

    /// One value written where it does not belong.
    struct Tampering: CustomTestStringConvertible, Sendable {
        var table: String
        var column: String
        var value: String
        var testDescription: String { "\(table).\(column) = \(value)" }
    }

    static let tamperings: [Tampering] = [
        Tampering(table: "coverage", column: "fetched_at", value: "'yesterday'"),
        Tampering(table: "coverage", column: "fetched_at", value: "NULL"),
        Tampering(table: "coverage", column: "fetched_at", value: "-9223372036854775808"),
        Tampering(table: "coverage", column: "fetched_at", value: "9223372036854775807"),
        Tampering(table: "coverage", column: "last_day", value: "'2026-12-31'"),
        Tampering(table: "coverage", column: "last_day", value: "9223372036854775807"),
        Tampering(table: "coverage", column: "first_day", value: "-9223372036854775808"),
        Tampering(table: "coverage", column: "last_day", value: "x'00ff'"),
        Tampering(table: "coverage", column: "fetched_at", value: "1.5e300"),
    ]

    /// Rows only `cache stats` meets: the calendar's read asks for `last_day >= ...`, which a
    /// NULL never is.
    static let statsTamperings: [Tampering] = [
        Tampering(table: "coverage", column: "last_day", value: "NULL"),
        Tampering(table: "coverage", column: "provider", value: "x'ff'"),
    ]

    /// Holiday rows are read by the calendar only; `date` stays in the month read, so that
    /// the row is met.
    static let holidayTamperings: [Tampering] = [
        Tampering(table: "holiday", column: "name", value: "NULL"),
        Tampering(table: "holiday", column: "kind", value: "NULL"),
        Tampering(table: "holiday", column: "holiday_region", value: "x'ff'"),
        Tampering(table: "holiday", column: "observed_of", value: "'the day before'"),
        Tampering(table: "holiday", column: "observed_of", value: "9223372036854775807"),
    ]

    @Test("the calendar's read", arguments: tamperings + holidayTamperings)
    func theCalendarsReadRecovers(_ tampering: Tampering) throws {
        try afterTampering(tampering) { store in
            let slice = try store.slice(Fixture.nagerEE, in: february)
            #expect(slice == CachedSlice(covered: [], holidays: []))
        }
    }

    @Test("the figures of cache stats", arguments: tamperings + statsTamperings)
    func statsRecovers(_ tampering: Tampering) throws {
        try afterTampering(tampering) { store in
            let stats = try store.stats()
            #expect(stats.entries.isEmpty)
        }
    }

    /// Seeds a cache, tampers with it, opens it (cleanly: the damage is in the rows), runs
    /// `read`, which meets the damage and gets the new empty file's answer, and checks the
    /// recovery.
    private func afterTampering(
        _ tampering: Tampering, read: (any ManagedHolidayStore) throws -> Void
    ) throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            try seed(location)
            try tamper(location.file, tampering)
            let warnings = WarningLog()
            let opened = HolidayStoreOpener.open(location: location) { warnings.append($0) }
            #expect(opened.warning == nil)
            try read(opened.store)
            try expectRecoveredOnce(opened.store, warnings: warnings.all, in: location)
        }
    }

    /// A key whose rows are sound reads as before: only rows that are read count.
    @Test func soundValuesAtTheEdgesAreRead() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            let store = try SQLiteHolidayStore(path: location.file)
            let far = days("9999-12-01", "9999-12-31")
            let early = days("0001-01-01", "0001-01-31")
            try store.store(Fixture.nagerEE, range: far, holidays: Fixture.holidays(in: far), fetchedAt: 0)
            try store.store(Fixture.nagerEE, range: early, holidays: Fixture.holidays(in: early), fetchedAt: 253_402_300_799)
            #expect(try store.slice(Fixture.nagerEE, in: far).holidays == Fixture.holidays(in: far))
            #expect(try store.slice(Fixture.nagerEE, in: early).covered == [CoveredSpan(range: early, fetchedAt: 253_402_300_799)])
            #expect(try store.stats().entries.map(\.coveredDays) == [62])
        }
    }

    /// The file moved aside once, one warning that says so, and a new store that keeps
    /// and serves an answer.
    private func expectRecoveredOnce(
        _ store: any ManagedHolidayStore, warnings: [String], in location: CacheLocation
    ) throws {
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("cache file \(location.file) was unusable ("))
        #expect(warning.contains("moved it to \(location.file).corrupt-"))
        #expect(!warning.contains("\n"))
        #expect(try listing(location.directory).filter { $0.hasPrefix("cache.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.count == 1)
        try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 9)
        #expect(try store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
        #expect(try store.stats().entries.map(\.key) == [Fixture.nagerEE])
    }

    private func seed(_ location: CacheLocation) throws {
        let store = try SQLiteHolidayStore(path: location.file)
        try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1_771_669_805)
    }

    /// Writes `tampering.value` into every row of its table, as SQL, past the schema's
    /// NOT NULL (dropped from the schema's text first, as a damaged page could have it).
    private func tamper(_ path: String, _ tampering: Tampering) throws {
        do {
            let database = try Database(path: path, busyTimeout: 5)
            try database.execute("PRAGMA writable_schema = ON")
            try database.statement("""
                UPDATE sqlite_schema SET sql = replace(sql, 'NOT NULL', '')
                WHERE type = 'table' AND name = ?
                """).execute([.text(tampering.table)])
            try database.execute("PRAGMA writable_schema = OFF")
        }
        let database = try Database(path: path, busyTimeout: 5)
        try database.execute("UPDATE \(tampering.table) SET \(tampering.column) = \(tampering.value)")
        #expect(database.changes > 0)
    }
}
