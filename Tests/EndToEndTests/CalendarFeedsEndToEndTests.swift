import FakeProviders
import Foundation
import Testing

/// A calendar at an address as a user meets it (docs/calendar-files.md, "Calendars at an
/// address"): the binary against the suite's feed server on 127.0.0.1, in `list` and
/// `busdays` (the cached copy when the server is gone, with a note on stderr) and in the
/// calendar in tmux, where `r` asks the server again.
@Suite("Calendar feeds, from the binary", .serialized)
struct CalendarFeedsEndToEndTests {
    /// A cache and a config directory of their own; removed by the caller.
    static func home(config: String = "") throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("holical-feed-\(UUID().uuidString)")
        let directory = home.appendingPathComponent("config/holical")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: directory.appendingPathComponent("config.toml"))
        return home
    }

    static func environment(_ home: URL) -> [String: String] {
        [
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "TZ": "Europe/Berlin",
        ]
    }

    /// Runs the binary on a thread of its own: it asks the feed server of this process,
    /// whose answers need the cooperative pool that a blocked wait here would hold.
    static func holical(_ arguments: [String], home: URL) async throws -> Command.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["HOLICAL_REGION"] = nil
        environment.merge(Self.environment(home)) { $1 }
        let variables = environment
        let result = await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(
                    returning: Result { try Command.run(Command.holical, arguments, environment: variables, check: false) })
            }.start()
        }
        return try result.get()
    }

    @Test("list and busdays read the feed once per interval; with the server gone, the cached copy and its age on stderr")
    func commands() async throws {
        let server = try await FakeFeedServer.start(body: CalendarFilesEndToEndTests.school)
        let url = server.feedURL
        let home = try Self.home(config: "[[calendar]]\nsource = \"\(url)\"\ntag = \"ferien\"\ndays_off = true\n")
        defer { try? FileManager.default.removeItem(at: home) }

        let list = try await Self.holical(["list", "--region", "DE-BY", "--from", "2026-11-01", "--to", "2026-11-30"], home: home)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stderr.isEmpty, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("2026-11-02 Mon ferien Herbstferien event until 2026-11-06"), "\(list.stdout)")
        #expect(server.requests.count == 1)

        // Within the interval (4 h by default) the next command sends nothing.
        let counted = try await Self.holical(["busdays", "2026-10-30", "2026-11-09", "--region", "DE-BY"], home: home)
        #expect(counted.stdout == "0\n", "\(counted.stderr)")
        #expect(server.requests.count == 1)

        // `--calendar URL` names the same feed: the same copy.
        let flagged = try await Self.holical(
            ["list", "--region", "DE-BY", "--from", "2026-11-01", "--to", "2026-11-30", "--calendar", url], home: home)
        #expect(flagged.stdout.contains("Herbstferien"), "\(flagged.stderr)")
        #expect(server.requests.count == 1)
        await server.stop()

        // The server gone and the interval passed (now refresh = "1s"): the copy, with a note.
        try Data("[[calendar]]\nsource = \"\(url)\"\ntag = \"ferien\"\nrefresh = \"1s\"\n".utf8)
            .write(to: home.appendingPathComponent("config/holical/config.toml"))
        try await Task.sleep(for: .seconds(1.2))
        let offline = try await Self.holical(["list", "--region", "DE-BY", "--from", "2026-11-01", "--to", "2026-11-30"], home: home)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("Herbstferien"))
        #expect(offline.stderr.hasPrefix("holical: calendar ferien: showing the copy of "), "\(offline.stderr)")
        #expect(offline.stderr.contains(" s ago ("), "\(offline.stderr)")

        // No copy at all: nothing printed, the calendar named, status 1.
        let empty = try Self.home(config: "[[calendar]]\nsource = \"\(url)\"\ntag = \"ferien\"\n")
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try await Self.holical(["list", "--region", "DE-BY", "--year", "2026"], home: empty)
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("calendar ferien (\(url)): "), "\(none.stderr)")
    }

    @Test("The calendar: the feed's days beside DE-BY; moving the month asks nothing; r asks the server again")
    func calendar() async throws {
        let server = try await FakeFeedServer.start(body: CalendarFilesEndToEndTests.school)
        defer { Task { await server.stop() } }
        let home = try Self.home(config: "[[calendar]]\nsource = \"\(server.feedURL)\"\ntag = \"ferien\"\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-11-02", "--region", "DE-BY"], columns: 120, rows: 40,
            environment: Self.environment(home))
        let screen = try await tmux.waitForScreen("the feed's holidays in the month") { $0.contains("ferien Herbst") }
        #expect(screen.components(separatedBy: "ferien Herbst").count - 1 == 5, "\(screen)")
        #expect(server.requests.count == 1)

        // Another month and back: the copy, no request.
        try tmux.send("]")
        try await tmux.waitFor("December 2026")
        try tmux.send("[")
        try await tmux.waitForScreen("November again") { $0.contains("November 2026") && $0.contains("ferien Herbst") }
        #expect(server.requests.count == 1)

        // r: asked again at once, conditionally; the server's changed feed shows.
        server.setBody(CalendarFilesEndToEndTests.school.replacing("Herbstferien", with: "Novemberferien"))
        try tmux.send("r")
        try await tmux.waitForScreen("the changed feed", timeout: 15) { $0.contains("ferien Novem") }
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.ifNoneMatch == "\"v1\"")

        // The server gone: r keeps the copy and says how old it is.
        server.setMode(.status(503))
        try tmux.send("r")
        let failed = try await tmux.waitFor("showing the copy of", timeout: 15)
        #expect(failed.contains("calendar ferien: showing the copy of"), "\(failed)")
        #expect(server.requests.count == 3)
        #expect(server.requests.last?.status == 503)
        #expect(failed.contains("ferien Novem"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
