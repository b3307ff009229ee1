import Foundation
import Testing

/// Keys while the calendar computes, in tmux: whatever is being worked out (a search over
/// thousands of days of one's own, a business-day count across centuries, a paste into the
/// picker's filter), the next key is answered at once (docs/architecture.md, "Work off the
/// UI thread").
@Suite("Keys answered while the calendar computes", .serialized)
struct BusyKeysEndToEndTests {
    /// A line of the help pane: on screen once `?` was answered.
    static let help = "leave that joins days off"

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    @Test("/ over 15,000 one-off days of one's own: ? is answered at once, Esc after it too")
    func keyWhileSearching() async throws {
        // Dates in year 1: no name ever matches in the calendar's years, so the search walks
        // every year and wraps round.
        let rules = (0..<15_000).map { index in
            "[[holiday]]\nname = \"Day \(index)\"\ndate = \"0001-\(Self.two(1 + index % 12))-\(Self.two(1 + index % 28))\"\n"
        }
        let home = try OwnHolidaysEndToEndTests.configHome(rules.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "EE"], columns: 100, rows: 30,
                            environment: ["XDG_CONFIG_HOME": home.path])
        try await tmux.waitFor("Mon 16 Feb 2026", timeout: 30)
        try tmux.send("/")
        try await tmux.waitFor("Search holiday names")
        try tmux.type("day 1")
        try tmux.send("Enter", "?")
        try await tmux.waitFor(Self.help, timeout: 5)
        try tmux.send("Escape")
        let screen = try await tmux.waitForScreen("the help closed", timeout: 5) { !$0.contains(Self.help) }
        #expect(screen.contains("Mon 16 Feb 2026"))
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("v from 1583 to 9999 with 3,000 yearly days of one's own: ? and q are answered while the count runs")
    func keyWhileCounting() async throws {
        let rules = (0..<3_000).map { index in
            "[[holiday]]\nname = \"Yearly \(index)\"\ndate = \"\(Self.two(1 + index % 12))-\(Self.two(1 + index % 28))\"\n"
        }
        let home = try OwnHolidaysEndToEndTests.configHome(rules.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux([Command.holical, "1583-01-01", "--region", "EE"], columns: 100, rows: 30,
                            environment: ["XDG_CONFIG_HOME": home.path])
        try await tmux.waitFor("January 1583", timeout: 30)
        try tmux.send("v", "g")
        try tmux.type("9999-12-31")
        try tmux.send("Enter", "?")
        // The help is drawn while the status line still says the count is under way.
        let screen = try await tmux.waitFor(Self.help, timeout: 5)
        #expect(screen.contains("counting the business days between Sat 1 Jan 1583"), "\(screen)")
        // Quitting does not wait for the count either.
        try tmux.send("?", "q")
        #expect(await tmux.exitStatus(timeout: 5) == 0)
    }

    @Test("20,000 characters pasted into the c picker: the filter keeps 40 and Esc is answered at once")
    func pasteIntoPicker() async throws {
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "EE"], columns: 100, rows: 30)
        try await tmux.waitFor("Mon 16 Feb 2026")
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.paste(String(repeating: "ab", count: 10_000))
        var screen = try await tmux.waitFor("Find: " + String(repeating: "ab", count: 20), timeout: 5)
        #expect(!screen.contains("Find: " + String(repeating: "ab", count: 20) + "a"))
        #expect(screen.contains("no region matches"))
        try tmux.send("Escape")
        screen = try await tmux.waitForScreen("the picker closed", timeout: 5) { !$0.contains("Find:") }
        #expect(screen.contains("Mon 16 Feb 2026"))
        // Typed whole and Enter at once: the region it names is chosen.
        try tmux.send("c")
        try await tmux.waitFor("Find:")
        try tmux.type("bayern")
        try tmux.send("Enter")
        try await tmux.waitFor("Germany, Bavaria")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
