import FakeProviders
import Foundation
import Testing

/// Several regions at once as a user meets it: Estonia and the United States in one calendar, tagged in
/// the grid and grouped in the pop-up, and a third region added with `+` in the picker.
/// Dates as python-holidays 0.108 has them: EE on 24, 25 and 26 December, US on the 25th,
/// AU-NSW on the 25th and 26th.
@Suite("Several regions in a terminal", .serialized)
struct SeveralRegionsEndToEndTests {
    /// The screen's lines.
    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("holical 2026-12 --region EE,US: tags on 24 and 25 December, the pop-up grouped, + adds AU-NSW")
    func estoniaAndUnitedStates() async throws {
        let tmux = try Tmux([Command.holical, "2026-12-25", "--region", "EE,US"], columns: 140, rows: 40)
        var screen = try await tmux.waitFor("Fri 25 Dec 2026")
        #expect(screen.contains("December 2026"))
        #expect(screen.contains("EE Estonia"))
        #expect(screen.contains("US United States"))
        #expect(screen.contains("24 ● EE"), "no EE tag on the 24th:\n\(screen)")
        #expect(screen.contains("25 ● EE US"), "not both tags on the 25th:\n\(screen)")
        #expect(screen.lowercased().contains("ee jõululaupäev"))
        #expect(screen.contains("US Christmas Day"))

        try tmux.send("Enter")
        screen = try await tmux.waitForScreen("the pop-up of 25 December, grouped") {
            $0.contains("EE · Estonia") && $0.contains("US · United States")
        }
        let rows = lines(screen)
        let estonia = try #require(rows.firstIndex { $0.contains("EE · Estonia") })
        let unitedStates = try #require(rows.firstIndex { $0.contains("US · United States") })
        let esimene = try #require(rows.firstIndex { $0.lowercased().contains("esimene jõulupüha") })
        #expect(estonia < esimene && esimene < unitedStates)
        #expect(rows[(unitedStates + 1)...].contains { $0.contains("Christmas Day") })

        try tmux.send("Escape", "c")
        try await tmux.waitFor("Find:")
        try tmux.type("nsw")
        screen = try await tmux.waitFor("New South Wales")
        try tmux.send("+")
        screen = try await tmux.waitForScreen("AU-NSW marked as shown beside") { $0.contains("+   AU-NSW") }
        try tmux.send("Escape")
        screen = try await tmux.waitFor("NSW Australia")
        #expect(screen.contains("25 ● EE US NSW"), "no NSW tag on the 25th:\n\(screen)")
        try tmux.send("Right")
        screen = try await tmux.waitFor("Sat 26 Dec 2026")
        let status = lines(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(status.contains("NSW ● Boxing Day"), "status line: \(status)")
        #expect(status.lowercased().contains("ee ● teine jõulupüha"), "status line: \(status)")

        // + again drops it.
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type("nsw")
        try await tmux.waitFor("+   AU-NSW")
        try tmux.send("+", "Escape")
        screen = try await tmux.waitForScreen("AU-NSW dropped") { !$0.contains("NSW Australia") && $0.contains("Sat 26 Dec") }
        #expect(!screen.contains("NSW ●"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("with a remote provider the primary region comes from it, the others from holical's rules, and the title says so")
    func remotePrimary() async throws {
        let server = try await FakeNagerServer.start()
        defer { Task { await server.stop() } }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("holical-e2e-multi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let tmux = try Tmux(
            [Command.holical, "2026-12-25", "--region", "US,EE", "--provider", "nager", "--base-url", server.baseURL],
            columns: 140, rows: 40, environment: ["XDG_CACHE_HOME": cache.path])
        // The fake server's Christmas ends in "(fake)"; Estonia's days are the rules' (the
        // fake has none in December), tagged beside it.
        let screen = try await tmux.waitForScreen("the US from the server, EE from the rules") {
            $0.contains("US ● Christmas Day (fake), EE ● ") && $0.contains("EE Estonia (rules)")
        }
        #expect(screen.lowercased().contains("ee jõululaupäev"))
        #expect(!server.requestLog.isEmpty)
        #expect(server.requestLog.allSatisfy { $0.path.hasSuffix("/US") }, "\(server.requestLog.map(\.path))")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
