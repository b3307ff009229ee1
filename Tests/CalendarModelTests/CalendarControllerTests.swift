import CalendarModel
import HolidayFetchCore
import HolidayKit
import Synchronization
import Testing

@Suite("Calendar controller")
struct CalendarControllerTests {
    @Test("the rule engine fills the visible grid before the first frame")
    func rulesFillAtOnce() {
        let controller = CalendarController(state: Fixtures.state(), source: .rules { region, range in
            [Holiday(date: CivilDate(year: 2026, month: 2, day: 16)!, name: "Washington's Birthday",
                     kind: .public, region: region)].filter { range.contains($0.date) }
        })
        #expect(controller.state.book.knows(controller.state.visibleRange))
        #expect(controller.state.book.holidays(on: Fixtures.date("2026-02-16")).count == 1)
        controller.handle(.page(1))
        #expect(controller.state.book.knows(controller.state.visibleRange))
    }

    @Test("a remote feed gets one demand per view change, the selected day first")
    func remoteDemands() {
        let feed = RecordingFeed()
        let controller = CalendarController(state: Fixtures.state(), source: .remote(feed))
        #expect(feed.demands.count == 1)
        #expect(feed.demands[0].priority.first == Fixtures.date("2026-02-16"))
        #expect(feed.demands[0].focus.count == 28)
        controller.handle(.toggleHelp)
        #expect(feed.demands.count == 1)  // nothing on screen changed
        controller.handle(.moveDays(1))
        #expect(feed.demands.count == 2)
        #expect(feed.demands[1].priority.first == Fixtures.date("2026-02-17"))
        controller.handle(.page(1))
        #expect(feed.demands.last?.focus.lowerBound == Fixtures.date("2026-03-01"))
        #expect(feed.demands.last?.refresh == false)
    }

    @Test("r retries what is missing, and refreshes everything only when nothing is")
    func reload() {
        let feed = RecordingFeed()
        let controller = CalendarController(state: Fixtures.state(), source: .remote(feed))
        let focus = controller.state.focusRange
        controller.handle(.fetched(.answered(region: "US", range: DateRange(focus.lowerBound, focus.lowerBound.adding(days: 9)), holidays: [])))
        controller.handle(Key.character("r"))
        #expect(feed.demands.count == 2)
        #expect(!feed.demands[1].refresh)
        #expect(feed.demands[1].visible == feed.demands[0].visible)

        controller.handle(.fetched(.answered(region: "US", range: focus, holidays: [])))
        controller.handle(Key.character("r"))
        #expect(feed.demands.count == 3)
        #expect(feed.demands[2].refresh)
    }

    @Test("switching region asks for the new region")
    func regionSwitch() {
        let feed = RecordingFeed()
        let controller = CalendarController(state: Fixtures.state(), source: .remote(feed))
        controller.handle(.openRegionPicker)
        controller.handle(.moveRegionPicker(1))
        controller.handle(.chooseRegion)
        #expect(feed.demands.last?.region == "EE")
    }

    @Test("the ordered feed delivers demands in the order they were submitted")
    func orderedFeed() async {
        let received = AsyncStream.makeStream(of: Int.self)
        let feed = OrderedDemandFeed { demand in
            received.continuation.yield(demand.priority.first!.day)
        }
        for day in 1...20 {
            let date = CivilDate(year: 2026, month: 3, day: day)!
            feed.submit(FetchDemand(region: "US", visible: DateRange(day: date), focus: DateRange(day: date), priority: [date]))
        }
        var days: [Int] = []
        for await day in received.stream {
            days.append(day)
            if days.count == 20 { break }
        }
        #expect(days == Array(1...20))
    }
}

@Suite("Business-day range in the controller")
struct RangeCountTests {
    @Test("v anchors a range; moving recounts it; Esc ends it")
    func counts() {
        let asked = RecordingCounter()
        let controller = CalendarController(
            state: Fixtures.state(selection: "2026-03-02"), source: .remote(RecordingFeed()),
            businessDays: asked.counter)
        controller.handle(.toggleRange)
        #expect(controller.state.rangeBusinessDays == 0)
        controller.handle(.moveDays(7))
        #expect(controller.state.rangeBusinessDays == 4)
        #expect(asked.calls.last == ["US", "2026-03-02", "2026-03-09"])
        controller.handle(.moveDays(-14))  // before the anchor: the range is ordered
        #expect(asked.calls.last == ["US", "2026-02-23", "2026-03-02"])
        controller.handle(.dismiss)
        #expect(controller.state.selectedRange == nil)
        #expect(controller.state.rangeBusinessDays == nil)
    }
}

/// A counter that records what it was asked and answers weekdays strictly between.
final class RecordingCounter: Sendable {
    private let recorded = Mutex<[[String]]>([])

    var calls: [[String]] { recorded.withLock { $0 } }

    var counter: BusinessDayCounter {
        { [self] region, from, to in
            recorded.withLock { $0.append([region, from.description, to.description]) }
            guard from < to else { return 0 }
            return DateRange(from.adding(days: 1), to).filter { $0.weekday != .saturday && $0.weekday != .sunday && $0 != to }.count
        }
    }
}
