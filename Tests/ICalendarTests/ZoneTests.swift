import Foundation
import HolidayEngine
import Testing
@testable import ICalendar

/// The system's zone files and their POSIX footers.
@Suite("Time zones")
struct ZoneTests {
    static func zone(_ name: String) throws -> TZifZone {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/\(name)"))
        return try TZifZone(bytes: Array(data))
    }

    static func utc(_ text: String, _ seconds: Int = 12 * 3600) -> Int { date(text).dayNumber * 86_400 + seconds }

    @Test("New York, Sydney and Tallinn: standard and daylight offsets, now, in 1970 and beyond the transitions listed")
    func systemZones() throws {
        let newYork = try Self.zone("America/New_York")
        #expect(newYork.offset(atUTC: Self.utc("2026-01-15")) == -5 * 3600)
        #expect(newYork.offset(atUTC: Self.utc("2026-07-15")) == -4 * 3600)
        #expect(newYork.offset(atUTC: Self.utc("2090-07-15")) == -4 * 3600)
        #expect(newYork.offset(atUTC: Self.utc("2090-12-15")) == -5 * 3600)
        let sydney = try Self.zone("Australia/Sydney")
        #expect(sydney.offset(atUTC: Self.utc("2026-01-15")) == 11 * 3600)
        #expect(sydney.offset(atUTC: Self.utc("2026-07-15")) == 10 * 3600)
        #expect(sydney.offset(atUTC: Self.utc("2090-01-15")) == 11 * 3600)
        let tallinn = try Self.zone("Europe/Tallinn")
        #expect(tallinn.offset(atUTC: Self.utc("2026-07-15")) == 3 * 3600)
        #expect(tallinn.offset(atUTC: Self.utc("2026-12-15")) == 2 * 3600)
        #expect(throws: TZifZone.Failure.self) { try TZifZone(bytes: Array("not a zone".utf8)) }
    }

    @Test("A POSIX rule: the day of each transition, north and south")
    func posixRules() throws {
        let berlin = try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        // 2026: daylight time from 29 March 01:00 UTC to 25 October 01:00 UTC.
        #expect(berlin.offset(atUTC: Self.utc("2026-03-29", 0)) == 3600)
        #expect(berlin.offset(atUTC: Self.utc("2026-03-29", 3600)) == 7200)
        #expect(berlin.offset(atUTC: Self.utc("2026-10-25", 0)) == 7200)
        #expect(berlin.offset(atUTC: Self.utc("2026-10-25", 3600)) == 3600)
        let sydney = try #require(PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.offset(atUTC: Self.utc("2026-01-15")) == 11 * 3600)
        #expect(sydney.offset(atUTC: Self.utc("2026-06-15")) == 10 * 3600)
        let fixed = try #require(PosixZoneRule("<+0330>-3:30"))
        #expect(fixed.offset(atUTC: Self.utc("2026-06-15")) == 12_600)
        #expect(PosixZoneRule("X1") == nil)
    }

    @Test("A local time is read on the zone: a skipped one on the offset before, a repeated one the first time")
    func localToUTC() throws {
        let berlin = try Self.zone("Europe/Berlin")
        let noon = LocalDateTime(date: date("2026-07-01"), seconds: 12 * 3600).secondsSinceEpoch
        #expect(berlin.utc(fromLocal: noon) == noon - 7200)
        // 02:30 on 29 March 2026 does not exist: read at +01:00.
        let skipped = LocalDateTime(date: date("2026-03-29"), seconds: 9000).secondsSinceEpoch
        #expect(berlin.utc(fromLocal: skipped) == skipped - 3600)
        // 02:30 on 25 October 2026 happens twice: the first, at +02:00.
        let repeated = LocalDateTime(date: date("2026-10-25"), seconds: 9000).secondsSinceEpoch
        #expect(berlin.utc(fromLocal: repeated) == repeated - 7200)
    }
}
