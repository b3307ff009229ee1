import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Effects: what apply asks for")
struct EffectTests {
    private let loading = FetchProgress(
        doneDays: 3, totalDays: 28, inFlight: 1, queued: 24, requestsPerSecond: 1, secondsLeft: 25)
    private let done = FetchProgress(
        doneDays: 28, totalDays: 28, inFlight: 0, queued: 0, requestsPerSecond: 1, secondsLeft: 0)

    @Test("start asks for the holidays on screen, the region's profile, and to be woken when the date changes")
    func start() {
        var state = Fixtures.state()
        #expect(state.apply(.start) == [
            .fetch(state.demand), .describeRegion(code: "US"), .wake(.dateChange(from: Fixtures.date("2026-02-16"))),
        ])
        #expect(state.apply(.toggleHelp).isEmpty)
    }

    @Test("a move asks for the new demand once; what does not change the view asks nothing")
    func demands() {
        var state = Fixtures.state()
        state.apply(.start)
        let moved = state.apply(.moveDays(1))
        #expect(moved == [.fetch(state.demand)])
        #expect(state.demand.priority == [Fixtures.date("2026-02-17")])
        #expect(state.apply(.fetched(.answered(region: "US", range: state.visibleRange, holidays: []))).isEmpty)
        #expect(state.apply(.key(.character("?"))).isEmpty)
    }

    @Test("loading asks for the spinner's turns; each tick asks for the next; the end asks for midnight")
    func wakeUps() {
        var state = Fixtures.state()
        state.apply(.start)
        #expect(state.apply(.fetched(.progress(loading))) == [.wake(.after(CalendarState.spinnerInterval))])
        #expect(state.apply(.tick(today: state.today)) == [.wake(.after(CalendarState.spinnerInterval))])
        #expect(state.fetch.spinnerPhase == 1)
        #expect(state.apply(.fetched(.progress(loading))).isEmpty)  // already asked for
        #expect(state.apply(.fetched(.progress(done))) == [.wake(.dateChange(from: state.today))])
        #expect(state.apply(.tick(today: state.today)) == [.wake(.dateChange(from: state.today))])
        #expect(state.fetch.spinnerPhase == 1)
    }

    @Test("a tick on a new date moves today and asks for the next midnight")
    func midnight() {
        var state = Fixtures.state()
        state.apply(.start)
        let tomorrow = Fixtures.date("2026-02-17")
        #expect(state.apply(.tick(today: tomorrow)) == [.wake(.dateChange(from: tomorrow))])
        #expect(state.today == tomorrow)
        #expect(state.selection == Fixtures.date("2026-02-16"))
    }

    @Test("a click goes through the binding: selects, opens the selected day, nothing under a pane")
    func clicks() {
        var state = Fixtures.state()
        state.apply(.start)
        #expect(state.apply(.click(.date(Fixtures.date("2026-02-20")))) == [.fetch(state.demand)])
        #expect(state.selection == Fixtures.date("2026-02-20"))
        state.apply(.click(.date(Fixtures.date("2026-02-20"))))
        #expect(state.overlay == .dayDetails(scroll: 0))
        #expect(KeyBindings.intent(for: .date(Fixtures.date("2026-02-03")), in: state) == nil)
        state.apply(.click(.date(Fixtures.date("2026-02-03"))))
        #expect(state.selection == Fixtures.date("2026-02-20"))
    }

    @Test("q and Ctrl-L ask the terminal to quit and to redraw")
    func quitAndRedraw() {
        var state = Fixtures.state()
        state.apply(.start)
        #expect(state.apply(.key(.character("q"))) == [.quit])
        #expect(state.apply(.key(.redraw)) == [.redraw])
    }

    @Test("a range asks for its count when it changes, and takes only the count of the range shown")
    func rangeCount() {
        var state = Fixtures.state(selection: "2026-03-02")
        state.apply(.start)
        let day = DateRange(day: Fixtures.date("2026-03-02"))
        #expect(state.apply(.toggleRange) == [.countBusinessDays(region: "US", range: day)])
        state.apply(.businessDaysCounted(region: "US", range: day, count: 0))
        #expect(state.rangeBusinessDays == 0)
        let week = DateRange(Fixtures.date("2026-03-02"), Fixtures.date("2026-03-09"))
        #expect(state.apply(.moveDays(7)) == [.fetch(state.demand), .countBusinessDays(region: "US", range: week)])
        #expect(state.rangeBusinessDays == nil)
        state.apply(.businessDaysCounted(region: "US", range: day, count: 9))  // an old answer
        #expect(state.rangeBusinessDays == nil)
        state.apply(.businessDaysCounted(region: "US", range: week, count: 4))
        #expect(state.rangeBusinessDays == 4)
    }
}
