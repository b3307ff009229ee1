import CalendarModel
import Glibc
import HolidayEngine
import TerminalText
import Testing

@testable import TUI

/// Names with emoji ZWJ sequences, skin tones, emoji presentation selectors and the
/// interlinear annotation marks (U+FFF9-U+FFFB): what the screen is sent for each cell is
/// what a terminal advances its cursor over as holical lays it out, so borders stay in line
/// and nothing spills onto the next row (DisplayWidth+Drawing.swift).
@Suite("Clusters drawn the way every terminal draws them")
struct ClusterDrawingTests {
    static let names = [
        "Family 👩‍👩‍👧 day", "Pride 🏳️‍🌈 parade", "Anchor \u{FFF9}ruby\u{FFFA}note\u{FFFB} day",
        "Thumbs 👍🏽 and ❤️ day", "Flags 🇪🇪 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} day",
    ]

    /// `wcwidth(3)` in C.UTF-8, as ncursesw moves its cursor by it.
    static let systemWidth: @convention(c) (Int32) -> Int32 = {
        setlocale(LC_CTYPE, "C.UTF-8")
        return unsafeBitCast(
            dlsym(dlopen(nil, RTLD_NOW), "wcwidth")!, to: (@convention(c) (Int32) -> Int32).self)
    }()

    static func state(mode: ViewMode) -> CalendarState {
        var state = RenderFixtures.estonia(selection: "2026-02-24", mode: mode)
        let holidays = names.map {
            Holiday(date: RenderFixtures.date("2026-02-24"), name: $0, localName: $0, kind: .custom, region: "EE")
        }
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange, holidays: holidays)))
        return state
    }

    /// Every cell whose text the terminal would advance over otherwise than the screen
    /// counts it (one column, two for a wide one followed by its empty cell), or that holds
    /// a scalar terminals draw differently.
    static func misdrawn(_ screen: MemoryScreen) -> [String] {
        var found: [String] = []
        for (row, cells) in screen.cells.enumerated() {
            for (column, cell) in cells.enumerated() where !cell.text.isEmpty {
                let columns = column + 1 < cells.count && cells[column + 1].text.isEmpty ? 2 : 1
                let advance = cell.text.unicodeScalars.reduce(0) { $0 + Int(systemWidth(Int32($1.value))) }
                let disputed = cell.text.unicodeScalars.contains { scalar in
                    (0xFFF9...0xFFFB).contains(scalar.value) || scalar.value == 0xFE0F || scalar.value == 0x200D
                        || (0x1F3FB...0x1F3FF).contains(scalar.value) || (0xE0000...0xE007F).contains(scalar.value)
                }
                if advance != columns || disputed {
                    let scalars = cell.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                    found.append("row \(row) column \(column): \(scalars) advances \(advance), laid out \(columns)")
                }
            }
        }
        return found
    }

    @Test("the pop-up: each cell advances as laid out, and the right border is one column on every row")
    func popUp() throws {
        var state = Self.state(mode: .month)
        state.apply(.showDetails)
        let screen = RenderFixtures.render(state, rows: 40, columns: 100, color: false)
        #expect(Self.misdrawn(screen).isEmpty, "\(Self.misdrawn(screen).prefix(5))")
        let top = try #require(screen.find("┌"))
        let corner = try #require(screen.findAll("┐").first { $0.row == top.row })
        let bottom = try #require(screen.findAll("└").first { $0.column == top.column && $0.row > top.row })
        for row in (top.row + 1)..<bottom.row {
            #expect(screen.cells[row][corner.column].text == "│", "row \(row): \(screen.line(row))")
        }
        for name in ["Family 👩 day", "Pride 🏳 parade", "Anchor rubynote day", "Thumbs 👍 and ❤ day"] {
            #expect(screen.contains(name), "\(name) not drawn whole")
        }
    }

    @Test("the week view: each cell advances as laid out, and every row is the terminal's width", arguments: [
        (30, 100), (24, 80), (40, 140),
    ])
    func weekView(rows: Int, columns: Int) {
        let screen = RenderFixtures.render(Self.state(mode: .week), rows: rows, columns: columns, color: false)
        #expect(Self.misdrawn(screen).isEmpty, "\(Self.misdrawn(screen).prefix(5))")
        for row in 0..<rows {
            let advance = screen.line(row).unicodeScalars.reduce(0) { $0 + Int(Self.systemWidth(Int32($1.value))) }
            #expect(advance == columns, "row \(row): \(screen.line(row))")
        }
    }
}
