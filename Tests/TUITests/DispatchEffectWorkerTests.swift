import CalendarModel
import Dispatch
import Synchronization
import Testing

@testable import TUI

/// The terminal's worker: a queue per lane, and a job asked again before it started skipped.
@Suite("Worker off the UI thread")
struct DispatchEffectWorkerTests {
    @Test("a job of a topic asked again before it started is skipped; the one running ends, the newest runs")
    func superseded() {
        let worker = DispatchEffectWorker()
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let ran = Mutex<[String]>([])
        // The first has started and keeps the lane busy until the gate opens; meanwhile the
        // same topic is asked twice.
        worker.run(.search) { started.signal(); gate.wait(); ran.withLock { $0.append("first") } }
        #expect(started.wait(timeout: .now() + 10) == .success)
        worker.run(.search) { ran.withLock { $0.append("second") } }
        worker.run(.search) { ran.withLock { $0.append("third") }; done.signal() }
        gate.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(ran.withLock { $0 } == ["first", "third"])
    }

    @Test("a long job holds up no other lane; in a lane, topics run in order, each bridge year its own")
    func lanes() {
        let worker = DispatchEffectWorker()
        let gate = DispatchSemaphore(value: 0)
        let bridgesDone = DispatchSemaphore(value: 0)
        let filterDone = DispatchSemaphore(value: 0)
        let ran = Mutex<[Int]>([])
        worker.run(.search) { gate.wait() }  // a search that does not end until the test says
        worker.run(.bridges(region: "EE", year: 2026)) { ran.withLock { $0.append(2026) } }
        worker.run(.bridges(region: "EE", year: 2027)) { ran.withLock { $0.append(2027) }; bridgesDone.signal() }
        worker.run(.regionFilter) { filterDone.signal() }
        #expect(filterDone.wait(timeout: .now() + 10) == .success)
        #expect(bridgesDone.wait(timeout: .now() + 10) == .success)
        #expect(ran.withLock { $0 } == [2026, 2027])
        gate.signal()
    }
}
