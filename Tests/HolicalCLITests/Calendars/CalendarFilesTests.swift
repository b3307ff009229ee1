import Foundation
import Glibc
import HolidayEngine
import Testing

@testable import HolicalCLI

/// Calendar files beside the holidays in `holical list` and `holical next`: their events in
/// every format with the calendar's tag, their UIDs passed through, their text cleaned, a
/// broken file named, a changed file read again (docs/calendar-files.md).
@Suite("Calendar files in list and next")
struct CalendarFilesTests {
    let today = CivilDate(year: 2026, month: 10, day: 30)!

    func list(_ arguments: [String], calendars paths: [String]) throws -> String {
        let command = try #require(
            try HolicalCommand.parseAsRoot(["list"] + arguments + paths.flatMap { ["--calendar", $0] }) as? ListCommand)
        let environment = Environment(["LANG": "en_US.UTF-8"])
        let regions = try RegionOption.configured(flags: command.region, environment: environment)
        let shown = try UserCalendars.configured(flags: command.calendars, environment: environment).loadAll()
        return try command.render(today: today, regions: regions, stamp: "20260224T090000Z", calendars: shown).text
    }

    @Test("The calendar's b: a day of a days-off calendar is no bridge to take; of another calendar it still is")
    func bridgesKnowDaysOff() throws {
        let fixture = try CalendarFileFixture()
        defer { fixture.remove() }
        let path = try fixture.write("shutdown.ics", [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Shutdown//EN",
            "BEGIN:VEVENT", "UID:shutdown-2026@example", "DTSTAMP:20260101T000000Z",
            "DTSTART;VALUE=DATE:20261127", "SUMMARY:Company shutdown", "END:VEVENT", "END:VCALENDAR",
        ])
        // The Friday after Thanksgiving is the United States' best bridge of November.
        let friday = CivilDate(year: 2026, month: 11, day: 27)!
        let shown = try #require(UserCalendars([CalendarSpec(source: path)]).bridgeFinder("US", 2026))
        #expect(shown.contains { $0.leave == [friday] })
        let off = try #require(UserCalendars([CalendarSpec(source: path, daysOff: true)]).bridgeFinder("US", 2026))
        #expect(!off.contains { $0.leave.contains(friday) })
        #expect(off.count >= shown.count - 1)
    }

    @Test("The table lists each instance once, tagged, with its time, last day and place; escapes are gone")
    func table() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let path = try files.write("school.ics", CalendarFileFixture.school)
        let text = try list(["--region", "DE-BY", "--from", "2026-10-30", "--to", "2026-11-12"], calendars: [path])
        let lines = text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "Date Day Region Name Kind Note",
            "2026-11-01 Sun DE-BY All Saints' Day public",
            "2026-11-02 Mon school Herbstferien event until 2026-11-06",
            "2026-11-04 Wed school Team meeting event 09:00-10:00, Room 4",
            "2026-11-11 Wed school Team meeting event 09:00-10:00, Room 4",
        ])
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // A span begun before the first day listed is listed on that day, once.
        let later = try list(["--region", "DE-BY", "--from", "2026-11-04", "--to", "2026-11-05"], calendars: [path])
        #expect(later.components(separatedBy: "Herbstferien").count == 2)
        #expect(later.contains("2026-11-04  Wed  school  Herbstferien"))
    }

    @Test("JSON and CSV carry the tag; JSON the UID, time, place and description")
    func jsonAndCSV() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let path = try files.write("school.ics", CalendarFileFixture.school)
        let span = ["--region", "DE-BY", "--from", "2026-11-02", "--to", "2026-11-05"]
        let json = try list(span + ["--format", "json"], calendars: [path])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Herbstferien", "Team meeting"])
        #expect(items[0]["calendar"] as? String == "school")
        #expect(items[0]["region"] as? String == "school")
        #expect(items[0]["kind"] as? String == "event")
        #expect(items[0]["uid"] as? String == "herbst-2026@schule.example")
        #expect(items[0]["until"] as? String == "2026-11-06")
        #expect(items[0]["description"] as? String == "Schulfrei, ganz Bayern")
        #expect(items[1]["time"] as? String == "09:00-10:00")
        #expect(items[1]["location"] as? String == "Room 4")
        let csv = try list(span + ["--format", "csv"], calendars: [path])
        #expect(csv.contains("2026-11-02,Herbstferien,Herbstferien,event,school,,false\n"))
    }

    @Test("ICS passes the file's UIDs through, an instance of a recurring event with its RECURRENCE-ID, and reads back")
    func ics() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let path = try files.write("school.ics", CalendarFileFixture.school)
        let text = try list(["--region", "DE-BY", "--from", "2026-11-02", "--to", "2026-11-12", "--format", "ics"], calendars: [path])
        #expect(text.contains("UID:herbst-2026@schule.example\r\nDTSTAMP:20260224T090000Z\r\nDTSTART;VALUE=DATE:20261102\r\nDTEND;VALUE=DATE:20261107\r\n"))
        #expect(text.contains("UID:team-1@example\r\nRECURRENCE-ID;VALUE=DATE:20261111\r\n"))
        #expect(text.contains("CATEGORIES:event,school\r\n"))
        // The output is a calendar file holical reads: listed again, the same days.
        let again = try files.write("again.ics", text.components(separatedBy: "\r\n").filter { !$0.isEmpty })
        let table = try list(["--region", "DE-BY", "--from", "2026-11-02", "--to", "2026-11-12", "--kind", "event"], calendars: [again])
        #expect(table.contains("2026-11-02  Mon  again   Herbstferien  event  until 2026-11-06"))
    }

    @Test("next includes the calendars' next events, each instance once")
    func next() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let path = try files.write("school.ics", CalendarFileFixture.school)
        let command = try #require(try HolicalCommand.parseAsRoot(["next", "4", "--region", "DE-BY", "--calendar", path]) as? NextCommand)
        let shown = try UserCalendars.configured(flags: command.calendars, environment: Environment([:])).loadAll()
        let regions = try RegionOption.configured(flags: command.region, environment: Environment(["LANG": "en_US.UTF-8"]))
        let text = command.render(today: CivilDate(year: 2026, month: 11, day: 3)!, regions: regions, calendars: shown).text
        let lines = text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "Date Day Region Name Kind In",
            "2026-11-03 Tue school Herbstferien event today",
            "2026-11-04 Wed school Team meeting event tomorrow",
            "2026-11-11 Wed school Team meeting event in 8 days",
            "2026-11-18 Wed school Team meeting event in 15 days",
        ])
    }

    @Test("A file that cannot be used stops the command with a message naming the calendar")
    func broken() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let notCalendar = try files.write("notes.ics", ["just some text"])
        let fifo = files.directory.appendingPathComponent("pipe.ics").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, problem) in [
            (notCalendar, "calendar notes ("), (fifo, "is a FIFO, not a regular file"),
            (files.directory.appendingPathComponent("gone.ics").path, "calendar gone ("),
        ] {
            #expect(throws: CommandFailure.self) { try list(["--region", "DE-BY"], calendars: [path]) }
            do {
                _ = try UserCalendars([CalendarSpec(source: path)]).loadAll()
            } catch {
                #expect(error.description.contains(problem), "\(error.description)")
            }
        }
    }

    @Test("A file is read again when it changes, and not before")
    func reread() throws {
        let files = try CalendarFileFixture()
        defer { files.remove() }
        let path = try files.write("school.ics", CalendarFileFixture.school)
        let calendar = UserCalendar(spec: CalendarSpec(source: path))
        let november = DateRange(CivilDate(year: 2026, month: 11, day: 1)!, CivilDate(year: 2026, month: 11, day: 30)!)
        let first = try calendar.current()
        #expect(first.holidays(in: november).contains { $0.name == "Herbstferien" })
        #expect(try calendar.current().stamp == first.stamp)
        try files.write("school.ics", CalendarFileFixture.school.map { $0.replacing("Herbstferien", with: "Herbstferien 2026") })
        let second = try calendar.current()
        #expect(second.stamp != first.stamp)
        #expect(second.holidays(in: november).contains { $0.name == "Herbstferien 2026" })
    }

    @Test("[[calendar]] tables: source, tag cleaned and short, days_off, refresh; a bad refresh or an unknown key is an error")
    func configuration() throws {
        let file = try ConfigFile.parse("""
            [[calendar]]
            source = "/tmp/school.ics"
            days_off = true

            [[calendar]]
            source = "/tmp/rota.ics"
            tag = "on-call\\u001B[31m rota of the team"
            """, path: "config.toml")
        #expect(file.calendars == [
            CalendarSpec(source: "/tmp/school.ics", tag: "school", daysOff: true),
            CalendarSpec(source: "/tmp/rota.ics", tag: "on-callrot", daysOff: false),
        ])
        #expect(file.calendars[1].tag == "on-callrot")
        // An address, with its refresh interval parsed once (default 4 h).
        let feeds = try ConfigFile.parse("""
            [[calendar]]
            source = "https://example.com/feeds/ferien.ics?key=secret"
            refresh = "30min"

            [[calendar]]
            source = "webcal://example.com/team.ics"
            """, path: "config.toml")
        #expect(feeds.calendars.map(\.tag) == ["ferien", "team"])
        #expect(feeds.calendars.map(\.refresh.seconds) == [1_800, 4 * 3_600])
        for (text, seconds) in [("45s", 45), ("6h", 21_600), ("1d", 86_400), ("2 min", 120), ("10m", 600)] {
            #expect(try RefreshInterval.parse(text).get().seconds == Int64(seconds), "\(text)")
        }
        for text in ["6 hours", "h", "0s", "-1h", "1.5h", "400d", "99999999999s"] {
            #expect(throws: RefreshInterval.Problem.self, "\(text)") { try RefreshInterval.parse(text).get() }
        }
        let refused = #expect(throws: CommandFailure.self) {
            try ConfigFile.parse(
                "[[calendar]]\nsource = \"https://example.com/a.ics\"\nrefresh = \"6 hours\"\n", path: "config.toml")
        }
        #expect(refused?.description.contains("calendar #1: refresh must be a number and a unit") == true)
        #expect(throws: CommandFailure.self) {
            try ConfigFile.parse("[[calendar]]\nsource = \"/tmp/a.ics\"\ncolour = \"red\"\n", path: "config.toml")
        }
        #expect(throws: CommandFailure.self) { try ConfigFile.parse("[[calendar]]\ntag = \"a\"\n", path: "config.toml") }
        // An address holical does not fetch, named without its user, password and query.
        let plain = UserCalendar(spec: CalendarSpec(source: "http://me:pw@example.org/a.ics?token=secret"))
        let problem = #expect(throws: CommandFailure.self) { try plain.current() }
        #expect(
            problem?.description
                == "calendar a (http://example.org/a.ics): holical fetches calendars over https only "
                + "(http:// only from this machine: 127.0.0.1, ::1, localhost)")
        // Two files of one name keep apart.
        let two = UserCalendars([CalendarSpec(source: "/a/school.ics"), CalendarSpec(source: "/b/school.ics")])
        #expect(two.calendars.map(\.spec.tag) == ["school", "school2"])
    }

    @Test("[[calendar]] glyph and color: one printable character one column wide, a colour of the palette; anything else named")
    func glyphAndColour() throws {
        let file = try ConfigFile.parse("""
            [[calendar]]
            source = "/tmp/school.ics"
            glyph = "#"
            color = "Magenta"

            [[calendar]]
            source = "/tmp/team.ics"
            glyph = "Ж"
            """, path: "config.toml")
        #expect(file.calendars.map(\.glyph) == ["#", "Ж"])
        #expect(file.calendars.map(\.color) == [.magenta, nil])
        #expect(UserCalendars(file.calendars).shown.map(\.color) == [.magenta, nil])
        #expect(UserCalendars(file.calendars).shown.map(\.glyph) == ["#", "Ж"])
        func problem(_ line: String) -> String? {
            do {
                _ = try ConfigFile.parse("[[calendar]]\nsource = \"/tmp/a.ics\"\n\(line)\n", path: "config.toml")
                return nil
            } catch { return error.description }
        }
        #expect(problem("glyph = \"ab\"")?.contains("calendar #1: glyph \"ab\" must be one character") == true)
        #expect(problem("glyph = \"日\"")?.contains("must be a character one column wide") == true)
        #expect(problem("glyph = \"e\\u0301\"") == nil)  // one character, é: one column
        #expect(problem("glyph = \"\\u0301\"")?.contains("one column wide") == true)
        #expect(problem("glyph = \" \"")?.contains("must be a printable character") == true)
        #expect(problem("glyph = \"\\u001B\"")?.contains("must be a printable character") == true)
        #expect(problem("glyph = \"\\u200B\"")?.contains("must be a printable character") == true)
        #expect(problem("glyph = \"\"")?.contains("must be one character") == true)
        #expect(problem("color = \"purple\"")?.contains(
            "color \"purple\" is not one of black, red, green, yellow, blue, magenta, cyan, white") == true)
        #expect(problem("color = 3")?.contains("color must be text") == true)
    }
}
