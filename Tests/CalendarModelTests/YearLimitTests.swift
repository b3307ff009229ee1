import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// The calendar keeps to the years every command keeps to (`CivilDate.supportedYears`):
/// navigation stops at their ends with a notice, `g` refuses a year outside them, and no
/// demand reaches past them, so no provider is ever asked about year 0 or 10000.
@Suite("The calendar's years")
struct YearLimitTests {
    @Test("paging, moving and jumping stop at 9999-12-31 and 1583-01-01 with a notice")
    func navigationStopsAtTheEnds() {
        var state = Fixtures.state(selection: "9999-12-15")
        state.apply(.page(1))
        #expect(state.selection == Fixtures.date("9999-12-31"))
        #expect(state.notice == CalendarState.yearLimitNotice)
        state.apply(.moveDays(7))
        #expect(state.selection == Fixtures.date("9999-12-31"))
        state.apply(.moveDays(-1))
        #expect(state.selection == Fixtures.date("9999-12-30"))
        #expect(state.notice == nil, "the notice goes once the selection moves again")

        state.apply(.select(Fixtures.date("1583-01-10")))
        state.apply(.moveMonths(-1))
        #expect(state.selection == Fixtures.date("1583-01-01"))
        #expect(state.notice == CalendarState.yearLimitNotice)

        var week = Fixtures.state(selection: "9999-12-29", mode: .week)
        week.apply(.page(1))
        #expect(week.selection == Fixtures.date("9999-12-31"))
    }

    @Test("the month picker does not go past the ends either")
    func pickerStops() {
        var state = Fixtures.state(selection: "9999-11-15")
        state.apply(.openMonthPicker)
        state.apply(.movePicker(months: 1))
        state.apply(.movePicker(months: 1))
        #expect(state.overlay == .monthPicker(YearMonth(year: 9999, month: 12)!))
        #expect(state.notice == CalendarState.yearLimitNotice)
    }

    @Test("g refuses a year outside 1583-9999 and says which years there are", arguments: [
        "0000-01-01", "0000-01", "1582-12-31", "10000", "march 0000", "0001 march",
    ])
    func goToRefuses(text: String) {
        var state = Fixtures.state(selection: "2026-02-16")
        state.apply(.startGoTo)
        for character in text { state.apply(.editGoTo(.insert(character))) }
        state.apply(.editGoTo(.submit))
        guard case .goTo(let prompt) = state.overlay else {
            Issue.record("\(text): the prompt closed and the selection is \(state.selection)")
            return
        }
        #expect(state.selection == Fixtures.date("2026-02-16"))
        #expect(prompt.error != nil)
    }

    @Test("g still goes to the first and last supported days")
    func goToTheEnds() {
        for text in ["1583-01-01", "9999-12-31"] {
            var state = Fixtures.state(selection: "2026-02-16")
            state.apply(.startGoTo)
            for character in text { state.apply(.editGoTo(.insert(character))) }
            state.apply(.editGoTo(.submit))
            #expect(state.selection == Fixtures.date(text))
            #expect(state.overlay == nil)
        }
    }

    @Test("no demand reaches outside the supported years, in either view")
    func demandsStayInside() {
        for (selection, mode) in [
            ("9999-12-31", ViewMode.week), ("9999-12-31", .month), ("1583-01-01", .week), ("1583-01-01", .month),
        ] {
            let state = Fixtures.state(selection: selection, mode: mode)
            let demand = state.demand
            for range in [demand.visible, demand.focus] {
                #expect(CivilDate.supportedDays.contains(range), "\(selection) \(mode): \(range)")
            }
        }
    }
}
