import Foundation
import Testing

/// The real binary in tmux, driven like a user would.
@Suite("Calendar in a terminal", .serialized)
struct CalendarEndToEndTests {
    @Test("opens February 2026, pages, shows help, survives a tiny terminal and quits cleanly")
    func monthViewSession() throws {
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "US"], columns: 100, rows: 30)
        var screen = try tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains("February 2026"))
        for day in ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] {
            #expect(screen.contains(day), "weekday header lacks \(day)")
        }
        #expect(screen.contains("Mon 16 Feb 2026"))

        try tmux.send("PageDown")
        screen = try tmux.waitFor("Mon 16 Mar 2026")
        #expect(screen.contains("March 2026"))
        #expect(screen.contains("Mon 16 Mar 2026"))

        try tmux.send("?")
        screen = try tmux.waitFor("go to a date")
        #expect(screen.contains("go to a date"))
        try tmux.send("Escape")
        screen = try tmux.waitForScreen { !$0.contains("go to a date") }
        #expect(!screen.contains("go to a date"))

        try tmux.resize(columns: 24, rows: 8)
        screen = try tmux.waitFor("too small")
        #expect(screen.contains("too small"))
        #expect(!screen.contains("March 2026"))

        try tmux.resize(columns: 100, rows: 30)
        screen = try tmux.waitFor("Mon 16 Mar 2026")
        #expect(screen.contains("Wednesday"))
        #expect(!screen.contains("too small"))

        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test("SIGTERM and Ctrl-C restore the terminal exactly and exit with 143 and 130", arguments: [
        ("SIGTERM", Int32(143)), ("Ctrl-C", Int32(130)),
    ])
    func terminalRestored(how: String, status: Int32) throws {
        let tmux = try Tmux(["bash", "--norc", "-i"], columns: 80, rows: 24, environment: ["PS1": "$ "])
        try tmux.waitFor("$")
        let saved = tmux.directory.appendingPathComponent("stty-before").path
        try tmux.type("stty -g > \(saved); \(Command.holical) 2026-02-16")
        try tmux.send("Enter")
        try tmux.waitFor("Mon 16 Feb 2026")
        if how == "SIGTERM" {
            try Command.run("kill", ["-TERM", try tmux.programPID(named: "holical")])
        } else {
            try tmux.send("C-c")
        }
        try tmux.waitForScreen { !$0.contains("Mon 16 Feb 2026") }
        try tmux.type("echo status=$?; stty -g | cmp -s - \(saved) && echo tty-as-before")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("tty-as-before")
        #expect(screen.contains("status=\(status)"))
        #expect(!screen.contains("February 2026"), "the calendar is still on screen")
    }

    @Test("Ctrl-Z in an interactive shell suspends with the shell's screen back; fg repaints")
    func suspend() throws {
        let tmux = try Tmux(["bash", "--norc", "-i"], columns: 80, rows: 24, environment: ["PS1": "$ "])
        try tmux.waitFor("$")
        try tmux.type("\(Command.holical) 2026-02-16")
        try tmux.send("Enter")
        try tmux.waitFor("Mon 16 Feb 2026")
        try tmux.send("C-z")
        var screen = try tmux.waitFor("Stopped")
        #expect(!screen.contains("February 2026"))
        try tmux.type("fg")
        try tmux.send("Enter")
        screen = try tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains("February 2026"))
        try tmux.send("q")
        try tmux.type("echo status=$?")
        try tmux.send("Enter")
        screen = try tmux.waitFor("status=0")
        #expect(screen.contains("status=0"))
    }
}
