import CalendarModel
import HolidayEngine
import Testing

@testable import TUI

@Suite("Frames: small terminals, panes, week view")
struct FrameRenderTests {
    @Test("below the minimum size the frame says so instead of drawing the grid", arguments: [
        (8, 24), (11, 80), (24, 39), (3, 10), (1, 1),
    ])
    func tooSmall(rows: Int, columns: Int) {
        let screen = RenderFixtures.render(RenderFixtures.february(), rows: rows, columns: columns)
        #expect(!screen.contains("February 2026"))
        let minimum = FrameLayout.minimum
        let text = screen.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        if columns >= 20 {
            #expect(text.contains("terminal too small"))
            #expect(text.contains("\(minimum.columns)x\(minimum.rows)"))
        } else {
            // Narrower than the message: as much of it as fits, never a blank screen.
            #expect(!text.trimmingCharacters(in: " ").isEmpty)
            #expect(columns < 4 || text.contains("too"))
        }
    }

    @Test("exactly the minimum size draws the calendar")
    func minimum() {
        let size = FrameLayout.minimum
        let screen = RenderFixtures.render(RenderFixtures.february(), rows: size.rows, columns: size.columns)
        #expect(screen.contains("February 2026"))
        #expect(screen.contains("28"))
    }

    @Test("the help pane lists every key")
    func help() {
        var state = RenderFixtures.february()
        state.apply(.toggleHelp)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100)
        for needle in ["Keys", "PgUp PgDn [ ]", "Shift-← Shift-→", "Home End", "Ctrl-L", "mouse"]
            + KeyBindings.table.map(\.help) {
            #expect(screen.contains(needle), "missing \(needle)")
        }
    }

    @Test("the day pane shows names, local names, kind and region; a day without holidays says so")
    func dayPane() {
        var state = RenderFixtures.estonia()
        state.apply(.showDetails)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100)
        #expect(screen.contains("Tue 24 Feb 2026"))
        #expect(screen.contains("● iseseisvuspäev"))
        #expect(screen.contains("Independence Day"))
        #expect(screen.contains("Public · EE"))
        #expect(screen.contains("✿ talvine madisepäev"))
        #expect(screen.contains("Folk · EE"))

        state.apply(.moveDays(1))
        let empty = RenderFixtures.render(state, rows: 30, columns: 100)
        #expect(empty.contains("Wed 25 Feb 2026"))
        #expect(empty.contains("No holidays."))
    }

    @Test("the day pane scrolls a holiday at a time when it cannot show them all")
    func dayPaneScrolls() {
        var state = RenderFixtures.estonia()
        var holidays = state.book.holidays(on: RenderFixtures.date("2026-02-24"))
        holidays[0].details = String(repeating: "The day the Republic of Estonia was declared. ", count: 4)
        state.apply(.fetched(.answered(region: "EE", range: DateRange(day: RenderFixtures.date("2026-02-24")), holidays: holidays)))
        state.apply(.showDetails)
        let small = RenderFixtures.render(state, rows: 12, columns: 40)
        #expect(small.contains("iseseisvuspäev"))
        #expect(small.contains("↓ more"))
        state.apply(.scrollDetails(1))
        let scrolled = RenderFixtures.render(state, rows: 12, columns: 40)
        #expect(!scrolled.contains("iseseisvuspäev"))
        #expect(scrolled.contains("talvine madisepäev"))
    }

    @Test("observed days say which holiday they stand in for; provider text is shown cleaned")
    func observedAndDescription() {
        var state = RenderFixtures.february(selection: "2027-12-31")
        state.apply(.fetched(.answered(region: "US", range: DateRange(day: RenderFixtures.date("2027-12-31")), holidays: [
            Holiday(date: RenderFixtures.date("2027-12-31"), name: "New Year's Day (observed)", kind: .public,
                    region: "US", observedOf: RenderFixtures.date("2028-01-01"), details: "Bank\u{1B}[2J closed"),
        ])))
        state.apply(.showDetails)
        let screen = RenderFixtures.render(state, rows: 30, columns: 100)
        #expect(screen.contains("observed for Sat 1 Jan 2028"))
        #expect(screen.contains("Bank closed"))
        #expect(!screen.lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("the go-to prompt shows what is typed and why it was refused")
    func goToPrompt() {
        var state = RenderFixtures.february()
        state.apply(.startGoTo)
        for character in "2026-02-30" { state.apply(.editGoTo(.insert(character))) }
        #expect(RenderFixtures.render(state, rows: 24, columns: 80).contains("> 2026-02-30_"))
        state.apply(.editGoTo(.submit))
        #expect(RenderFixtures.render(state, rows: 24, columns: 80).contains("is not a date"))
    }

    @Test("month picker and region list")
    func pickers() {
        var state = RenderFixtures.february()
        state.apply(.openMonthPicker)
        state.apply(.movePicker(months: 13))
        let picker = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(picker.contains("[ 2027 ]"))
        let march = picker.find(" Mar ")!
        #expect(picker.style(row: march.row, column: march.column).reverse)

        state.apply(.dismiss)
        state.apply(.openRegionPicker)
        let regions = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(regions.contains("United States"))
        #expect(regions.contains("Estonia"))
    }

    @Test("the week view lists every day with its weekday, side by side when wide", arguments: [
        (40, 120), (24, 80), (20, 50),
    ])
    func weekView(rows: Int, columns: Int) {
        let screen = RenderFixtures.render(RenderFixtures.estonia(mode: .week), rows: rows, columns: columns)
        #expect(screen.line(0).contains("Week 9 · 23 Feb - 1 Mar 2026"))
        for weekday in Weekday.allCases {
            #expect(screen.contains(columns >= 98 ? weekday.name : weekday.shortName))
        }
        #expect(screen.contains("iseseisvuspäev"))
        #expect(screen.contains("talvine"))
        for line in screen.lines { #expect(line.displayWidth == columns) }
    }

    @Test("the week view title spans years when the week does")
    func weekAcrossYears() {
        var state = RenderFixtures.february(selection: "2026-12-30", firstWeekday: .monday, mode: .week)
        state.apply(.select(RenderFixtures.date("2026-12-30")))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(screen.line(0).contains("Week 53 · 28 Dec 2026 - 3 Jan 2027"))
    }
}

@Suite("Range status line")
struct RangeStatusTests {
    @Test("the status line reads the business days of the range, ends excluded")
    func text() {
        var state = RenderFixtures.february(selection: "2026-03-02")
        state.apply(.toggleRange)
        let single = RenderFixtures.render(state, rows: 24, columns: 100)
        #expect(single.line(23).contains("Range from Mon 2 Mar 2026"))
        state.apply(.moveDays(7))
        state.rangeBusinessDays = 4
        let screen = RenderFixtures.render(state, rows: 24, columns: 100)
        #expect(screen.line(23).contains("4 business days between Mon 2 Mar and Mon 9 Mar 2026 (ends excluded)"))
        state.rangeBusinessDays = 1
        #expect(RenderFixtures.render(state, rows: 24, columns: 100).line(23).contains("1 business day between"))
    }

    @Test("a range across years names both years")
    func acrossYears() {
        var state = RenderFixtures.february(selection: "2026-12-28")
        state.apply(.toggleRange)
        state.apply(.moveDays(7))
        state.rangeBusinessDays = 3
        let screen = RenderFixtures.render(state, rows: 24, columns: 120)
        #expect(screen.line(23).contains("3 business days between Mon 28 Dec 2026 and Mon 4 Jan 2027"))
    }
}

@Suite("ASCII glyphs")
struct AsciiGlyphTests {
    @Test("with the ASCII set nothing outside ASCII is drawn but the holiday names")
    func asciiOnly() {
        var state = RenderFixtures.february()
        state.apply(.fetched(.progress(.init(doneDays: 3, totalDays: 28, inFlight: 1, queued: 2, requestsPerSecond: 1, secondsLeft: 3))))
        for overlay: CalendarIntent? in [nil, .toggleHelp, .showDetails, .openMonthPicker] {
            var shown = state
            if let overlay { shown.apply(overlay) }
            let screen = MemoryScreen(rows: 30, columns: 100)
            FrameRenderer(theme: Theme(usesColor: false, glyphs: .ascii)).draw(shown, on: screen)
            let text = screen.lines.joined().replacingOccurrences(of: "Washington's Birthday", with: "")
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII with \(String(describing: overlay))")
        }
    }
}
