import CalendarModel
import HolidayEngine
import Testing
import TUI

@Suite("Bridge marks rendering")
struct BridgeRenderTests {
    /// A bridge made up for the test: leave on Tue 17 Feb joins the weekend and Washington's
    /// Birthday (Mon 16 Feb) into four days off.
    private static let bridge = Bridge(
        leave: [RenderFixtures.date("2026-02-17")],
        joined: DateRange(RenderFixtures.date("2026-02-14"), RenderFixtures.date("2026-02-17")))

    private static func marked(selection: String = "2026-02-16", mode: ViewMode = .month) -> CalendarState {
        var state = RenderFixtures.february(selection: selection, mode: mode)
        state.apply(.toggleBridges)
        state.apply(.bridgesFound(region: "US", year: 2026, bridges: [bridge]))
        return state
    }

    @Test("the month marks the bridge day after its number, in the bridge style, and the legend names it")
    func month() throws {
        let screen = RenderFixtures.render(Self.marked(), rows: 24, columns: 80)
        let mark = try #require(screen.find("17 ⌒"))
        #expect(screen.style(row: mark.row, column: mark.column + 3).foreground == .green)
        #expect(screen.findAll("⌒").count == 2)  // the day, and the legend
        #expect(screen.line(22).contains("⌒ bridge"))
        let plain = RenderFixtures.render(RenderFixtures.february(), rows: 24, columns: 80)
        #expect(!plain.contains("⌒"))
    }

    @Test("the status line says what the month's bridges buy, and on a bridge day what taking it buys")
    func status() {
        let month = RenderFixtures.render(Self.marked(), rows: 24, columns: 100)
        #expect(month.line(23).contains("bridges: 17 Feb 4 days off"))
        let onBridge = RenderFixtures.render(Self.marked(selection: "2026-02-17"), rows: 24, columns: 100)
        #expect(onBridge.line(23).contains("⌒ take Tue 17 Feb: 4 days off, 14-17 Feb"))
        var two = RenderFixtures.february(selection: "2026-02-10")
        two.apply(.toggleBridges)
        two.apply(.bridgesFound(region: "US", year: 2026, bridges: [
            Self.bridge,
            Bridge(leave: [RenderFixtures.date("2026-02-18"), RenderFixtures.date("2026-02-20")],
                   joined: DateRange(RenderFixtures.date("2026-02-14"), RenderFixtures.date("2026-02-22"))),
        ]))
        #expect(RenderFixtures.render(two, rows: 24, columns: 120).line(23)
            .contains("bridges: 18 Feb+20 Feb 9 days off, 17 Feb 4"))
        var none = RenderFixtures.february()
        none.apply(.toggleBridges)
        none.apply(.bridgesFound(region: "US", year: 2026, bridges: []))
        #expect(RenderFixtures.render(none, rows: 24, columns: 100).line(23).contains("no bridge days here"))
    }

    @Test("the week view writes what the bridge buys under the day, in full")
    func week() {
        let screen = RenderFixtures.render(Self.marked(mode: .week), rows: 30, columns: 100)
        #expect(screen.text.contains("⌒ take Tue"))
        #expect(screen.text.contains("4 days off"))
    }

    @Test("the year view marks the bridge day in its one column, in the bridge style")
    func year() throws {
        var state = Self.marked()
        state.apply(.key(.character("y")))
        let screen = RenderFixtures.render(state, rows: 40, columns: 120)
        let mark = try #require(screen.find("17⌒"))
        #expect(screen.style(row: mark.row, column: mark.column + 2).foreground == .green)
        #expect(screen.contains("16●"))
    }

    @Test("without colour the mark is bold, and ASCII terminals get b")
    func monochrome() throws {
        let screen = MemoryScreen(rows: 24, columns: 80)
        FrameRenderer(theme: Theme(usesColor: false, glyphs: .ascii)).draw(Self.marked(), on: screen)
        let mark = try #require(screen.find("17 b"))
        #expect(screen.style(row: mark.row, column: mark.column + 3).bold)
    }
}
