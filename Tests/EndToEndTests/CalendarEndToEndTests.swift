import Foundation
import Testing

/// The real binary in tmux, driven like a user would.
@Suite("Calendar in a terminal", .serialized)
struct CalendarEndToEndTests {
    @Test("opens February 2026, pages, shows help, survives a tiny terminal and quits cleanly")
    func monthViewSession() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "US"], columns: 100, rows: 30)
        var screen = try await tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains("February 2026"))
        for day in ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] {
            #expect(screen.contains(day), "weekday header lacks \(day)")
        }
        #expect(screen.contains("Mon 16 Feb 2026"))

        try tmux.send("PageDown")
        screen = try await tmux.waitFor("Mon 16 Mar 2026")
        #expect(screen.contains("March 2026"))
        #expect(screen.contains("Mon 16 Mar 2026"))

        try tmux.send("?")
        screen = try await tmux.waitFor("go to a date")
        #expect(screen.contains("go to a date"))
        try tmux.send("Escape")
        screen = try await tmux.waitForScreen("help closed") { !$0.contains("go to a date") }
        #expect(!screen.contains("go to a date"))

        try tmux.resize(columns: 24, rows: 8)
        screen = try await tmux.waitFor("too small")
        #expect(screen.contains("too small"))
        #expect(!screen.contains("March 2026"))

        try tmux.resize(columns: 100, rows: 30)
        screen = try await tmux.waitFor("Mon 16 Mar 2026")
        #expect(screen.contains("Wednesday"))
        #expect(!screen.contains("too small"))

        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("idle, the calendar sleeps: no thread of it wakes while nothing happens")
    func idleSleeps() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "US"], columns: 100, rows: 30)
        try await tmux.waitFor("Mon 16 Feb 2026")
        let pid = try tmux.programPID()
        let before = try Self.wakeUps(of: pid)
        try await Task.sleep(for: .seconds(1))
        let after = try Self.wakeUps(of: pid)
        // A thread counts one voluntary switch each time it goes back to sleep: the
        // spinner's tick, were it left running, would count 8 in this second.
        #expect(after - before <= 2, "\(after - before) wake-ups in 1 s of idling")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    /// The voluntary context switches of every thread of process `pid`, from /proc.
    static func wakeUps(of pid: String) throws -> Int {
        let tasks = "/proc/\(pid)/task"
        return try FileManager.default.contentsOfDirectory(atPath: tasks).reduce(0) { total, thread in
            let status = try String(contentsOfFile: "\(tasks)/\(thread)/status", encoding: .utf8)
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return total + (line?.split(separator: "\t").last.flatMap { Int($0) } ?? 0)
        }
    }

    @Test("SIGTERM and Ctrl-C restore the terminal exactly and exit with 143 and 130", arguments: [
        ("SIGTERM", Int32(143)), ("Ctrl-C", Int32(130)),
    ])
    func terminalRestored(how: String, status: Int32) async throws {
        let tmux = try Tmux(["bash", "--norc", "-i"], columns: 80, rows: 24, environment: ["PS1": "$ "])
        try await tmux.waitFor("$")
        let saved = tmux.directory.appendingPathComponent("settings-before").path
        try tmux.type("stty -g > \(saved); \(Command.holical) 2026-02-16")
        try tmux.send("Enter")
        try await tmux.waitFor("Mon 16 Feb 2026")
        if how == "SIGTERM" {
            try Command.run("kill", ["-TERM", try tmux.programPID(named: "holical")])
        } else {
            try tmux.send("C-c")
        }
        try await tmux.waitForScreen("shell back") { !$0.contains("Mon 16 Feb 2026") }
        // The markers are made by the commands, so that the command line typed into the
        // pane, which is on screen too, never contains them.
        try tmux.type("echo \"status=$?\"; echo \"tty-$(stty -g | cmp -s - \(saved) && echo as-before || echo changed)\"")
        try tmux.send("Enter")
        let screen = try await tmux.waitForScreen("the shell's answer") {
            !Set(Self.lines($0)).isDisjoint(with: ["tty-as-before", "tty-changed"])
        }
        let lines = Self.lines(screen)
        #expect(lines.contains("status=\(status)"), "\(screen)")
        #expect(lines.contains("tty-as-before"), "the terminal's settings changed:\n\(screen)")
        #expect(!screen.contains("February 2026"), "the calendar is still on screen")
    }

    /// The screen's lines, without trailing blanks.
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test("Ctrl-Z in an interactive shell suspends with the shell's screen back; fg repaints")
    func suspend() async throws {
        let tmux = try Tmux(["bash", "--norc", "-i"], columns: 80, rows: 24, environment: ["PS1": "$ "])
        try await tmux.waitFor("$")
        // A line of the shell's own, made by the command so that the typed line lacks it.
        try tmux.type("echo \"shell-$((6 * 7))\"; \(Command.holical) 2026-02-16")
        try tmux.send("Enter")
        try await tmux.waitFor("Mon 16 Feb 2026")
        try tmux.send("C-z")
        var screen = try await tmux.waitFor("Stopped")
        #expect(Self.lines(screen).contains("shell-42"), "the shell's screen is not back:\n\(screen)")
        #expect(!screen.contains("Mon 16 Feb 2026"), "the calendar is still on screen:\n\(screen)")
        try tmux.type("fg")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains("February 2026"))
        try tmux.send("q")
        try tmux.type("echo status=$?")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("status=0")
        #expect(screen.contains("status=0"))
    }
}
