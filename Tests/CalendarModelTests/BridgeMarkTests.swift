import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Bridge marks: b asks for the bridges of the years on screen")
struct BridgeMarkTests {
    /// Fri 2 Jan 2026 joins New Year's Day to the weekend; Mon 9 and Tue 10 Nov 2026 join
    /// the weekend to Veterans Day.
    private let newYear = Bridge(leave: [Fixtures.date("2026-01-02")], joined: DateRange(Fixtures.date("2026-01-01"), Fixtures.date("2026-01-04")))
    private let veterans = Bridge(
        leave: [Fixtures.date("2026-11-09"), Fixtures.date("2026-11-10")],
        joined: DateRange(Fixtures.date("2026-11-07"), Fixtures.date("2026-11-11")))

    @Test("b asks for the year on screen once, and again after being hidden and shown")
    func asksPerYear() {
        var state = Fixtures.state(selection: "2026-01-15")
        state.apply(.start)
        // January's grid starts on Mon 29 Dec 2025: its bridges are drawn too.
        let both: [CalendarEffect] = [.findBridges(region: "US", year: 2025), .findBridges(region: "US", year: 2026)]
        #expect(state.apply(.key(.character("b"))) == both)
        #expect(state.apply(.moveDays(1)).contains(.findBridges(region: "US", year: 2026)) == false)
        #expect(state.apply(.bridgesFound(region: "US", year: 2026, bridges: [newYear, veterans])).isEmpty)
        #expect(state.apply(.key(.character("b"))).isEmpty)
        #expect(state.bridges == nil)
        #expect(state.apply(.key(.character("b"))) == both)
    }

    @Test("a week over New Year asks for both years; the next year's month asks for that year")
    func yearsOnScreen() {
        var state = Fixtures.state(selection: "2026-12-30", mode: .week)
        state.apply(.start)
        #expect(state.apply(.toggleBridges) == [
            .findBridges(region: "US", year: 2026), .findBridges(region: "US", year: 2027),
        ])
        state.apply(.toggleMode)
        #expect(state.apply(.page(1)).filter { if case .findBridges = $0 { true } else { false } }.isEmpty)
        #expect(state.apply(.page(12)).contains(.findBridges(region: "US", year: 2028)))
    }

    @Test("in the year view the marks and the list cover the whole year")
    func yearView() {
        var state = Fixtures.state(selection: "2026-11-10")
        state.apply(.start)
        state.apply(.key(.character("y")))
        #expect(state.apply(.toggleBridges) == [.findBridges(region: "US", year: 2026)])
        state.apply(.bridgesFound(region: "US", year: 2026, bridges: [newYear, veterans]))
        #expect(state.visibleBridges == [newYear, veterans])
        state.apply(.key(.character("y")))
        #expect(state.visibleBridges == [veterans])
    }

    @Test("the selected day's bridge and the bridges of the month, best first")
    func lookups() {
        var state = Fixtures.state(selection: "2026-11-10")
        state.apply(.start)
        state.apply(.toggleBridges)
        state.apply(.bridgesFound(region: "US", year: 2026, bridges: [newYear, veterans]))
        #expect(state.selectedBridge == veterans)
        #expect(state.visibleBridges == [veterans])
        state.apply(.moveDays(1))
        #expect(state.selectedBridge == nil)
        state.apply(.moveMonths(-10))
        #expect(state.visibleBridges == [newYear])
        #expect(state.selectedBridge == nil)
        state.apply(.select(Fixtures.date("2026-01-02")))
        #expect(state.selectedBridge == newYear)
    }

    @Test("another region drops the old bridges and asks for its own; answers for another region are ignored")
    func regions() {
        var state = Fixtures.state(selection: "2026-11-10")
        state.apply(.start)
        state.apply(.toggleBridges)
        state.apply(.bridgesFound(region: "US", year: 2026, bridges: [veterans]))
        state.apply(.openRegionPicker)
        state.apply(.moveRegionPicker(1))
        #expect(state.apply(.chooseRegion).contains(.findBridges(region: "EE", year: 2026)))
        #expect(state.selectedBridge == nil)
        state.apply(.bridgesFound(region: "US", year: 2026, bridges: [veterans]))
        #expect(state.selectedBridge == nil)
        state.apply(.bridgesFound(region: "EE", year: 2026, bridges: nil))
        #expect(state.bridges?.cannotPlan == true)
    }

    @Test("the controller answers with its finder, and without one the year cannot be planned")
    func controller() {
        let found = [veterans]
        let controller = CalendarController(
            state: Fixtures.state(selection: "2026-11-10"), source: RecordingSource(),
            services: .answering(findBridges: { region, year in region == "US" && year == 2026 ? found : nil }))
        controller.start { _ in }
        controller.handle(.toggleBridges)
        #expect(controller.state.selectedBridge == veterans)
        let bare = CalendarController(state: Fixtures.state(selection: "2026-11-10"), source: RecordingSource(), services: .answering())
        bare.start { _ in }
        bare.handle(.toggleBridges)
        #expect(bare.state.bridges?.cannotPlan == true)
    }
}
