import Foundation
import Testing

@testable import HolidayCache

/// The cache file's version (`PRAGMA user_version`): new files are made at the current one,
/// holical 0.1's files (made by GRDB's migrator) are adopted with what they hold, a newer
/// holical's file is used as it is, and tables that contradict a file's version are damage.
@Suite("The cache file's schema and its versions")
struct SchemaTests {
    private let february = days("2026-02-01", "2026-02-28")

    private func userVersion(_ path: String) throws -> Int64? {
        try Database(path: path, readOnly: true, busyTimeout: 5).integer("PRAGMA user_version")
    }

    @Test func aNewFileIsMadeAtTheCurrentVersion() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            let (store, warning) = try SQLiteHolidayStore.open(at: location)
            #expect(warning == nil)
            try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            #expect(try userVersion(location.file) == CacheSchema.version)
        }
    }

    /// The tables exactly as holical 0.1 wrote them, with its record of the migration.
    @Test func aFileOfHolical01IsAdoptedWithItsAnswers() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            let old = try Database(path: location.file, busyTimeout: 5)
            try old.execute("""
                CREATE TABLE "grdb_migrations" ("identifier" TEXT NOT NULL PRIMARY KEY);
                CREATE TABLE "coverage" ("provider" TEXT NOT NULL, "region" TEXT NOT NULL,
                  "first_day" INTEGER NOT NULL, "last_day" INTEGER NOT NULL, "fetched_at" INTEGER NOT NULL,
                  PRIMARY KEY ("provider", "region", "first_day")) WITHOUT ROWID;
                CREATE TABLE "holiday" ("id" INTEGER PRIMARY KEY, "provider" TEXT NOT NULL,
                  "region" TEXT NOT NULL, "date" INTEGER NOT NULL, "name" TEXT NOT NULL,
                  "local_name" TEXT NOT NULL, "kind" TEXT NOT NULL, "holiday_region" TEXT NOT NULL,
                  "observed_of" INTEGER, "details" TEXT);
                CREATE INDEX "holiday_by_key_and_date" ON "holiday"("provider", "region", "date");
                INSERT INTO grdb_migrations VALUES ('v1');
                INSERT INTO coverage VALUES ('nager', 'EE', 20485, 20512, 1771669805);
                INSERT INTO holiday (provider, region, date, name, local_name, kind, holiday_region)
                  VALUES ('nager', 'EE', 20508, 'Independence Day', 'Iseseisvuspäev', 'public', 'EE');
                """)
            old.close()

            let (store, warning) = try SQLiteHolidayStore.open(at: location)
            #expect(warning == nil)
            #expect(try listing(directory).allSatisfy { !$0.contains("corrupt") })
            let slice = try store.slice(Fixture.nagerEE, in: february)
            #expect(slice.covered == [CoveredSpan(range: february, fetchedAt: 1_771_669_805)])
            #expect(slice.holidays.map(\.name) == ["Independence Day"])
            #expect(slice.holidays.first?.date.description == "2026-02-24")
            #expect(try userVersion(location.file) == CacheSchema.version)
            // Brought up to the current version: version 2's table of feeds is there.
            let feed = StoredFeed(
                url: "https://example.org/school.ics", body: "BEGIN:VCALENDAR", etag: "\"1\"",
                lastModified: nil, fetchedAt: 5, checkedAt: 6)
            try store.storeFeed(feed)
            #expect(try store.storedFeed(url: feed.url) == feed)
        }
    }

    @Test func aFileOfANewerVersionIsUsedAsItIs() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            do {
                let store = try SQLiteHolidayStore(path: location.file)
                try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            }
            try Database(path: location.file, busyTimeout: 5).execute("PRAGMA user_version = 7")
            let (store, warning) = try SQLiteHolidayStore.open(at: location)
            #expect(warning == nil)
            #expect(try store.slice(Fixture.nagerEE, in: february).holidays == Fixture.holidays(in: february))
            #expect(try userVersion(location.file) == 7)
        }
    }

    /// Version 0 with the tables already there: the record of the version was lost (a
    /// damaged header page), so the file is damaged; it is moved aside and started anew.
    @Test func tablesWithoutTheirVersionAreDamage() throws {
        try withTemporaryDirectory { directory in
            let location = CacheLocation(directory: directory)
            do {
                let store = try SQLiteHolidayStore(path: location.file)
                try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            }
            try Database(path: location.file, busyTimeout: 5).execute("PRAGMA user_version = 0")
            let (store, warning) = try SQLiteHolidayStore.open(at: location)
            let said = try #require(warning)
            #expect(said.contains("its schema contradicts its version (table coverage already exists)"))
            #expect(try listing(directory).contains { $0.hasPrefix("cache.sqlite.corrupt-") })
            #expect(try store.slice(Fixture.nagerEE, in: february).covered.isEmpty)
            #expect(try userVersion(location.file) == CacheSchema.version)
        }
    }
}
