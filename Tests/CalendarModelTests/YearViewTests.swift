import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// The year view (`y`) and the week-number column (`W`): keys, paging by year, the ends of
/// the calendar, and what is asked of the holiday source.
@Suite("Year view")
struct YearViewTests {
    @Test("y opens the year view; y or w goes back to the view it was opened from")
    func entersAndLeaves() {
        var state = Fixtures.state(selection: "2026-12-31")
        state.apply(.key(.character("y")))
        #expect(state.mode == .year)
        state.apply(.key(.character("y")))
        #expect(state.mode == .month)

        state.apply(.key(.character("w")))
        #expect(state.mode == .week)
        state.apply(.key(.character("y")))
        #expect(state.mode == .year)
        state.apply(.key(.character("w")))
        #expect(state.mode == .week, "w leaves the year view for the week view it came from")
    }

    @Test("arrows move by day and week, Shift-arrows by month, across the year's end")
    func arrowsAndMonths() {
        var state = Fixtures.state(selection: "2026-12-31", mode: .year)
        state.apply(.key(.right))
        #expect(state.selection == Fixtures.date("2027-01-01"))
        #expect(state.mode == .year)
        state.apply(.key(.character("k")))
        #expect(state.selection == Fixtures.date("2026-12-25"))
        state.apply(.key(.shiftLeft))
        #expect(state.selection == Fixtures.date("2026-11-25"))
        state.apply(.key(.shiftRight))
        state.apply(.key(.shiftRight))
        #expect(state.selection == Fixtures.date("2027-01-25"))
    }

    @Test("PgUp PgDn, [ ], Shift-up/down and the wheel page by a year, keeping the day", arguments: [
        (Key.pageDown, 1), (.pageUp, -1), (.character("]"), 1), (.character("["), -1),
        (.shiftDown, 1), (.shiftUp, -1), (.wheelDown, 1), (.wheelUp, -1),
    ])
    func pagesByYear(key: Key, years: Int) {
        var state = Fixtures.state(selection: "2026-03-14", mode: .year)
        state.apply(.key(key))
        #expect(state.selection == CivilDate(year: 2026 + years, month: 3, day: 14))
    }

    @Test("a year's page from 29 February lands on 28 February")
    func leapDay() {
        var state = Fixtures.state(selection: "2028-02-29", mode: .year)
        state.apply(.page(1))
        #expect(state.selection == Fixtures.date("2029-02-28"))
    }

    @Test("Home and End go to the first and last day of the year")
    func edges() {
        var state = Fixtures.state(selection: "2026-06-15", mode: .year)
        state.apply(.key(.end))
        #expect(state.selection == Fixtures.date("2026-12-31"))
        state.apply(.key(.home))
        #expect(state.selection == Fixtures.date("2026-01-01"))
    }

    @Test("paging by year stops at 9999-12-31 and 1583-01-01 with the year-limit notice")
    func stopsAtTheEnds() {
        var state = Fixtures.state(selection: "9999-06-15", mode: .year)
        state.apply(.key(.character("]")))
        #expect(state.selection == Fixtures.date("9999-12-31"))
        #expect(state.notice == CalendarState.yearLimitNotice)
        state.apply(.select(Fixtures.date("1583-06-15")))
        #expect(state.notice == nil)
        state.apply(.key(.pageUp))
        #expect(state.selection == Fixtures.date("1583-01-01"))
        #expect(state.notice == CalendarState.yearLimitNotice)
    }

    @Test("the demand shows the whole year but focuses on the selected month, the day first")
    func demand() {
        var state = Fixtures.state(selection: "2026-12-31", mode: .month)
        let effects = state.apply(.key(.character("y")))
        let expected = FetchDemand(
            region: "US", visible: DateRange(Fixtures.date("2026-01-01"), Fixtures.date("2026-12-31")),
            focus: DateRange(Fixtures.date("2026-12-01"), Fixtures.date("2026-12-31")),
            priority: [Fixtures.date("2026-12-31")])
        #expect(state.demand == expected)
        #expect(effects.contains(.fetch(expected)), "the year is asked for once y is pressed")

        let next = state.apply(.key(.right))
        #expect(next.contains { if case .fetch(let demand) = $0 { demand.visible.years == 2027...2027 } else { false } })
        let year = state.demand.visible
        let within = state.apply(.key(.right))
        for case .fetch(let demand) in within {
            #expect(demand.visible == year, "a move within January 2027 keeps the year asked for")
            #expect(demand.focus == DateRange(Fixtures.date("2027-01-01"), Fixtures.date("2027-01-31")))
        }
        state.apply(.key(.enter))
        #expect(state.overlay == .dayDetails(scroll: 0), "Enter opens the pop-up in the year view")
    }

    @Test("the year view's demand stays inside the supported years")
    func demandClamped() {
        for selection in ["1583-01-01", "9999-12-31"] {
            let state = Fixtures.state(selection: selection, mode: .year)
            #expect(CivilDate.supportedDays.contains(state.demand.visible))
            #expect(state.demand.visible.count == 365)
        }
    }

    @Test("W shows and hides the week numbers, in every view")
    func weekNumbers() {
        var state = Fixtures.state()
        #expect(!state.showsWeekNumbers)
        state.apply(.key(.character("W")))
        #expect(state.showsWeekNumbers)
        state.apply(.key(.character("y")))
        state.apply(.key(.character("W")))
        #expect(!state.showsWeekNumbers)
    }

    @Test("a click in the year view selects the day, and on the selected day opens its pop-up")
    func clicks() {
        var state = Fixtures.state(selection: "2026-12-31", mode: .year)
        state.apply(.click(.date(Fixtures.date("2026-02-24"))))
        #expect(state.selection == Fixtures.date("2026-02-24"))
        #expect(state.overlay == nil)
        state.apply(.click(.date(Fixtures.date("2026-02-24"))))
        #expect(state.overlay == .dayDetails(scroll: 0))
        #expect(state.mode == .year)
    }
}
