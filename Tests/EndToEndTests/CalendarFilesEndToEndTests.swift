import Foundation
import Testing

/// Calendar files beside the holidays as a user meets them (docs/calendar-files.md): a
/// school's holidays as an .ics file next to Bavaria's, in `list`, `next` and `busdays`
/// from the binary, and in the calendar in tmux: the week-long span in the month view, its
/// name in the pop-up, `/` finding it.
@Suite("Calendar files, from the binary", .serialized)
struct CalendarFilesEndToEndTests {
    /// Bavaria's autumn school holidays 2026 (Bavarian Ministry of Education's published
    /// holiday dates: 2 to 6 November 2026) and a weekly meeting.
    static let school = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//School//EN", "X-WR-CALNAME:Grundschule",
        "BEGIN:VEVENT", "UID:herbst-2026@schule.example", "DTSTAMP:20260101T000000Z",
        "DTSTART;VALUE=DATE:20261102", "DTEND;VALUE=DATE:20261107", "SUMMARY:Herbstferien",
        "DESCRIPTION:Schulfrei in ganz Bayern", "END:VEVENT",
        "BEGIN:VEVENT", "UID:elternabend@schule.example", "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Europe/Berlin:20261110T190000", "DTEND;TZID=Europe/Berlin:20261110T203000",
        "SUMMARY:Elternabend", "LOCATION:Aula", "END:VEVENT",
        "END:VCALENDAR",
    ].joined(separator: "\r\n") + "\r\n"

    /// A team's calendar: a stand-up at 09:30 Berlin time on Wednesday 4 November 2026, an
    /// all-day offsite on Thursday 5 November, a late call from 23:30 to 00:30 that night.
    static let team = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Team//EN",
        "BEGIN:VEVENT", "UID:standup@team.example", "DTSTART;TZID=Europe/Berlin:20261104T093000",
        "DTEND;TZID=Europe/Berlin:20261104T094500", "SUMMARY:Standup", "END:VEVENT",
        "BEGIN:VEVENT", "UID:offsite@team.example", "DTSTART;VALUE=DATE:20261105", "SUMMARY:Offsite", "END:VEVENT",
        "BEGIN:VEVENT", "UID:late@team.example", "DTSTART:20261105T223000Z", "DTEND:20261105T233000Z",
        "SUMMARY:Late call", "END:VEVENT",
        "END:VCALENDAR",
    ].joined(separator: "\r\n") + "\r\n"

    /// A home with `config.toml` holding `config`, and `school.ics` and `team.ics`; removed by the caller.
    static func home(config: String = "") throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-ics-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("holical")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(school.utf8).write(to: home.appendingPathComponent("school.ics"))
        try Data(team.utf8).write(to: home.appendingPathComponent("team.ics"))
        try Data(config.replacing("HOME", with: home.path).utf8).write(to: directory.appendingPathComponent("config.toml"))
        return home
    }

    static func holical(_ arguments: [String], home: URL) throws -> Command.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = home.path
        environment["HOLICAL_REGION"] = nil
        environment["TZ"] = "Europe/Berlin"
        return try Command.run(Command.holical, arguments, environment: environment, check: false)
    }

    @Test("list and next with --calendar: the events tagged, the UID passed through; a broken file named, nothing printed")
    func listAndNext() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("school.ics").path
        let table = try Self.holical(
            ["list", "--region", "DE-BY", "--from", "2026-11-01", "--to", "2026-11-30", "--calendar", file], home: home)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("2026-11-02 Mon school Herbstferien event until 2026-11-06"), "\(table.stdout)")
        #expect(lines.contains("2026-11-10 Tue school Elternabend event 19:00-20:30, Aula"), "\(table.stdout)")
        let ics = try Self.holical(
            ["list", "--region", "DE-BY", "--year", "2026", "--format", "ics", "--calendar", file], home: home)
        #expect(ics.stdout.contains("UID:herbst-2026@schule.example\r\n"))
        let next = try Self.holical(["next", "2", "--region", "DE-BY", "--calendar", file], home: home)
        #expect(next.status == 0, "\(next.stderr)")

        // Not a calendar at all (a file that only lost its END lines is read, with a warning).
        try Data("<html>not found</html>\n".utf8).write(to: home.appendingPathComponent("broken.ics"))
        let broken = try Self.holical(
            ["list", "--region", "DE-BY", "--calendar", home.appendingPathComponent("broken.ics").path], home: home)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("calendar broken ("), "\(broken.stderr)")
    }

    @Test("busdays across the school holidays counts them out when days_off = true, and in when not")
    func busdays() throws {
        let off = try Self.home(config: "[[calendar]]\nsource = \"HOME/school.ics\"\ndays_off = true\n")
        defer { try? FileManager.default.removeItem(at: off) }
        // Friday 30 October to Monday 9 November 2026, ends excluded: 2 to 6 November, five
        // weekdays, all school holidays.
        let counted = try Self.holical(["busdays", "2026-10-30", "2026-11-09", "--region", "DE-BY"], home: off)
        #expect(counted.stdout == "0\n", "\(counted.stderr)")
        let shown = try Self.home(config: "[[calendar]]\nsource = \"HOME/school.ics\"\n")
        defer { try? FileManager.default.removeItem(at: shown) }
        let plain = try Self.holical(["busdays", "2026-10-30", "2026-11-09", "--region", "DE-BY"], home: shown)
        #expect(plain.stdout == "5\n", "\(plain.stderr)")
    }

    @Test("The calendar: the week-long span in the month view, its name in the pop-up, / finds it, v counts it out")
    func calendar() async throws {
        let home = try Self.home(config: "[[calendar]]\nsource = \"HOME/school.ics\"\ntag = \"schule\"\ndays_off = true\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-11-02", "--region", "DE-BY"], columns: 120, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path, "TZ": "Europe/Berlin"])
        var screen = try await tmux.waitForScreen("the school holidays in the month") { $0.contains("schule Herbst") }
        // The span's five days, Monday to Friday, each marked and named in its cell; the
        // weekend after it not.
        let spanRow = try #require(screen.split(separator: "\n").first { $0.contains(" 2 ▪ schule") })
        for day in 2...6 { #expect(spanRow.contains("\(day) ▪ schule"), "\(spanRow)") }
        #expect(!spanRow.contains("7 ▪"))
        #expect(screen.components(separatedBy: "schule Herbst").count - 1 == 5, "\(screen)")
        #expect(screen.contains("▪ schule"))  // the legend
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up") { $0.contains("schule · Grundschule") }
        #expect(screen.contains("▪ Herbstferien"))
        #expect(screen.contains("Mon 2 Nov 2026 to Fri 6 Nov 2026"))
        #expect(screen.contains("Schulfrei in ganz Bayern"))
        try tmux.send("Escape", "Right", "Right", "Right", "Right", "Right", "Right", "Right", "Right", "Enter")
        screen = try await tmux.waitForScreen("the evening's pop-up") { $0.contains("▪ Elternabend") }
        #expect(screen.contains("19:00-20:30"))
        #expect(screen.contains("at Aula"))
        try tmux.send("Escape")

        // From January, / finds it by a piece of its name.
        try tmux.send("g")
        try await tmux.waitFor("Go to")
        try tmux.type("2026-01-10")
        try tmux.send("Enter")
        try await tmux.waitFor("Sat 10 Jan 2026")
        try tmux.send("/")
        try await tmux.waitFor("Search holiday names")
        try tmux.type("herbstf")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("Herbstferien · Mon 2 Nov 2026")
        #expect(screen.contains("November 2026"))

        // v from Friday 30 October to Monday 9 November: the holidays are no business days.
        try tmux.send("Left", "Left", "Left", "v")
        for _ in 0..<10 { try tmux.send("Right") }
        try await tmux.waitFor("0 business days between Fri 30 Oct and Mon 9 Nov 2026")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    /// Two calendars beside Bavaria: the school's with the defaults, the team's with its own
    /// glyph and colour.
    static let twoCalendars = """
        [[calendar]]
        source = "HOME/school.ics"
        tag = "schule"

        [[calendar]]
        source = "HOME/team.ics"
        tag = "team"
        glyph = "♦"
        color = "magenta"
        """

    @Test("Two calendars beside a region: each day cell shows its calendar's glyph, in its colour; the legend lists both")
    func twoCalendarsMarked() async throws {
        let home = try Self.home(config: Self.twoCalendars)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-11-02", "--region", "DE-BY"], columns: 120, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path, "TZ": "Europe/Berlin"])
        let screen = try await tmux.waitForScreen("both calendars in the month") { $0.contains("team Standup") }
        let lines = screen.split(separator: "\n")
        let spanRow = try #require(lines.first { $0.contains(" 2 ▪ schule") }, "\(screen)")
        // School alone on the 2nd and 3rd; both from the 4th to the 6th (the late call runs
        // past midnight), the school's first.
        for day in [2, 3] { #expect(spanRow.contains("\(day) ▪ schule"), "\(spanRow)") }
        for day in [4, 5, 6] { #expect(spanRow.contains("\(day) ▪♦ schule"), "\(spanRow)") }
        // The 10th: the school's evening only; the 1st (All Saints' Day, a Sunday): Bavaria's kind only.
        #expect(lines.contains { $0.contains("10 ▪ schule") })
        #expect(lines.contains { $0.contains(" 1 ●") }, "\(screen)")
        let legend = try #require(lines.first { $0.contains("▪ schule") && $0.contains("♦ team") }, "\(screen)")
        #expect(legend.contains("● public"), "\(legend)")
        // In colour: the team's glyph magenta (SGR 35) and the school's green (32), in the cells and the legend.
        let escaped = try tmux.captureWithEscapes()
        #expect(Self.colours(of: "♦", in: escaped).allSatisfy { $0 == 35 }, "\(escaped)")
        #expect(Self.colours(of: "♦", in: escaped).count >= 3)
        #expect(Self.colours(of: "▪", in: escaped).allSatisfy { $0 == 32 })
        // And the events' names, in cells and on the status line, in their calendar's colour.
        #expect(Self.colours(of: "Standup", in: escaped).allSatisfy { $0 == 35 }, "\(escaped)")
        #expect(!Self.colours(of: "Standup", in: escaped).isEmpty)
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("The week view: a timed event after its start time on the user's clock, on its day; an all-day one without")
    func weekTimes() async throws {
        let home = try Self.home(config: Self.twoCalendars)
        defer { try? FileManager.default.removeItem(at: home) }
        // In New York: the stand-up at 09:30 in Berlin is 03:30 there, the late call (22:30
        // to 23:30 UTC) 17:30 on Thursday, within the day.
        let tmux = try Tmux(
            [Command.holical, "2026-11-04", "--region", "DE-BY"], columns: 160, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path, "TZ": "America/New_York"])
        try await tmux.waitFor("team Standup")
        try tmux.send("w")
        var screen = try await tmux.waitForScreen("the week") { $0.contains("03:30 Standup") }
        #expect(screen.contains("♦ 03:30 Standup"), "\(screen)")
        #expect(screen.contains("♦ 17:30 Late call"), "\(screen)")
        #expect(screen.contains("♦ Offsite"), "\(screen)")
        #expect(!screen.contains(":00 Offsite"))
        #expect(screen.contains("▪ Herbstferien"))
        // On Thursday the all-day offsite comes before the late call.
        let thursday = try #require(screen.split(separator: "\n").firstIndex { $0.contains("♦ Offsite") })
        let late = try #require(screen.split(separator: "\n").firstIndex { $0.contains("♦ 17:30 Late call") })
        #expect(thursday < late)
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)

        // In Berlin the late call runs from 23:30 past midnight: its time on Thursday, none on Friday.
        let berlin = try Tmux(
            [Command.holical, "2026-11-04", "--region", "DE-BY"], columns: 160, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path, "TZ": "Europe/Berlin"])
        try await berlin.waitFor("team Standup")
        try berlin.send("w")
        screen = try await berlin.waitForScreen("the week in Berlin") { $0.contains("09:30 Standup") }
        #expect(screen.contains("♦ 23:30 Late call"), "\(screen)")
        #expect(screen.components(separatedBy: "Late call").count - 1 == 2, "\(screen)")
        #expect(screen.contains("♦ Late call"), "\(screen)")
        try berlin.send("q")
        #expect(await berlin.exitStatus() == 0)
    }

    /// The foreground colour (30-37) in effect at each `glyph` of a `capture-pane -e` screen.
    static func colours(of text: String, in escaped: String) -> [Int] {
        var colours: [Int] = []
        var current: Int?
        var index = escaped.startIndex
        while index < escaped.endIndex {
            if escaped[index] == "\u{1B}", let end = escaped[index...].firstIndex(of: "m") {
                let parameters = escaped[escaped.index(index, offsetBy: 2)..<end].split(separator: ";").compactMap { Int($0) }
                if parameters.isEmpty || parameters.contains(0) { current = nil }
                if let colour = parameters.last(where: { (30...37).contains($0) }) { current = colour }
                if parameters.contains(39) { current = nil }
                index = escaped.index(after: end)
                continue
            }
            if escaped[index] == "\n" { current = nil }
            if escaped[index...].hasPrefix(text) { colours.append(current ?? 0) }
            index = escaped.index(after: index)
        }
        return colours
    }
}
