import CalendarModel
import HolidayEngine
import Testing

@testable import TUI

/// Several regions at once (docs/architecture.md) drawn: tags in the month and week views, the pop-up
/// grouped by region, the status line and the title bar's key to the tags.
@Suite("Several regions drawn")
struct SeveralRegionsRenderTests {
    static let names = [
        ("2026-12-24", "EE", "Jõululaupäev"),
        ("2026-12-25", "US", "Christmas Day"),
        ("2026-12-25", "EE", "Esimene jõulupüha"),
        ("2026-12-26", "EE", "Teine jõulupüha"),
    ]

    /// December 2026 in the US with Estonia beside it, 25 December selected.
    static func state(mode: ViewMode = .month) -> CalendarState {
        let date = RenderFixtures.date
        var state = CalendarState(
            today: date("2026-12-01"), selection: date("2026-12-25"), mode: mode, firstWeekday: .monday,
            region: RenderFixtures.us, regions: [RenderFixtures.us, RenderFixtures.ee])
        state.alongside = [AlongsideRegion(RenderFixtures.ee)]
        state.apply(.regionDescribed(code: "US", profile: RenderFixtures.usProfile))
        let range = state.grid.range
        let holidays = names.map { Holiday(date: date($0.0), name: $0.2, kind: .public, region: $0.1) }
        state.apply(.fetched(.answered(region: "US", range: range, holidays: holidays.filter { $0.region == "US" })))
        state.apply(.holidaysLookedUp(region: "EE", range: range, language: nil, holidays: holidays.filter { $0.region == "EE" }))
        return state
    }

    @Test("the month grid tags each name with its region, and the day's row with both tags")
    func month() throws {
        let screen = RenderFixtures.render(Self.state(), rows: 40, columns: 140, color: false)
        let christmas = try #require(screen.find("US Christmas Day"))
        let estonian = try #require(screen.find("EE Esimene jõul"))
        #expect(estonian.row == christmas.row + 1)
        #expect(estonian.column == christmas.column)
        let eve = try #require(screen.find("EE Jõululaupäev"))
        #expect(eve.row == christmas.row && eve.column < christmas.column)
        // The number row of the 25th: its glyph, then both regions' tags.
        #expect(screen.line(christmas.row - 1).contains("25 ● US EE"))
        #expect(screen.line(christmas.row - 1).contains("24 ● EE"))
        #expect(screen.line(0).contains("US United States"))
        #expect(screen.line(0).contains("offline + EE Estonia (rules)"))
        for line in screen.lines { #expect(line.displayWidth == 140) }
    }

    @Test("the week view keeps every tagged name in full, in columns or in rows", arguments: [
        (24, 80), (30, 100), (40, 140), (20, 50), (30, 60),
    ])
    func week(rows: Int, columns: Int) {
        let state = Self.state(mode: .week)
        let screen = RenderFixtures.render(state, rows: rows, columns: columns, color: false)
        for (date, tag, name) in Self.names {
            let day = RenderFixtures.date(date).dayNumber - state.week.start.dayNumber
            let text = WeekViewTests.text(of: day, in: screen, state: state)
            // The name in full, under its region's tag.
            let named = text.range(of: name.filter { $0 != " " })
            let tagged = text.range(of: tag)
            #expect(
                named != nil && tagged != nil && tagged!.lowerBound < named!.lowerBound,
                "\(tag) \(name) cut or untagged at \(columns)x\(rows):\n\(screen.lines.joined(separator: "\n"))")
        }
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("the pop-up groups the day's holidays under each region's name, the primary's first")
    func popUp() throws {
        var state = Self.state()
        state.apply(.showDetails)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100, color: false)
        let us = try #require(screen.find("US · United States"))
        let christmas = try #require(screen.find("Christmas Day"))
        let ee = try #require(screen.find("EE · Estonia"))
        let estonian = try #require(screen.find("Esimene jõulupüha"))
        #expect(us.row < christmas.row && christmas.row < ee.row && ee.row < estonian.row)
        #expect(estonian.column > ee.column)  // indented beneath its region
    }

    @Test("the pop-up of a day with holidays in one region only says the other has none")
    func popUpOneRegion() throws {
        var state = Self.state()
        state.apply(.select(RenderFixtures.date("2026-12-24")))
        state.apply(.showDetails)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100, color: false)
        let us = try #require(screen.find("US · United States"))
        let none = try #require(screen.find("No holidays."))
        let ee = try #require(screen.find("EE · Estonia"))
        #expect(us.row < none.row && none.row < ee.row)
        #expect(screen.contains("Jõululaupäev"))
    }

    @Test("the status line names each holiday after its region's tag")
    func statusLine() {
        let screen = RenderFixtures.render(Self.state(), rows: 30, columns: 140, color: false)
        #expect(screen.line(29).contains("US ● Christmas Day, EE ● Esimene jõulupüha"))
    }

    @Test("the picker marks the regions shown beside the current one with +, and its footer says what + does")
    func picker() {
        var state = Self.state()
        state.apply(.openRegionPicker)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100, color: false)
        #expect(screen.contains("* US  United States"))
        #expect(screen.contains("+ EE  Estonia"))  // the row, not the title bar's "+ EE"
        #expect(screen.contains("+ add/drop"))
    }
}
