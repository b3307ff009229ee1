import Foundation
import Testing

/// The year view as a user meets it: Estonia at the turn of 2026, `y`, the arrows,
/// `]`, the pop-up, and `W` putting 31 December 2026 and 1 January 2027 in week 53.
@Suite("Year view in a terminal", .serialized)
struct YearViewEndToEndTests {
    /// Whether some line of `screen` matches `pattern` (a regular expression).
    static func hasLine(_ screen: String, _ pattern: String) -> Bool {
        screen.split(separator: "\n").contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }

    @Test("Estonia at the end of 2026: y, arrows, ], Enter, W and back")
    func estonia() async throws {
        let tmux = try Tmux([Command.holical, "2026-12-31", "--region", "EE"], columns: 120, rows: 40)
        try await tmux.waitFor("Thu 31 Dec 2026")

        try tmux.send("y")
        var screen = try await tmux.waitForScreen("the year 2026") {
            $0.hasPrefix(" 2026") && $0.contains("January") && $0.contains("December")
        }
        for month in ["February", "June", "September"] { #expect(screen.contains(month)) }
        // Christmas Eve to Boxing Day and Independence Day, Estonia's public holidays, the
        // shortened days before them and the folk calendar's days, each glyph beside its day.
        #expect(Self.hasLine(screen, "21✿22 23◐24●25●26●27"), "\(screen)")
        #expect(Self.hasLine(screen, "23◐24●25 "), "\(screen)")
        #expect(screen.contains("● public") && screen.contains("✿ folk"))

        try tmux.send("Right")
        screen = try await tmux.waitForScreen("1 January 2027 in the year view") {
            $0.contains("Fri 1 Jan 2027") && $0.hasPrefix(" 2027")
        }
        #expect(screen.lowercased().contains("uusaasta"), "the status line names New Year's Day")

        try tmux.send("]")
        try await tmux.waitForScreen("a year on") { $0.contains("Sat 1 Jan 2028") && $0.hasPrefix(" 2028") }
        try tmux.send("[")
        try await tmux.waitForScreen("back to 2027") { $0.contains("Fri 1 Jan 2027") && $0.hasPrefix(" 2027") }

        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up of 1 January") {
            $0.contains("Public · EE") && $0.lowercased().contains("uusaasta")
        }
        try tmux.send("Escape")
        try await tmux.waitForScreen("the pop-up closed") { !$0.contains("Public · EE") }

        // Week numbers: January 2027's first row (Fri 1 - Sun 3) is 2026-W53.
        try tmux.send("W")
        screen = try await tmux.waitForScreen("week numbers") { $0.contains("Wk Mo Tu We") }
        #expect(Self.hasLine(screen, "^ +53 +1● +2 +3 "), "\(screen)")
        try tmux.send("Left")
        screen = try await tmux.waitForScreen("back in 2026") { $0.contains("Thu 31 Dec 2026") && $0.hasPrefix(" 2026") }
        #expect(Self.hasLine(screen, "52 21✿22 23◐24●25●26●27"), "\(screen)")
        #expect(Self.hasLine(screen, "53 28✿29 30 31◐ *$"), "\(screen)")

        try tmux.send("y")
        screen = try await tmux.waitFor("December 2026")
        #expect(screen.contains("Wk"), "week numbers stay on in the month view")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("a click in the year view selects the day drawn there; a small terminal shows the months around the selection")
    func clickAndSmall() async throws {
        let tmux = try Tmux([Command.holical, "2026-12-31", "--region", "EE", "--week-numbers"], columns: 80, rows: 24)
        try await tmux.waitFor("Thu 31 Dec 2026")
        try tmux.send("y")
        let screen = try await tmux.waitForScreen("July to December") {
            $0.contains("July") && $0.contains("December") && $0.contains("more: Jan-Jun")
        }
        #expect(!screen.contains("June"))
        #expect(screen.contains("Wk Mo Tu"), "--week-numbers opens with the week numbers shown")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("24●25●26●") })
        let column = try #require(lines[row].range(of: "25●")).lowerBound.utf16Offset(in: lines[row])
        try tmux.click(row: row, column: column + 1)
        try await tmux.waitFor("Fri 25 Dec 2026")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
