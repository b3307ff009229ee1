import CalendarModel
import HolidayEngine
import Testing
import TUI

@Suite("Month view rendering")
struct MonthRenderTests {
    @Test("80x24 and 100x30: title, weekday header, six weeks, legend and status", arguments: [
        (24, 80), (30, 100),
    ])
    func sizes(rows: Int, columns: Int) throws {
        let screen = RenderFixtures.render(RenderFixtures.february(), rows: rows, columns: columns)
        #expect(screen.line(0).contains("February 2026"))
        #expect(screen.line(0).contains("United States"))
        for day in ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] {
            #expect(screen.line(1).contains(day))
        }
        #expect(screen.contains("Washingt"))
        #expect(screen.line(rows - 1).contains("Mon 16 Feb 2026"))
        #expect(screen.line(rows - 1).contains("Washington's Birthday"))
        #expect(screen.line(rows - 2).contains("● public"))
        // Six week rows: the last one is March 8 to 14.
        let lastWeek = try #require(screen.lines.lastIndex { $0.contains(" 8 ") && $0.contains(" 14") })
        #expect(screen.line(lastWeek).contains("  9 "))
        #expect(lastWeek > screen.lines.lastIndex { $0.contains(" 28") }!)
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("every first weekday puts its name in the first column")
    func firstWeekdays() {
        for first in Weekday.allCases {
            let screen = RenderFixtures.render(RenderFixtures.february(firstWeekday: first), rows: 24, columns: 80)
            let header = screen.line(1).trimmingCharacters(in: " ")
            #expect(header.hasPrefix(first.name))
        }
    }

    @Test("the selected day is reversed, today underlined, other months dimmed")
    func marks() {
        let screen = RenderFixtures.render(RenderFixtures.february(), rows: 24, columns: 80)
        let selected = screen.find("16")!
        #expect(screen.style(row: selected.row, column: selected.column).reverse)
        let today = screen.find("10")!
        #expect(screen.style(row: today.row, column: today.column).underline)
        let spill = screen.lines.lastIndex { $0.contains(" 14 ") }!
        let column = screen.line(spill).firstRange(of: " 14 ")!.lowerBound.utf16Offset(in: screen.line(spill))
        #expect(screen.style(row: spill, column: column + 1).dim)
    }

    @Test("kinds differ by glyph and by colour; without colour by glyph and attributes")
    func kindsApart() {
        let colour = RenderFixtures.render(RenderFixtures.estonia(), rows: 30, columns: 100)
        let mono = RenderFixtures.render(RenderFixtures.estonia(), rows: 30, columns: 100, color: false)
        for screen in [colour, mono] {
            #expect(screen.contains("●"))
            #expect(screen.contains("✿"))
            #expect(screen.line(28).contains("● public"))
            #expect(screen.line(28).contains("✿ folk"))
        }
        let publicGlyph = colour.find("●")!
        let folkGlyph = colour.find("✿")!
        #expect(colour.style(row: publicGlyph.row, column: publicGlyph.column).foreground == .red)
        #expect(colour.style(row: folkGlyph.row, column: folkGlyph.column).foreground == .green)
        for row in 0..<mono.size.rows {
            for column in 0..<mono.size.columns {
                let style = mono.style(row: row, column: column)
                #expect(style.foreground == nil && style.background == nil)
            }
        }
        let monoPublic = mono.find("iseseisvus")!
        let monoFolk = mono.find("talvine")!
        #expect(mono.style(row: monoPublic.row, column: monoPublic.column) != mono.style(row: monoFolk.row, column: monoFolk.column))
    }

    @Test("two holidays on one day both show when the cell is tall enough")
    func twoHolidays() {
        let screen = RenderFixtures.render(RenderFixtures.estonia(), rows: 30, columns: 100)
        #expect(screen.contains("iseseisvuspäev"))
        #expect(screen.contains("talvine madis"))
    }

    @Test("Estonian letters and wide characters keep every row exactly as wide as the screen")
    func alignment() {
        var state = RenderFixtures.estonia()
        state.apply(.fetched(.answered(region: "EE", range: DateRange(day: RenderFixtures.date("2026-02-25")), holidays: [
            Holiday(date: RenderFixtures.date("2026-02-25"), name: "Test", localName: "元日元日元日元日元日🎄ää", kind: .observance, region: "EE"),
        ])))
        for (rows, columns) in [(24, 80), (30, 100), (40, 120), (12, 41)] {
            let screen = RenderFixtures.render(state, rows: rows, columns: columns)
            for line in screen.lines { #expect(line.displayWidth == columns) }
            // The week of the 25th: the 26th still starts where the grid puts it.
            let cellWidth = columns / 7
            let left = (columns - cellWidth * 7) / 2
            let row = screen.lines.firstIndex { $0.contains(" 24") && $0.contains(" 26") }!
            let cells = screen.cells[row]
            #expect(cells[left + 3 * cellWidth + 1].text == "2")
            #expect(cells[left + 3 * cellWidth + 2].text == "6")
        }
    }

    @Test("days not yet fetched are pending while loading; failed days are marked unknown")
    func unknownDays() {
        var state = RenderFixtures.february()
        state.book = HolidayBook(region: "US")
        state.apply(.fetched(.progress(.init(doneDays: 1, totalDays: 28, inFlight: 1, queued: 26, requestsPerSecond: 1, secondsLeft: 27))))
        state.apply(.fetched(.failed(
            region: "US", range: DateRange(day: RenderFixtures.date("2026-02-03")),
            failure: .init(provider: "Abstract API", error: .server(status: 503)))))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(screen.contains("3 ?"))
        #expect(screen.contains("4 ⋯"))
        // March's days in the grid are not promised by a metered provider.
        let lastRow = screen.lines.lastIndex { $0.contains(" 14 ") }!
        #expect(!screen.line(lastRow).contains("⋯"))
        #expect(screen.line(22).contains("server error (503)"))
        #expect(screen.line(22).contains("? unknown"))
    }

    @Test("a range being selected is highlighted and the status line reads it")
    func rangeHighlight() {
        var state = RenderFixtures.february(selection: "2026-02-09")
        state.apply(.toggleRange)
        state.apply(.moveDays(3))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        let inside = screen.find("10")!
        #expect(screen.style(row: inside.row, column: inside.column).background == .cyan)
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
