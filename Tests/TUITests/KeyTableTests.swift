import CalendarModel
import Foundation
import Testing

@testable import TUI

/// The key table (`KeyBindings.table`) drives the bindings and the help pane; the README's
/// key table must say the same.
@Suite("Key table")
struct KeyTableTests {
    @Test("the README's key table names the help's keys, line for line, and says what the help says")
    func readmeAgrees() throws {
        let rows = try Self.readmeRows()
        let entries = HelpPane.entries(.unicode)
        #expect(rows.count == entries.count, "README has \(rows.count) key lines, the help \(entries.count)")
        for (row, entry) in zip(rows, entries) {
            #expect(row.keys == entry.keys, "README names '\(row.keys)' where the help has '\(entry.keys)'")
            #expect(row.does.hasPrefix(entry.action), "README: '\(row.does)'; help: '\(entry.action)'")
        }
    }

    @Test("the help names each key of the calendar once, with the bindings' meaning")
    func helpIsTheBindings() {
        let state = CalendarState(
            today: CivilDateProbe.day, firstWeekday: .monday,
            region: RegionChoice(code: "US", name: "United States"), regions: [])
        var named: Set<Key> = []
        for binding in KeyBindings.table {
            for (key, intent) in binding.keys {
                #expect(named.insert(key).inserted, "\(key) is on two lines")
                #expect(KeyBindings.intent(for: key, in: state) == intent)
            }
        }
        #expect(named.contains(.home) && named.contains(.end))
    }

    /// The rows of the README's table under `## Keys`: the key cell as names separated by
    /// single spaces (without the `/` between groups and the backticks), and the text.
    static func readmeRows() throws -> [(keys: String, does: String)] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "## Keys") else { return [] }
        let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // A bare `/` separates groups of keys; the key `/` is written in backticks.
            let keys = cells[0].split(separator: " ").filter { $0 != "/" }.joined(separator: " ")
                .replacingOccurrences(of: "`", with: "")
            return (keys, cells.count > 1 ? cells[1].replacingOccurrences(of: "`", with: "") : "")
        }
    }
}

/// A day for the states these tests build.
private enum CivilDateProbe {
    static let day = RenderFixtures.date("2026-02-16")
}
