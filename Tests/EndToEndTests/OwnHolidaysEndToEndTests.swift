import Foundation
import Testing

/// Your own holidays (docs/custom-holidays.md) as a user meets them: a `holidays.toml` in
/// the configuration directory, read by `list`, `busdays` and the calendar; and a file with
/// a mistake, which stops the commands for scripts and not the calendar.
@Suite("Your own holidays, from the binary", .serialized)
struct OwnHolidaysEndToEndTests {
    static let good = """
        [[holiday]]
        name = "Company day off"
        local = "Firmapäev"
        date = "03-06"

        [[region]]
        code = "ACME-EE"
        name = "ACME Tallinn office"
        based-on = "EE"

        [[region.holiday]]
        name = "Founders' Day"
        date = "03-10"
        """

    static let broken = """
        [[holiday]]
        name = "Company day off"
        date = "03-06"

        [[holiday]]
        name = "Party"
        date = "13-45"
        """

    /// A configuration directory holding `holidays.toml` with `text`; removed by the caller.
    static func configHome(_ text: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-own-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("holical")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("holidays.toml"))
        return home
    }

    /// Runs holical with `home` as XDG_CONFIG_HOME; a run longer than `timeout` seconds
    /// fails the test.
    static func holical(_ arguments: [String], home: URL, stdin: String = "", timeout: Double = 30) throws -> Command.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = home.path
        environment["HOLICAL_REGION"] = nil
        return try Command.run(
            Command.holical, arguments, stdin: stdin, environment: environment, check: false, timeout: timeout)
    }

    @Test("list shows your days off, of kind custom, in every format, and your own regions")
    func list() throws {
        let home = try Self.configHome(Self.good)
        defer { try? FileManager.default.removeItem(at: home) }
        let table = try Self.holical(["list", "--region", "EE", "--from", "2026-03-01", "--to", "2026-03-31"], home: home)
        #expect(table.status == 0, "\(table.stderr)")
        let line = table.stdout.split(separator: "\n").first { $0.hasPrefix("2026-03-06") } ?? ""
        #expect(line.contains("Company day off") && line.hasSuffix("custom"), "\(table.stdout)")
        let json = try Self.holical(["list", "--region", "EE", "--year", "2026", "--format", "json"], home: home)
        #expect(json.stdout.contains(#""name":"Company day off""#) || json.stdout.contains(#""name": "Company day off""#))
        let ics = try Self.holical(["list", "--region", "EE", "--year", "2026", "--format", "ics"], home: home)
        #expect(ics.stdout.contains("SUMMARY:Company day off"))
        let own = try Self.holical(["list", "--region", "acme-ee", "--from", "2026-03-01", "--to", "2026-03-31"], home: home)
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.stdout.contains("Founders' Day"))
        #expect(own.stdout.contains("Company day off"))
        let local = try Self.holical(
            ["list", "--region", "EE", "--from", "2026-03-06", "--to", "2026-03-06", "--language", "et"], home: home)
        #expect(local.stdout.contains("Firmapäev"), "\(local.stdout)")
        let regions = try Self.holical(["list", "--regions"], home: home)
        #expect(regions.stdout.contains("ACME-EE"))
    }

    @Test("busdays: your day off is not a business day, in count, add and --batch")
    func busdays() throws {
        let home = try Self.configHome(Self.good)
        defer { try? FileManager.default.removeItem(at: home) }
        // Monday 2 to Monday 9 March 2026, ends excluded: Tuesday to Friday, 4 days, and
        // Friday 6 March is the company's day off.
        let count = try Self.holical(["busdays", "2026-03-02", "2026-03-09", "--region", "EE"], home: home)
        #expect(count.stdout == "3\n", "\(count.stderr)")
        let add = try Self.holical(["busdays", "add", "2026-03-05", "1", "--region", "EE"], home: home)
        #expect(add.stdout == "2026-03-09\n", "\(add.stderr)")
        let batch = try Self.holical(["busdays", "--batch", "--region", "ACME-EE"], home: home, stdin: "2026-03-02 2026-03-11\n")
        // Tuesday 3 to Tuesday 10: 6 weekdays, less the 6th and the 10th.
        #expect(batch.stdout == "4\n", "\(batch.stderr)")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("holical-none-\(UUID().uuidString)")
        let builtIn = try Self.holical(["busdays", "2026-03-02", "2026-03-09", "--region", "EE"], home: empty)
        #expect(builtIn.stdout == "4\n")
    }

    @Test("a mistake: the file, the line and the problem on stderr, nothing on stdout, status 1")
    func mistakeStopsCommands() throws {
        let home = try Self.configHome(Self.broken)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("holical/holidays.toml").path
        for arguments in [["list", "--region", "EE"], ["busdays", "2026-03-02", "2026-03-09", "--region", "EE"]] {
            let output = try Self.holical(arguments, home: home)
            #expect(output.status == 1, "\(arguments)")
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.contains("\(path): line 7: date: '13-45' is not a date"), "\(output.stderr)")
        }
    }

    @Test("the calendar: your holiday in the grid and the pop-up, your region by --region")
    func calendar() async throws {
        let home = try Self.configHome(Self.good)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-03-06", "--region", "ACME-EE"], columns: 120, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path])
        var screen = try await tmux.waitFor("Fri 6 Mar 2026")
        #expect(screen.contains("ACME Tallinn office"))
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up of 6 March") { $0.contains("Your own · ACME-EE") }
        #expect(screen.contains("★ Firmapäev"))
        #expect(screen.contains("Company day off"))
        // L: the names in English.
        try tmux.send("Escape", "L")
        screen = try await tmux.waitFor("names in en")
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up in English") { $0.contains("★ Company day off") }
        #expect(!screen.contains("Firmapäev"))
        try tmux.send("Escape", "q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("the calendar with a broken file: a notice naming file and line, the grid drawn")
    func calendarWithMistake() async throws {
        let home = try Self.configHome(Self.broken)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-02-24", "--region", "EE"], columns: 160, rows: 40,
            environment: ["XDG_CONFIG_HOME": home.path])
        let screen = try await tmux.waitFor("holidays.toml: line 7: date:")
        #expect(screen.contains("February 2026"))
        #expect(screen.contains("Iseseisvuspäev"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
