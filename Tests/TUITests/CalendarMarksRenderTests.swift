import CalendarModel
import HolidayEngine
import Testing

@testable import TUI

/// Calendar files each in a glyph and colour of their own (docs/calendar-files.md, "Its
/// glyph and colour"): beside two regions, in the month, week and year views, the status
/// line, the pop-up and the legend; the defaults given out in order, past those chosen.
@Suite("Calendar files' marks drawn")
struct CalendarMarksRenderTests {
    /// December 2026 in the US with Estonia beside it and three calendars: `school` with
    /// the defaults, `team` with its own glyph and colour, `gym` with the defaults again.
    static func state(mode: ViewMode = .month, selection: String = "2026-12-02") -> CalendarState {
        let date = RenderFixtures.date
        var state = CalendarState(
            today: date("2026-12-01"), selection: date(selection), mode: mode, firstWeekday: .monday,
            region: RenderFixtures.us, regions: [RenderFixtures.us, RenderFixtures.ee])
        state.alongside = [AlongsideRegion(RenderFixtures.ee)]
        state.calendars = [
            ShownCalendar(tag: "school"), ShownCalendar(tag: "team", glyph: "♦", color: .magenta), ShownCalendar(tag: "gym"),
        ]
        state.apply(.regionDescribed(code: "US", profile: RenderFixtures.usProfile))
        let range = state.visibleRange
        state.apply(.fetched(.answered(region: "US", range: range, holidays: [
            Holiday(date: date("2026-12-25"), name: "Christmas Day", kind: .public, region: "US"),
        ])))
        state.apply(.holidaysLookedUp(region: "EE", range: range, language: nil, holidays: [
            Holiday(date: date("2026-12-24"), name: "Jõululaupäev", kind: .public, region: "EE"),
        ]))
        func events(_ tag: String, _ days: [String], _ name: String) -> ShownCalendar.Answer {
            .events(days.map { Holiday(date: date($0), name: name, kind: .event, region: tag) }, calendarName: nil)
        }
        state.apply(.eventsLookedUp(calendar: "school", range: range, answer: events("school", ["2026-12-02", "2026-12-24"], "Concert")))
        state.apply(.eventsLookedUp(calendar: "team", range: range, answer: events("team", ["2026-12-02", "2026-12-03"], "Standup")))
        state.apply(.eventsLookedUp(calendar: "gym", range: range, answer: events("gym", ["2026-12-04"], "Spinning")))
        return state
    }

    @Test("the defaults are given in order, past the glyphs and colours chosen; an ASCII terminal draws a chosen non-ASCII glyph as its default")
    func defaults() {
        let calendars = Self.state().calendars
        let looks = CalendarLooks(calendars, theme: Theme(usesColor: true))
        #expect((0..<3).map { looks.glyph(.calendar($0)) } == ["▪", "♦", "♣"])
        #expect((0..<3).map { looks.style(.calendar($0)).foreground } == [.green, .magenta, .cyan])
        // The chosen colour is skipped by the others: green chosen, the first default is magenta.
        let chosen = CalendarLooks(
            [ShownCalendar(tag: "a"), ShownCalendar(tag: "b", glyph: "▪", color: .green)], theme: Theme(usesColor: true))
        #expect(chosen.glyph(.calendar(0)) == "♣")
        #expect(chosen.style(.calendar(0)).foreground == .magenta)
        var ascii = Theme(usesColor: false, glyphs: .ascii)
        ascii.usesColor = false
        let plain = CalendarLooks(calendars, theme: ascii)
        #expect((0..<3).map { plain.glyph(.calendar($0)) } == ["@", "!", ">"])
        #expect(plain.style(.calendar(1)).foreground == nil)
        #expect(plain.style(.kind(.public)) == ascii.style(.public))
    }

    @Test("a month cell marks each calendar with its glyph in its colour, after the regions' kinds; the legend lists each")
    func month() throws {
        let screen = RenderFixtures.render(Self.state(), rows: 40, columns: 140)
        let second = try #require(screen.find(" 2 ▪♦ school team"), "\(screen.lines.joined(separator: "\n"))")
        #expect(screen.style(row: second.row, column: second.column + 3).foreground == .green)
        #expect(screen.style(row: second.row, column: second.column + 4).foreground == .magenta)
        #expect(screen.contains(" 3 ♦ team"))
        #expect(screen.contains(" 4 ♣ gym"))
        // A region's holiday and a calendar's event on one day: the kind first.
        #expect(screen.contains("24 ●▪ EE school"))
        // The names in the cells in their calendar's colour.
        let standup = try #require(screen.find("team Standup"))
        #expect(screen.style(row: standup.row, column: standup.column).foreground == .magenta)
        let legend = screen.line(38)
        #expect(legend.contains("▪ school"))
        #expect(legend.contains("♦ team"))
        #expect(legend.contains("♣ gym"))
        let team = try #require(screen.findAll("♦ team").first { $0.row == 38 })
        #expect(screen.style(row: team.row, column: team.column).foreground == .magenta)
        for line in screen.lines { #expect(line.displayWidth == 140) }
    }

    @Test("the week view, the year view, the status line and the pop-up use each calendar's glyph")
    func otherViews() throws {
        let week = RenderFixtures.render(Self.state(mode: .week), rows: 30, columns: 140)
        let standup = try #require(week.find("♦ Standup"))
        #expect(week.style(row: standup.row, column: standup.column).foreground == .magenta)
        #expect(week.contains("▪ Concert"))
        #expect(week.contains("♣ Spinning"))

        let year = RenderFixtures.render(Self.state(mode: .year), rows: 40, columns: 140)
        #expect(year.contains(" 3♦"))
        #expect(year.contains(" 4♣"))
        #expect(year.contains("24●"))  // the region's kind before a calendar

        let status = RenderFixtures.render(Self.state(), rows: 30, columns: 140)
        #expect(status.line(29).contains("school ▪ Concert, team ♦ Standup"))

        var popUp = Self.state()
        popUp.apply(.showDetails)
        let pane = RenderFixtures.render(popUp, rows: 30, columns: 100)
        let line = try #require(pane.find("♦ Standup"))
        #expect(pane.style(row: line.row, column: line.column).foreground == .magenta)
    }
}
