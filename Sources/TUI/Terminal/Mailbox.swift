import Dispatch
import Synchronization

/// Events for the UI thread, from the input thread, signal handlers (through the input
/// thread) and the holiday source. The UI thread sleeps in `wait` until one arrives: no
/// polling, so an idle calendar uses no CPU.
final class Mailbox: Sendable {
    private let events = Mutex<[TerminalEvent]>([])
    private let wakeup = DispatchSemaphore(value: 0)

    /// Adds an event; the first of a batch wakes the UI thread (the rest are taken with it,
    /// and no wake-up is left over for each).
    func post(_ event: TerminalEvent) {
        let first = events.withLock { pending in
            pending.append(event)
            return pending.count == 1
        }
        if first { wakeup.signal() }
    }

    /// Waits for events (at most `timeout` seconds when given) and takes all that are
    /// waiting; empty when the timeout passed first (or the events were taken already).
    func wait(timeout seconds: Double?) -> [TerminalEvent] {
        if let seconds {
            _ = wakeup.wait(timeout: .now() + .nanoseconds(Int(seconds * 1e9)))
        } else {
            wakeup.wait()
        }
        return take()
    }

    /// Takes the events waiting, without waiting. An event posted after this wakes the
    /// next `wait`; one taken here may leave a wake-up behind, which makes that `wait`
    /// return empty at once.
    func take() -> [TerminalEvent] {
        events.withLock { pending in
            guard !pending.isEmpty else { return [] }
            defer { pending = [] }
            return pending
        }
    }
}
