import CalendarModel
import Dispatch
import HolidayFetchCore
import HolidayEngine
import Synchronization
import Testing

/// The controller started on a worker: computations run there, keys are handled while
/// they do, and their answers come back through the owner as intents.
@Suite("Controller with a worker")
struct WorkerControllerTests {
    /// A worker that runs each job on a thread of Dispatch's, in no order.
    final class ThreadWorker: EffectWorker {
        let started = Mutex<[CalendarEffect.Topic]>([])

        func run(_ topic: CalendarEffect.Topic, _ job: @escaping @Sendable () -> Void) {
            started.withLock { $0.append(topic) }
            DispatchQueue.global().async(execute: job)
        }
    }

    /// A closed gate the service waits at, until the test opens it.
    final class Gate: Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let reached = DispatchSemaphore(value: 0)

        /// Called by the service: says it has begun, then waits to be let through (at most
        /// 10 s, so that a controller that waits for its service fails the test rather than
        /// hanging it).
        func pass() {
            reached.signal()
            _ = semaphore.wait(timeout: .now() + 10)
        }

        /// Waits (at most 10 s) until the service has begun.
        func waitUntilReached() -> Bool { reached.wait(timeout: .now() + 10) == .success }

        func open() { semaphore.signal() }
    }

    /// What the controller delivered, for the test to hand in as the event loop does.
    final class Inbox: Sendable {
        private let intents = Mutex<[CalendarIntent]>([])
        private let arrived = DispatchSemaphore(value: 0)

        func deliver(_ intent: CalendarIntent) {
            intents.withLock { $0.append(intent) }
            arrived.signal()
        }

        /// Takes what was delivered, once one of the intents is `wanted` (or 10 s passed).
        func take(until wanted: (CalendarIntent) -> Bool) -> [CalendarIntent] {
            let deadline = DispatchTime.now() + 10
            while !intents.withLock({ $0.contains(where: wanted) }),
                  arrived.wait(timeout: deadline) == .success {}
            return intents.withLock { taken in
                defer { taken = [] }
                return taken
            }
        }
    }

    private static func isSearchAnswer(_ intent: CalendarIntent) -> Bool {
        if case .searchAnswered = intent { return true }
        return false
    }

    private func controller(searching gate: Gate) -> (CalendarController, Inbox, ThreadWorker) {
        let match = HolidaySearch.Match(holiday: Fixtures.holiday("2026-07-04", "Independence Day"), wrapped: false)
        let controller = CalendarController(
            state: Fixtures.state(), source: RecordingSource(),
            services: .answering(searchHolidays: { _ in
                gate.pass()
                return .found(match)
            }))
        let inbox = Inbox()
        let worker = ThreadWorker()
        controller.start(on: worker) { inbox.deliver($0) }
        return (controller, inbox, worker)
    }

    private func searchIndependence(on controller: CalendarController) {
        controller.handle(.key(.character("/")))
        for character in "independence" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.enter))
    }

    @Test("a search that does not end holds up no key; its answer, once handed in, moves the selection")
    func searchDoesNotBlock() {
        let gate = Gate()
        let (controller, inbox, worker) = controller(searching: gate)
        searchIndependence(on: controller)  // returns while the search waits at the gate
        #expect(gate.waitUntilReached())
        #expect(worker.started.withLock { $0 } == [.regionProfile, .search])
        #expect(controller.state.searchInProgress != nil)
        controller.handle(.key(.character("?")))
        #expect(controller.state.overlay == .help)
        controller.handle(.key(.character("?")))
        #expect(controller.state.selection == Fixtures.date("2026-02-16"))
        gate.open()
        let answers = inbox.take(until: Self.isSearchAnswer)
        #expect(answers.filter(Self.isSearchAnswer).count == 1)
        for answer in answers { controller.handle(answer) }
        #expect(controller.state.selection == Fixtures.date("2026-07-04"))
    }

    @Test("a move while a search is worked out: the move is answered at once, the late answer dropped")
    func moveWhileSearching() {
        let gate = Gate()
        let (controller, inbox, _) = controller(searching: gate)
        searchIndependence(on: controller)
        #expect(gate.waitUntilReached())
        controller.handle(.key(.character("l")))
        #expect(controller.state.selection == Fixtures.date("2026-02-17"))
        gate.open()
        for answer in inbox.take(until: Self.isSearchAnswer) { controller.handle(answer) }
        #expect(controller.state.selection == Fixtures.date("2026-02-17"))
        #expect(controller.state.searchMatch == nil)
    }

    @Test("the picker's list and filter come back from the worker; Enter typed before them chooses when they come")
    func pickerOnWorker() {
        let controller = CalendarController(
            state: CalendarState(today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Fixtures.us),
            source: RecordingSource(),
            services: .answering(listRegions: { [Fixtures.us, Fixtures.ee] }))
        let inbox = Inbox()
        controller.start(on: ThreadWorker()) { inbox.deliver($0) }
        controller.handle(.key(.character("c")))
        for character in "eesti" { controller.handle(.key(.character(character))) }
        controller.handle(.key(.enter))
        #expect(controller.state.region.code == "US")
        // The list, then the filter it asks for, then the choice.
        for intent in inbox.take(until: { if case .regionsListed = $0 { true } else { false } }) {
            controller.handle(intent)
        }
        #expect(controller.state.region.code == "US")
        for intent in inbox.take(until: { if case .regionsFiltered = $0 { true } else { false } }) {
            controller.handle(intent)
        }
        #expect(controller.state.region.code == "EE")
        #expect(controller.state.overlay == nil)
    }
}
