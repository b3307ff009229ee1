import Dispatch
import Synchronization

/// Events for the UI thread, from the input thread, signal handlers (through the input
/// thread) and the holiday source. The UI thread sleeps in `wait` until one arrives: no
/// polling, so an idle calendar uses no CPU.
final class Mailbox: Sendable {
    private let events = Mutex<[TerminalEvent]>([])
    private let wakeup = DispatchSemaphore(value: 0)

    func post(_ event: TerminalEvent) {
        events.withLock { $0.append(event) }
        wakeup.signal()
    }

    /// Waits for events (at most `timeout` seconds when given) and takes all that are
    /// waiting; empty when the timeout passed first.
    func wait(timeout seconds: Double?) -> [TerminalEvent] {
        if let seconds {
            _ = wakeup.wait(timeout: .now() + .nanoseconds(Int(seconds * 1e9)))
        } else {
            wakeup.wait()
        }
        return take()
    }

    /// Takes the events waiting, without waiting.
    ///
    /// The wake-ups of the events taken are consumed first, so the next `wait` sleeps
    /// unless something new arrives; an event posted meanwhile is taken now or by the next
    /// `wait`, never lost.
    func take() -> [TerminalEvent] {
        while wakeup.wait(timeout: .now()) == .success {}
        return events.withLock { pending in
            guard !pending.isEmpty else { return [] }
            defer { pending = [] }
            return pending
        }
    }
}
