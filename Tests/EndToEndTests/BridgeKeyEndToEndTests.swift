import Foundation
import Testing

/// `b` as a user meets it (docs/planning.md): the bridge days of the month marked in the grid,
/// the status line saying what each buys, your own days off counted.
@Suite("Bridge days in the calendar, in a terminal", .serialized)
struct BridgeKeyEndToEndTests {
    @Test("November 2026 in the US: b marks Fri 27 Nov and the Veterans Day bridges; b again hides them")
    func unitedStates() async throws {
        let tmux = try Tmux([Command.holical, "2026-11-27", "--region", "US"], columns: 110, rows: 30)
        var screen = try await tmux.waitFor("Fri 27 Nov 2026")
        #expect(!screen.contains("⌒"))
        try tmux.send("b")
        screen = try await tmux.waitFor("take Fri 27 Nov: 4 days off, 26-29 Nov")
        #expect(screen.contains("⌒ bridge"))
        // The marks sit after the day numbers of Mon 9, Tue 10, Thu 12, Fri 13 and Fri 27.
        for day in ["9", "10", "12", "13"] {
            #expect(screen.range(of: #"(^|\s)\#(day) ⌒"#, options: .regularExpression) != nil, "no mark on \(day)")
        }
        #expect(screen.range(of: #"(^|\s)27 [^\s]*⌒"#, options: .regularExpression) != nil)
        try tmux.send("Left")
        screen = try await tmux.waitFor("Thu 26 Nov 2026")
        #expect(screen.contains("bridges: 27 Nov 4 days off, 9-10 Nov 5, 12-13 Nov 5"))
        try tmux.send("y")
        screen = try await tmux.waitForScreen("the year with its bridges") { $0.contains("January") && $0.contains("December") }
        // Fri 2 Jan after New Year's Day, and Thanksgiving's Friday, marked in the year.
        #expect(screen.range(of: #"(^|[^0-9])2⌒"#, options: .regularExpression) != nil)
        #expect(screen.contains("26●27⌒"))
        try tmux.send("b")
        try await tmux.waitForScreen("the marks gone") { !$0.contains("⌒") && $0.contains("? help") }
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("your own day off on Wed 25 Nov makes Fri 27 Nov buy five days")
    func ownDaysOff() async throws {
        let home = try OwnHolidaysEndToEndTests.configHome("""
            [[holiday]]
            name = "Company day off"
            date = "2026-11-25"
            """)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux(
            [Command.holical, "2026-11-27", "--region", "US"], columns: 110, rows: 30,
            environment: ["XDG_CONFIG_HOME": home.path])
        try await tmux.waitFor("Fri 27 Nov 2026")
        try tmux.send("b")
        let screen = try await tmux.waitFor("take Fri 27 Nov: 5 days off, 25-29 Nov")
        #expect(screen.contains("Company"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
