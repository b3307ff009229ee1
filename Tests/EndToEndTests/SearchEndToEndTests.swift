import Foundation
import Testing

/// The `/` search as a user meets it: a piece of a holiday's name typed in the
/// prompt, the selection moving to the match across years, `n` and `N`.
@Suite("Searching holiday names in a terminal", .serialized)
struct SearchEndToEndTests {
    @Test("Estonia: /jõul finds Christmas Eve, n walks on into next year, N back; no match keeps the selection")
    func estonia() async throws {
        let tmux = try Tmux([Command.holical, "2026-01-10", "--region", "EE"], columns: 100, rows: 30)
        try await tmux.waitFor("Sat 10 Jan 2026")
        try tmux.send("/")
        try await tmux.waitFor("Search holiday names")
        try tmux.type("jõul")
        try await tmux.waitFor("/jõul_")
        try tmux.send("Enter")
        var screen = try await tmux.waitFor("Jõululaupäev · Thu 24 Dec 2026")
        #expect(screen.contains("December 2026"))
        #expect(!screen.contains("Search holiday names"))

        try tmux.send("n")
        try await tmux.waitFor("Esimene jõulupüha · Fri 25 Dec 2026")
        try tmux.send("n")
        try await tmux.waitFor("Teine jõulupüha · Sat 26 Dec 2026")
        try tmux.send("n")
        screen = try await tmux.waitFor("Jõululaupäev · Fri 24 Dec 2027")
        #expect(screen.contains("December 2027"))
        try tmux.send("N")
        try await tmux.waitFor("Teine jõulupüha · Sat 26 Dec 2026")

        // The week view follows the selection too.
        try tmux.send("w", "N")
        screen = try await tmux.waitFor("Esimene jõulupüha · Fri 25 Dec 2026")
        #expect(screen.contains("Week 52"))

        try await Self.search(for: "xyz", in: tmux)
        screen = try await tmux.waitFor(#"no holiday named "xyz" in Estonia"#)
        #expect(screen.contains("Fri 25 Dec 2026"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("Bavaria: an English name finds the German day, N goes back a year")
    func bavaria() async throws {
        let tmux = try Tmux([Command.holical, "2026-01-10", "--region", "DE-BY"], columns: 100, rows: 30)
        try await tmux.waitFor("Sat 10 Jan 2026")
        try await Self.search(for: "EASTER", in: tmux)
        let screen = try await tmux.waitFor("Ostermontag · Mon 6 Apr 2026")
        #expect(screen.contains("April 2026"))
        try tmux.send("N")
        try await tmux.waitFor("Ostermontag · Mon 21 Apr 2025")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("Estonia with the United States beside: /thanksgiving finds the American day")
    func severalRegions() async throws {
        let tmux = try Tmux([Command.holical, "2026-01-10", "--region", "EE,US"], columns: 100, rows: 30)
        try await tmux.waitFor("Sat 10 Jan 2026")
        try await Self.search(for: "thanksgiving", in: tmux)
        let screen = try await tmux.waitFor("Thanksgiving Day · Thu 26 Nov 2026")
        #expect(screen.contains("November 2026"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    /// Opens the `/` prompt, types `text` and presses Enter.
    static func search(for text: String, in tmux: Tmux) async throws {
        try tmux.send("/")
        try await tmux.waitFor("Search holiday names")
        try tmux.type(text)
        try tmux.send("Enter")
    }
}
