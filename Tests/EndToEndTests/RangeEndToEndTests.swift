import Testing

/// Business days in the terminal: selecting a range counts its business days.
@Suite("Business-day range in a terminal")
struct RangeEndToEndTests {
    @Test("v, then a week to the right: 4 business days between Mon 2 Mar and Mon 9 Mar 2026")
    func week() async throws {
        let tmux = try Tmux([Command.holical, "2026-03-02", "--region", "AU-NSW"], columns: 100, rows: 30)
        try await tmux.waitFor("Mon 2 Mar 2026")
        try tmux.send("v", "Down")
        var screen = try await tmux.waitFor("4 business days between Mon 2 Mar and Mon 9 Mar 2026 (ends excluded)")
        #expect(screen.contains("(ends excluded)"))
        // Across Easter 2026 in NSW: Good Friday 3 Apr and Easter Monday 6 Apr are holidays.
        try tmux.send("Escape", "g")
        try await tmux.waitFor("Go to")
        try tmux.type("2026-03-30")
        try tmux.send("Enter")
        try await tmux.waitFor("Mon 30 Mar 2026")
        try tmux.send("v", "Down", "Down")
        screen = try await tmux.waitFor("between Mon 30 Mar and Mon 13 Apr 2026")
        #expect(screen.contains("7 business days between Mon 30 Mar and Mon 13 Apr 2026"))
        try tmux.send("Escape")
        screen = try await tmux.waitFor("Mon 13 Apr 2026 ·")
        #expect(!screen.contains("business days"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
