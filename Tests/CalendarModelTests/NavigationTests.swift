import CalendarModel
import HolidayEngine
import Testing

@Suite("Navigation")
struct NavigationTests {
    @Test("left and right move a day, across month and year edges")
    func days() {
        var state = Fixtures.state(selection: "2026-01-01")
        state.apply(.moveDays(-1))
        #expect(state.selection == Fixtures.date("2025-12-31"))
        #expect(state.grid.month == YearMonth(year: 2025, month: 12))
        state.apply(.moveDays(1))
        state.apply(.moveDays(1))
        #expect(state.selection == Fixtures.date("2026-01-02"))
    }

    @Test("up and down move a week and the view follows into the next month")
    func weeks() {
        var state = Fixtures.state(selection: "2026-02-24")
        state.apply(.moveDays(7))
        #expect(state.selection == Fixtures.date("2026-03-03"))
        #expect(state.grid.month == YearMonth(year: 2026, month: 3))
        state.apply(.moveDays(-7))
        state.apply(.moveDays(-7))
        #expect(state.selection == Fixtures.date("2026-02-17"))
    }

    @Test("a page is a month in the month view, clamped to the month's length")
    func monthPages() {
        var state = Fixtures.state(selection: "2026-01-31")
        state.apply(.page(1))
        #expect(state.selection == Fixtures.date("2026-02-28"))
        state.apply(.page(-2))
        #expect(state.selection == Fixtures.date("2025-12-28"))
        state.apply(.page(12))
        #expect(state.selection == Fixtures.date("2026-12-28"))
        state.apply(.page(1))
        #expect(state.selection.yearMonth == YearMonth(year: 2027, month: 1))
    }

    @Test("a page is a week in the week view")
    func weekPages() {
        var state = Fixtures.state(selection: "2026-12-30", mode: .week)
        state.apply(.page(1))
        #expect(state.selection == Fixtures.date("2027-01-06"))
        #expect(state.week.start == Fixtures.date("2027-01-04"))
    }

    @Test("t goes back to today; Home and End go to the edges of the month or week")
    func todayAndEdges() {
        var state = Fixtures.state(selection: "2030-07-04", today: "2026-02-16")
        state.apply(.goToToday)
        #expect(state.selection == Fixtures.date("2026-02-16"))
        state.apply(.jumpToEdge(1))
        #expect(state.selection == Fixtures.date("2026-02-28"))
        state.apply(.jumpToEdge(-1))
        #expect(state.selection == Fixtures.date("2026-02-01"))
        state.apply(.toggleMode)
        state.apply(.jumpToEdge(1))
        #expect(state.selection == Fixtures.date("2026-02-01"))  // Monday-first week ends on Sunday Feb 1
    }

    @Test("f cycles through all seven first weekdays; the grid follows")
    func firstWeekday() {
        var state = Fixtures.state(firstWeekday: .monday)
        var seen: [Weekday] = []
        for _ in 0..<7 {
            seen.append(state.firstWeekday)
            #expect(state.grid.start.weekday == state.firstWeekday)
            state.apply(.cycleFirstWeekday)
        }
        #expect(Set(seen).count == 7)
        #expect(state.firstWeekday == .monday)
    }

    @Test("visible and focus ranges: the grid and the month, or the week")
    func ranges() {
        var state = Fixtures.state(selection: "2026-02-16")
        #expect(state.focusRange == DateRange(Fixtures.date("2026-02-01"), Fixtures.date("2026-02-28")))
        #expect(state.visibleRange.count == 42)
        #expect(state.demand.priority == [Fixtures.date("2026-02-16")])
        state.apply(.toggleMode)
        #expect(state.visibleRange == DateRange(Fixtures.date("2026-02-16"), Fixtures.date("2026-02-22")))
        #expect(state.focusRange == state.visibleRange)
    }
}
