import Foundation
import Testing

/// Terminals the calendar cannot draw on, and signals that end it: the real binary in tmux.
@Suite("Terminals and signals at the edges", .serialized)
struct TerminalLimitsEndToEndTests {
    /// How TERM is set for the binary.
    enum TermSetting: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// No cursor addressing (`cup`): text would run onto one line.
        case dumb
        /// A name no terminfo entry has.
        case unknown
        /// Set, but empty.
        case empty
        /// Not set at all.
        case unset

        var testDescription: String { rawValue }

        /// The command the tmux window runs.
        func command(_ arguments: [String]) -> [String] {
            switch self {
            case .dumb: ["env", "TERM=dumb"] + arguments
            case .unknown: ["env", "TERM=holical-no-such-terminal"] + arguments
            case .empty: ["env", "TERM="] + arguments
            case .unset: ["env", "-u", "TERM"] + arguments
            }
        }
    }

    @Test("a terminal that cannot address the cursor gets a clear refusal pointing to holical list", arguments: TermSetting.allCases)
    func refusesATerminalItCannotDrawOn(_ setting: TermSetting) async throws {
        let tmux = try Tmux(setting.command([Command.holical, "2026-02-16"]), columns: 100, rows: 30)
        // The message is one line, wrapped by the window: read it joined.
        func joined(_ screen: String) -> String { screen.replacingOccurrences(of: "\n", with: "") }
        let screen = joined(try await tmux.waitForScreen {
            joined($0).contains("holical list") || $0.contains("February 2026")
        })
        let status = await tmux.exitStatus(timeout: 5)
        if status == nil { try tmux.send("q") }
        #expect(status == 1, "\(screen)")
        #expect(screen.contains("holical's calendar cannot draw on this terminal"), "\(screen)")
        #expect(screen.contains("For scripts use: holical list"), "\(screen)")
        #expect(!screen.contains("February 2026"), "the calendar was drawn: \(screen)")
    }

    /// Ctrl-\ sends SIGQUIT, whose default is a core dump (the Swift runtime's crash report
    /// over the calendar, keys frozen while it waits). SIGUSR1 and SIGUSR2 would end the
    /// process with the terminal left in curses mode. Each is handled as SIGTERM is.
    @Test("Ctrl-\\, SIGUSR1 and SIGUSR2 restore the terminal exactly and exit 128 + the signal", arguments: [
        ("Ctrl-\\", Int32(131)), ("SIGUSR1", Int32(138)), ("SIGUSR2", Int32(140)),
    ])
    func quitSignalsRestoreTheTerminal(how: String, status: Int32) async throws {
        let tmux = try Tmux(["bash", "--norc", "-i"], columns: 80, rows: 24, environment: ["PS1": "$ "])
        try await tmux.waitFor("$")
        let saved = tmux.directory.appendingPathComponent("stty-before").path
        try tmux.type("stty -g > \(saved); \(Command.holical) 2026-02-16")
        try tmux.send("Enter")
        var screen = try await tmux.waitFor("Mon 16 Feb 2026")
        #expect(screen.contains("February 2026"))
        switch how {
        case "Ctrl-\\": try tmux.send("C-\\")
        default: try Command.run("kill", ["-\(how.dropFirst(3))", try tmux.programPID(named: "holical")])
        }
        screen = try await tmux.waitForScreen { !$0.contains("Mon 16 Feb 2026") }
        #expect(!screen.contains("Mon 16 Feb 2026"), "the calendar is still on screen")
        // The marker is split where it is typed, so only the command's output can be it.
        try tmux.type("echo status=$?; stty -g | cmp -s - \(saved) && echo tty-as-''before")
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen { $0.split(separator: "\n").contains("tty-as-before") }
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("status=\(status)"), "\(screen)")
        #expect(lines.contains("tty-as-before"), "the terminal settings differ: \(screen)")
        #expect(!screen.contains("Crash") && !screen.contains("Backtrace"), "\(screen)")
    }
}
