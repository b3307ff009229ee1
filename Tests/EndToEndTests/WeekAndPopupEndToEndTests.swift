import Foundation
import Testing

/// The pop-up and the week view as a user meets them: Estonia's Independence Day, its folk day, the week view,
/// the first weekday and go-to.
@Suite("Pop-up, week view, first weekday and go-to in a terminal", .serialized)
struct WeekAndPopupEndToEndTests {
    @Test("Estonia on 24 February: pop-up, week view, f and g")
    func estonia() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-24", "--region", "EE"], columns: 120, rows: 40)
        var screen = try await tmux.waitFor("Tue 24 Feb 2026")
        #expect(screen.contains("February 2026"))
        #expect(screen.contains("Estonia"))

        // Estonian writes holiday names in lower case in running text; the engine
        // capitalises them as titles. Either is the same name.
        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up of 24 February") {
            $0.lowercased().contains("talvine madisepäev") && $0.contains("Folk · EE")
        }
        #expect(screen.lowercased().contains("iseseisvuspäev"))
        #expect(screen.lowercased().contains("talvine madisepäev"))
        #expect(screen.contains("Public · EE"))
        #expect(screen.contains("Folk · EE"))
        try tmux.send("Escape")
        try await tmux.waitForScreen("the pop-up closed") { !$0.contains("Folk · EE") }

        try tmux.send("w")
        screen = try await tmux.waitFor("Week 9")
        for weekday in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] {
            #expect(screen.contains(weekday), "week view lacks \(weekday)")
        }
        #expect(screen.contains("23 Feb - 1 Mar 2026"))

        // Monday first (Estonia's default); f makes Tuesday the first column.
        let firstColumn = { (screen: String) in
            screen.split(separator: "\n")[1].split(separator: " ").first.map(String.init) ?? ""
        }
        #expect(firstColumn(screen) == "Monday")
        try tmux.send("f")
        screen = try await tmux.waitForScreen("Tuesday in the first column") { firstColumn($0) == "Tuesday" }
        #expect(firstColumn(screen) == "Tuesday")

        try tmux.send("w", "g")
        try await tmux.waitFor("Go to")
        try tmux.type("2027-03-15")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("Mon 15 Mar 2027")
        #expect(screen.contains("March 2027"))

        try tmux.send("g")
        try await tmux.waitFor("Go to")
        try tmux.type("2027-02-30")
        try tmux.send("Enter")
        screen = try await tmux.waitFor("not a date")
        #expect(screen.contains("Mon 15 Mar 2027"))
        try tmux.send("Escape", "q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("mouse: a click selects a day, a click on it opens it, the wheel pages")
    func mouse() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "US"], columns: 80, rows: 24)
        let screen = try await tmux.waitFor("Mon 16 Feb 2026")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains(" 18 ") })
        let column = try #require(lines[row].range(of: " 18 ")).lowerBound.utf16Offset(in: lines[row]) + 2
        try tmux.click(row: row, column: column)
        var selected = try await tmux.waitFor("Wed 18 Feb 2026 ·")
        #expect(!selected.contains("Esc close"), "the first click opened the pop-up:\n\(selected)")
        // The second click on the selected day opens its pop-up: the day's pane, with its
        // holidays (none) and the key that closes it.
        try tmux.click(row: row, column: column)
        selected = try await tmux.waitForScreen("the pop-up of 18 February") {
            $0.contains("No holidays.") && $0.contains("Esc close")
        }
        #expect(selected.contains("Wed 18 Feb 2026"))
        try tmux.send("Escape")
        try await tmux.waitForScreen("the pop-up closed") { !$0.contains("Esc close") }
        try tmux.wheel(down: true, row: 10, column: 10)
        let march = try await tmux.waitFor("Wed 18 Mar 2026")
        #expect(march.contains("March 2026"))
        try tmux.wheel(down: false, row: 10, column: 10)
        try await tmux.waitFor("Wed 18 Feb 2026")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("with NO_COLOR the screen has no colour at all, and kinds still differ by glyph")
    func noColor() async throws {
        let coloured = try Tmux([Command.holical, "2026-02-24", "--region", "EE"], columns: 100, rows: 30)
        try await coloured.waitFor("Tue 24 Feb 2026")
        #expect(Self.usesColour(try coloured.captureWithEscapes()), "the control run shows no colour either")

        let tmux = try Tmux([Command.holical, "2026-02-24", "--region", "EE"], columns: 100, rows: 30,
                            environment: ["NO_COLOR": "1"])
        try await tmux.waitFor("Tue 24 Feb 2026")
        #expect(!Self.usesColour(try tmux.captureWithEscapes()), "a colour was drawn")
        let plain = try tmux.capture()
        #expect(plain.contains("● public"))
        #expect(plain.contains("✿ folk"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    /// Whether any SGR sequence sets a foreground or background colour.
    static func usesColour(_ text: String) -> Bool {
        var parameters: [Int] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}", scalars.next() == "[" else { continue }
            var sequence = ""
            while let next = scalars.next(), next != "m" {
                guard next.properties.numericType != nil || next == ";" else { break }
                sequence.unicodeScalars.append(next)
            }
            parameters += sequence.split(separator: ";").compactMap { Int($0) }
        }
        return parameters.contains { (30...37).contains($0) || (40...47).contains($0) || $0 == 38 || $0 == 48
            || (90...97).contains($0) || (100...107).contains($0) }
    }
}
