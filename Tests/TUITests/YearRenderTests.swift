import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

@testable import TUI

/// The year view (`y`) drawn into memory: its layouts by terminal size, the marks of each
/// day, the "more" hint, clicks, and the ISO week-number column (`W`) here and in the
/// month view.
@Suite("Year view rendering")
struct YearRenderTests {
    /// Estonia in 2026, the last day selected, with holidays in February and December.
    static func estonia(
        selection: String = "2026-12-31", today: String = "2026-12-20", firstWeekday: Weekday = .monday,
        weekNumbers: Bool = false, mode: ViewMode = .year
    ) -> CalendarState {
        var state = CalendarState(
            today: RenderFixtures.date(today), selection: RenderFixtures.date(selection), mode: mode,
            firstWeekday: firstWeekday, region: RenderFixtures.ee, regions: [RenderFixtures.ee])
        state.showsWeekNumbers = weekNumbers
        state.apply(.regionDescribed(code: "EE", profile: RenderFixtures.eeProfile))
        func day(_ date: String, _ name: String, _ kind: HolidayKind) -> Holiday {
            Holiday(date: RenderFixtures.date(date), name: name, kind: kind, region: "EE")
        }
        let year = DateRange(years: state.selection.year...state.selection.year)
        state.apply(.fetched(.answered(region: "EE", range: year, holidays: [
            day("2026-02-23", "Eve of Independence Day", .halfDay),
            day("2026-02-24", "St Matthias' Day", .folk),
            day("2026-02-24", "Independence Day", .public),
            day("2026-12-24", "Christmas Eve", .public),
            day("2026-12-25", "Christmas Day", .public),
            day("2026-12-26", "Boxing Day", .public),
        ].filter { year.contains($0.date) })))
        return state
    }

    static func layout(_ state: CalendarState, rows: Int, columns: Int) -> YearLayout {
        YearView(state: state, theme: Theme(usesColor: true))
            .layout(in: FrameLayout(size: TerminalSize(rows: rows, columns: columns)).body)
    }

    @Test("the twelve months are laid out 4 x 3, 3 x 4, 6 x 2 or 2 x 6, the first that fits", arguments: [
        (40, 120, false, 4, 3), (40, 80, false, 3, 4), (24, 160, false, 6, 2), (60, 50, false, 2, 6),
        (40, 110, true, 4, 3), (40, 100, true, 3, 4),
    ])
    func wholeYear(rows: Int, columns: Int, weekNumbers: Bool, across: Int, down: Int) throws {
        let state = Self.estonia(weekNumbers: weekNumbers)
        let layout = Self.layout(state, rows: rows, columns: columns)
        #expect((layout.across, layout.down) == (across, down))
        #expect(layout.showsWholeYear)
        let screen = RenderFixtures.render(state, rows: rows, columns: columns)
        #expect(screen.line(0).contains("2026"))
        for (index, name) in MonthName.english.enumerated() {
            let found = try #require(screen.find(name), "\(name) at \(rows)x\(columns)")
            let expected = try #require(layout.origin(of: YearMonth(year: 2026, month: index + 1)!))
            #expect(found.row == expected.row)
            #expect(index % across == 0 || found.column > screen.find(MonthName.english[index - 1])!.column)
        }
        #expect(!screen.contains("more:"))
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("a small terminal shows the page of months holding the selection, and says which are not shown", arguments: [
        (24, 80, "2026-12-31", ["July", "December"], ["June"], "more: Jan-Jun"),
        (24, 80, "2026-02-10", ["January", "June"], ["July"], "more: Jul-Dec"),
        (12, 40, "2026-12-31", ["December"], ["November"], "more: Jan-Nov"),
        (12, 40, "2026-05-01", ["May"], ["April", "June"], "more: Jan-Apr, Jun-Dec"),
    ])
    func fewerMonths(rows: Int, columns: Int, selection: String, shown: [String], hidden: [String], hint: String) {
        let state = Self.estonia(selection: selection)
        let screen = RenderFixtures.render(state, rows: rows, columns: columns)
        for name in shown { #expect(screen.contains(name), "\(name) at \(rows)x\(columns)") }
        for name in hidden { #expect(!screen.contains(name), "\(name) at \(rows)x\(columns)") }
        #expect(screen.line(rows - 3).contains(hint), "\(screen.text)")
        #expect(!screen.contains("Too small"))
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("moving the selection past the months shown brings the next page")
    func scrolls() {
        var state = Self.estonia(selection: "2026-06-30")
        #expect(RenderFixtures.render(state, rows: 24, columns: 80).contains("June"))
        state.apply(.moveDays(1))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(screen.contains("July") && !screen.contains("June"))
    }

    @Test("each day is its number and its first kind's glyph, in the kind's style; weekend dim, today underlined, selection reversed")
    func marks() throws {
        let state = Self.estonia()
        let screen = RenderFixtures.render(state, rows: 40, columns: 120)
        let layout = Self.layout(state, rows: 40, columns: 120)
        let theme = Theme(usesColor: true)
        func cell(_ date: String) throws -> (row: Int, column: Int) {
            try #require(layout.position(of: RenderFixtures.date(date)))
        }
        let independence = try cell("2026-02-24")
        #expect(screen.line(independence.row).contains("24●"), "the public kind comes before the folk day's")
        #expect(screen.style(row: independence.row, column: independence.column + 2).foreground == theme.style(.public).foreground)
        #expect(screen.style(row: independence.row, column: independence.column).bold)
        let eve = try cell("2026-02-23")
        #expect(screen.cells[eve.row][eve.column + 2].text == theme.glyphs.glyph(.halfDay))
        let plain = try cell("2026-02-25")
        #expect(screen.cells[plain.row][plain.column + 2].text == " ")
        #expect(!screen.style(row: plain.row, column: plain.column + 1).dim)
        let saturday = try cell("2026-02-28")
        #expect(screen.style(row: saturday.row, column: saturday.column + 1).dim)
        let today = try cell("2026-12-20")
        #expect(screen.style(row: today.row, column: today.column + 1).underline)
        let selected = try cell("2026-12-31")
        for offset in 0..<3 { #expect(screen.style(row: selected.row, column: selected.column + offset).reverse) }
        #expect(!screen.style(row: plain.row, column: plain.column).reverse)
        #expect(screen.line(39).contains("Thu 31 Dec 2026"), "the status line names the selected day")
    }

    @Test("days of the selected month still being fetched show the pending mark")
    func pending() throws {
        var state = CalendarState(
            today: RenderFixtures.date("2026-12-20"), selection: RenderFixtures.date("2026-12-31"), mode: .year,
            firstWeekday: .monday, region: RenderFixtures.ee, regions: [RenderFixtures.ee])
        state.apply(.fetched(.progress(FetchProgress(doneDays: 0, totalDays: 31, inFlight: 1, queued: 30, requestsPerSecond: 1, secondsLeft: 31))))
        let screen = RenderFixtures.render(state, rows: 40, columns: 120)
        let layout = Self.layout(state, rows: 40, columns: 120)
        let december = try #require(layout.position(of: RenderFixtures.date("2026-12-02")))
        #expect(screen.cells[december.row][december.column + 2].text == Theme(usesColor: true).glyphs.pending)
        let june = try #require(layout.position(of: RenderFixtures.date("2026-06-02")))
        #expect(screen.cells[june.row][june.column + 2].text == " ", "only the selected month is promised")
    }

    @Test("a click on any cell of a day selects that day; nothing under names and headers", arguments: [
        (40, 120, false), (40, 80, true), (24, 80, false), (12, 40, true),
    ])
    func clicks(rows: Int, columns: Int, weekNumbers: Bool) throws {
        let state = Self.estonia(selection: "2026-08-15", weekNumbers: weekNumbers)
        let layout = Self.layout(state, rows: rows, columns: columns)
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        let size = TerminalSize(rows: rows, columns: columns)
        var checked = 0
        for date in DateRange(years: 2026...2026) {
            guard let position = layout.position(of: date) else { continue }
            for offset in 0..<3 {
                #expect(renderer.date(atRow: position.row, column: position.column + offset, of: state, size: size) == date)
            }
            checked += 1
        }
        #expect(checked == layout.months.map(\.dayCount).reduce(0, +))
        let august = try #require(layout.origin(of: YearMonth(year: 2026, month: 8)!))
        #expect(renderer.date(atRow: august.row, column: august.column + 8, of: state, size: size) == nil)
        #expect(renderer.date(atRow: august.row + 1, column: august.column + 8, of: state, size: size) == nil)
    }

    @Test("W labels each row of the year view with its ISO week: 31 Dec 2026 and 1 Jan 2027 in week 53")
    func yearWeekNumbers() throws {
        for selection in ["2026-12-31", "2027-01-01"] {
            let state = Self.estonia(selection: selection, weekNumbers: true)
            let screen = RenderFixtures.render(state, rows: 40, columns: 120)
            let layout = Self.layout(state, rows: 40, columns: 120)
            let position = try #require(layout.position(of: RenderFixtures.date(selection)))
            let origin = try #require(layout.origin(of: RenderFixtures.date(selection).yearMonth))
            let line = screen.line(position.row)
            let label = String(line.dropFirst(origin.column).prefix(2))
            #expect(label == "53", "\(selection): '\(label)' in '\(line)'")
            #expect(screen.line(origin.row + 1).contains("Wk"))
        }
        let hidden = RenderFixtures.render(Self.estonia(), rows: 40, columns: 120)
        #expect(!hidden.contains("Wk"))
    }

    @Test("W in the month view: a column of ISO weeks, the week of each row's fourth day")
    func monthWeekNumbers() throws {
        let monday = RenderFixtures.render(Self.estonia(weekNumbers: true, mode: .month), rows: 24, columns: 80)
        func start(_ line: String) -> String { line.trimmingCharacters(in: " ") }
        #expect(start(monday.line(1)).hasPrefix("Wk  Monday"))
        let lastRow = try #require(monday.lines.firstIndex { $0.contains(" 31") && $0.contains(" 28") })
        #expect(start(monday.line(lastRow)).hasPrefix("53  28"), "\(monday.text)")
        let firstRow = try #require(monday.lines.firstIndex { $0.contains(" 30 ") })
        #expect(start(monday.line(firstRow)).hasPrefix("49  30"))

        // Sunday first: the row of Sun 27 Dec - Sat 2 Jan is week 53 (of its Wednesday, 30 Dec);
        // the row of Sun 3 Jan 2027 is labelled by Wed 6 Jan, week 1.
        let sunday = RenderFixtures.render(
            Self.estonia(selection: "2027-01-01", firstWeekday: .sunday, weekNumbers: true, mode: .month),
            rows: 24, columns: 80)
        let labels = sunday.lines.map(start)
        #expect(labels.contains { $0.hasPrefix("53  27") } && labels.contains { $0.hasPrefix("1   3") }, "\(sunday.text)")
        for line in sunday.lines { #expect(line.displayWidth == 80) }
        let plain = RenderFixtures.render(Self.estonia(mode: .month), rows: 24, columns: 80)
        #expect(!plain.line(1).contains("Wk"))
    }

    @Test("the help pane, with the year view's keys, still shows every line whole at 80x24")
    func helpFits() {
        var state = Self.estonia()
        state.apply(.toggleHelp)
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        for help in KeyBindings.table.map(\.help) { #expect(screen.contains(help), "missing \(help)") }
        #expect(screen.contains("y W"))
    }
}
