import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing

/// Runs `body` on a thread of its own and returns its answer. When it has not answered
/// within `seconds`, the test fails (a read that blocks on a FIFO is a failure, not a hang):
/// a writer is then opened and closed on each of `fifos`, so that a reader blocked on one
/// sees its end and the thread finishes.
func withoutBlocking<Answer: Sendable>(
    seconds: Double = 5, unblocking fifos: [String], _ body: @escaping @Sendable () -> Answer
) -> Answer? {
    let answer = Mutex<Answer?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        let value = body()
        answer.withLock { $0 = value }
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else {
        Issue.record("blocked for \(seconds) s reading \(fifos)")
        for _ in 0..<10 {
            for fifo in fifos {
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            if done.wait(timeout: .now() + 0.5) == .success { break }
        }
        return nil
    }
    return answer.withLock { $0 }
}
