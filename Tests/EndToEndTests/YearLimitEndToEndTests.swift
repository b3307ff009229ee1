import Foundation
import Testing

/// The calendar keeps to the years 1583-9999, as every other command does: the command
/// line refuses a date outside them, and in the calendar paging and `g` stop at them.
@Suite("The years the calendar shows", .serialized)
struct YearLimitEndToEndTests {
    @Test("a date outside 1583-9999 on the command line is refused before any screen")
    func commandLine() throws {
        for argument in ["0000-01-01", "1582-12-31", "0000-01", "1582-12"] {
            let output = try Command.run(Command.holical, [argument], check: false)
            #expect(output.status != 0, "\(argument)")
            #expect(output.stderr.contains("out of range: use 1583-9999"), "\(argument): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test("paging past 9999 stops at its last day with a notice, and g refuses year 0")
    func calendarStopsAtTheEnd() async throws {
        let tmux = try Tmux([Command.holical, "9999-12-15", "--region", "US"], columns: 100, rows: 30)
        try await tmux.waitFor("Wed 15 Dec 9999")
        try tmux.send("PageDown")
        var screen = try await tmux.waitFor("The calendar ends here")
        #expect(screen.contains("Fri 31 Dec 9999"), "\(screen)")
        #expect(screen.contains("December 9999"))
        #expect(!screen.contains("10000"))
        try tmux.send("PageDown")
        screen = try await tmux.waitFor("Fri 31 Dec 9999")
        #expect(screen.contains("The calendar ends here"))

        try tmux.send("g")
        try tmux.type("0000-01-01")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("answers for the years 1583-9999")
        #expect(screen.contains("Fri 31 Dec 9999"))
        try tmux.send("Escape")
        try tmux.send("Left")
        screen = try await tmux.waitFor("Thu 30 Dec 9999")
        #expect(!screen.contains("The calendar ends here"))

        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
