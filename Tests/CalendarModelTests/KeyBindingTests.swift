import CalendarModel
import HolidayEngine
import Testing

@Suite("Key bindings")
struct KeyBindingTests {
    private func press(_ keys: [Key], on state: CalendarState) -> CalendarState {
        pressed(keys, on: state).state
    }

    /// The state after `keys`, and every effect they asked for.
    private func pressed(_ keys: [Key], on state: CalendarState) -> (state: CalendarState, effects: [CalendarEffect]) {
        var state = state
        var effects: [CalendarEffect] = []
        for key in keys { effects += state.apply(.key(key)) }
        return (state, effects)
    }

    @Test("arrows and vim keys move the same way")
    func arrowsAndVim() {
        let start = Fixtures.state()
        #expect(press([.right, .down], on: start).selection == press([.character("l"), .character("j")], on: start).selection)
        #expect(press([.left, .up], on: start).selection == press([.character("h"), .character("k")], on: start).selection)
        #expect(press([.pageDown], on: start).selection == Fixtures.date("2026-03-16"))
        #expect(press([.character("]")], on: start).selection == Fixtures.date("2026-03-16"))
        #expect(press([.shiftLeft], on: start).selection == Fixtures.date("2026-01-16"))
        #expect(press([.character("[")], on: start).selection == Fixtures.date("2026-01-16"))
    }

    @Test("? opens help, Esc closes it, and keys do not move the calendar meanwhile")
    func help() {
        let opened = press([.character("?")], on: Fixtures.state())
        #expect(opened.overlay == .help)
        let stillThere = press([.right, .down], on: opened)
        #expect(stillThere.selection == opened.selection)
        #expect(press([.escape], on: opened).overlay == nil)
    }

    @Test("Enter opens the day's pane; left and right move the day while it stays open")
    func details() {
        let opened = press([.enter], on: Fixtures.state())
        #expect(opened.overlay == .dayDetails(scroll: 0))
        let moved = press([.right], on: opened)
        #expect(moved.selection == Fixtures.date("2026-02-17"))
        #expect(moved.overlay == .dayDetails(scroll: 0))
        #expect(press([.escape], on: moved).overlay == nil)
    }

    @Test("g, a date, Enter jumps; bad input stays in the prompt with a message")
    func goTo() {
        let typed = press([.character("g")] + "2027-03-15".map { .character($0) } + [.enter], on: Fixtures.state())
        #expect(typed.selection == Fixtures.date("2027-03-15"))
        #expect(typed.overlay == nil)

        let bad = press([.character("g")] + "2026-02-30".map { .character($0) } + [.enter], on: Fixtures.state())
        #expect(bad.selection == Fixtures.date("2026-02-16"))
        guard case .goTo(let prompt) = bad.overlay else {
            Issue.record("prompt closed")
            return
        }
        #expect(prompt.error != nil)
        // q is text in the prompt, not quit.
        #expect(!pressed([.character("q")], on: bad).effects.contains(.quit))
    }

    @Test("M picks a month and year")
    func monthPicker() {
        let picked = press([.character("M"), .right, .right, .pageDown, .enter], on: Fixtures.state())
        #expect(picked.selection == Fixtures.date("2027-04-16"))
        #expect(picked.overlay == nil)
    }

    @Test("c switches region and drops what was known about the old one")
    func regionPicker() {
        var state = Fixtures.state()
        state.apply(.fetched(.answered(region: "US", range: state.visibleRange, holidays: [])))
        #expect(state.book.knows(state.visibleRange))
        state = press([.character("c"), .down, .enter], on: state)
        #expect(state.region == Fixtures.ee)
        #expect(state.book.region == "EE")
        #expect(!state.book.knows(state.visibleRange))
    }

    @Test("L cycles the region's languages, then English; each asks for the names again")
    func language() {
        var start = Fixtures.state()
        start.region = RegionChoice(code: "CH", name: "Switzerland", languages: ["de", "fr", "it"])
        start.apply(.start)
        var (state, effects) = pressed([.character("L")], on: start)
        #expect(state.language == "fr")
        #expect(state.notice == "names in fr (L: de, fr, it, en)")
        #expect(effects.contains(.fetch(state.demand)))
        #expect(state.demand.language == "fr")
        (state, effects) = pressed([.character("L"), .character("L"), .character("L")], on: state)
        #expect(state.language == "de")
        // A language the region does not have (--language nl) counts as its main one.
        start.language = "nl"
        #expect(press([.character("L")], on: start).language == "fr")
        var us = Fixtures.state()
        us.apply(.start)
        (state, effects) = pressed([.character("L")], on: us)
        #expect(state.notice == "United States has names in en only")
        #expect(state.language == "en")
    }

    @Test("v anchors a range that follows the selection; Esc ends it")
    func range() {
        let state = press([.character("v"), .right, .right, .down], on: Fixtures.state(selection: "2026-03-02"))
        #expect(state.selectedRange == DateRange(Fixtures.date("2026-03-02"), Fixtures.date("2026-03-11")))
        #expect(press([.escape], on: state).selectedRange == nil)
    }

    @Test("Esc with a pane open over a range closes the pane and keeps the range; a second Esc ends it")
    func escapeClosesThePaneFirst() {
        let range = DateRange(Fixtures.date("2026-03-02"), Fixtures.date("2026-03-04"))
        for pane in [[Key.enter], [.character("?")], [.character("g")], [.character("M")]] {
            let open = press([.character("v"), .right, .right] + pane, on: Fixtures.state(selection: "2026-03-02"))
            #expect(open.overlay != nil, "\(pane)")
            let once = press([.escape], on: open)
            #expect(once.overlay == nil, "\(pane)")
            #expect(once.selectedRange == range, "\(pane)")
            #expect(press([.escape], on: once).selectedRange == nil, "\(pane)")
        }
    }

    @Test("q quits from the calendar, but only closes a pane")
    func quit() {
        #expect(pressed([.character("q")], on: Fixtures.state()).effects.contains(.quit))
        let fromHelp = pressed([.character("?"), .character("q")], on: Fixtures.state())
        #expect(!fromHelp.effects.contains(.quit))
        #expect(fromHelp.state.overlay == nil)
    }
}

@Suite("Key bindings in the week view")
struct WeekKeyBindingTests {
    @Test("PgDn moves a week, Shift-→ a month, in the week view")
    func pagesAndMonths() {
        var state = Fixtures.state(selection: "2026-02-16", mode: .week)
        state.apply(KeyBindings.intent(for: .pageDown, in: state)!)
        #expect(state.selection == Fixtures.date("2026-02-23"))
        state.apply(KeyBindings.intent(for: .shiftRight, in: state)!)
        #expect(state.selection == Fixtures.date("2026-03-23"))
        state.apply(KeyBindings.intent(for: .shiftLeft, in: state)!)
        #expect(state.selection == Fixtures.date("2026-02-23"))
    }
}

@Suite("Mouse wheel")
struct WheelTests {
    @Test("the wheel pages the calendar, scrolls the day pane and the region list, and leaves other panes alone")
    func wheel() {
        let state = Fixtures.state()
        #expect(KeyBindings.intent(for: .wheelDown, in: state) == .page(1))
        var details = state
        details.apply(.showDetails)
        #expect(KeyBindings.intent(for: .wheelDown, in: details) == .scrollDetails(1))
        for opened in [CalendarIntent.toggleHelp, .startGoTo, .openMonthPicker] {
            var pane = state
            pane.apply(opened)
            #expect(KeyBindings.intent(for: .wheelUp, in: pane) == nil)
        }
        var regions = state
        regions.apply(.openRegionPicker)
        #expect(KeyBindings.intent(for: .wheelUp, in: regions) == .moveRegionPicker(-1))
    }
}

@Suite("Mouse click")
struct ClickTests {
    @Test("a click selects a day; a click on the selected day opens its pane")
    func activate() {
        var state = Fixtures.state(selection: "2026-02-16")
        state.apply(.activate(Fixtures.date("2026-02-18")))
        #expect(state.selection == Fixtures.date("2026-02-18"))
        #expect(state.overlay == nil)
        state.apply(.activate(Fixtures.date("2026-02-18")))
        #expect(state.selection == Fixtures.date("2026-02-18"))
        #expect(state.overlay == .dayDetails(scroll: 0))
        // With the pane open, a click on another day shows that day in it.
        state.apply(.activate(Fixtures.date("2026-03-01")))
        #expect(state.selection == Fixtures.date("2026-03-01"))
        #expect(state.grid.month == YearMonth(year: 2026, month: 3))
        #expect(state.overlay == .dayDetails(scroll: 0))
    }
}
