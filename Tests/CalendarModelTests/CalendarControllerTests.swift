import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Synchronization
import Testing

@Suite("Calendar controller")
struct CalendarControllerTests {
    @Test("starting sends the first demand, the selected day first, and hands back the wake-up")
    func start() {
        let source = RecordingSource()
        let controller = CalendarController(state: Fixtures.state(), source: source, services: .answering())
        #expect(source.demands.isEmpty)
        let effects = controller.start { _ in }
        #expect(source.demands.count == 1)
        #expect(source.demands[0].priority.first == Fixtures.date("2026-02-16"))
        #expect(source.demands[0].focus.count == 28)
        #expect(effects == [.wake(.dateChange(from: Fixtures.date("2026-02-16")))])
    }

    @Test("the source gets one demand per view change")
    func demands() {
        let source = RecordingSource()
        let controller = CalendarController(state: Fixtures.state(), source: source, services: .answering())
        controller.start { _ in }
        controller.handle(.toggleHelp)
        controller.handle(.toggleHelp)
        #expect(source.demands.count == 1)  // nothing on screen changed
        controller.handle(.moveDays(1))
        #expect(source.demands.count == 2)
        #expect(source.demands[1].priority.first == Fixtures.date("2026-02-17"))
        controller.handle(.key(.pageDown))
        #expect(source.demands.last?.focus.lowerBound == Fixtures.date("2026-03-01"))
        #expect(source.demands.last?.refresh == false)
    }

    @Test("what the source learns comes back as intents, through the owner")
    func answers() {
        let source = RecordingSource()
        let controller = CalendarController(state: Fixtures.state(), source: source, services: .answering())
        let delivered = Mutex<[CalendarIntent]>([])
        controller.start { intent in delivered.withLock { $0.append(intent) } }
        let range = controller.state.visibleRange
        source.deliver(.answered(region: "US", range: range, holidays: []))
        let intents = delivered.withLock { $0 }
        #expect(intents == [.fetched(.answered(region: "US", range: range, holidays: []))])
        #expect(!controller.state.book.knows(range))  // not until the owner hands it in
        for intent in intents { controller.handle(intent) }
        #expect(controller.state.book.knows(range))
    }

    @Test("r retries what is missing, and refreshes everything only when nothing is")
    func reload() {
        let source = RecordingSource()
        let controller = CalendarController(state: Fixtures.state(), source: source, services: .answering())
        controller.start { _ in }
        let focus = controller.state.focusRange
        controller.handle(.fetched(.answered(region: "US", range: DateRange(focus.lowerBound, focus.lowerBound.adding(days: 9)), holidays: [])))
        controller.handle(.key(.character("r")))
        #expect(source.demands.count == 2)
        #expect(!source.demands[1].refresh)
        #expect(source.demands[1].visible == source.demands[0].visible)

        controller.handle(.fetched(.answered(region: "US", range: focus, holidays: [])))
        controller.handle(.key(.character("r")))
        #expect(source.demands.count == 3)
        #expect(source.demands[2].refresh)
        controller.handle(.moveDays(1))  // the refresh is not sent again with the next move
        #expect(source.demands.last?.refresh == false)
    }

    @Test("switching region asks for the new region")
    func regionSwitch() {
        let source = RecordingSource()
        let controller = CalendarController(state: Fixtures.state(), source: source, services: .answering())
        controller.start { _ in }
        controller.handle(.openRegionPicker)
        controller.handle(.moveRegionPicker(1))
        controller.handle(.chooseRegion)
        #expect(source.demands.last?.region == "EE")
    }

    @Test("the terminal's effects are handed back; the model's are carried out")
    func terminalEffects() {
        let controller = CalendarController(state: Fixtures.state(), source: RecordingSource(), services: .answering())
        controller.start { _ in }
        #expect(controller.handle(.key(.character("q"))) == [.quit])
        #expect(controller.handle(.key(.redraw)) == [.redraw])
        #expect(controller.handle(.key(.character("v"))).isEmpty)  // the count is the controller's
    }
}

@Suite("Business-day range in the controller")
struct RangeCountTests {
    @Test("v anchors a range; moving recounts it; Esc ends it")
    func counts() {
        let asked = RecordingCounter()
        let controller = CalendarController(
            state: Fixtures.state(selection: "2026-03-02"), source: RecordingSource(),
            services: .answering(countBusinessDays: asked.counter))
        controller.start { _ in }
        controller.handle(.toggleRange)
        #expect(controller.state.rangeBusinessDays == 0)
        controller.handle(.moveDays(7))
        #expect(controller.state.rangeBusinessDays == 4)
        #expect(asked.calls.last == ["US", "2026-03-02", "2026-03-09"])
        let calls = asked.calls.count
        controller.handle(.toggleHelp)  // the range did not change: not counted again
        controller.handle(.toggleHelp)
        #expect(asked.calls.count == calls)
        controller.handle(.moveDays(-14))  // before the anchor: the range is ordered
        #expect(asked.calls.last == ["US", "2026-02-23", "2026-03-02"])
        controller.handle(.openRegionPicker)
        controller.handle(.moveRegionPicker(1))
        controller.handle(.chooseRegion)  // another region counts its own holidays
        #expect(asked.calls.last == ["EE", "2026-02-23", "2026-03-02"])
        controller.handle(.dismiss)
        #expect(controller.state.selectedRange == nil)
        #expect(controller.state.rangeBusinessDays == nil)
    }
}

/// A counter that records what it was asked and answers weekdays strictly between.
final class RecordingCounter: Sendable {
    private let recorded = Mutex<[[String]]>([])

    var calls: [[String]] { recorded.withLock { $0 } }

    var counter: CalendarServices.BusinessDayCounter {
        { [self] region, from, to in
            recorded.withLock { $0.append([region, from.description, to.description]) }
            guard from < to else { return 0 }
            return DateRange(from.adding(days: 1), to).filter { $0.weekday != .saturday && $0.weekday != .sunday && $0 != to }.count
        }
    }
}
