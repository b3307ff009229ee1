import Synchronization

/// A clock whose time moves only when the test moves it, and which tells the test who is
/// asleep on it and until when.
///
/// `Waiting.advance` moves it straight to the next wake-up once the fetcher has done all it
/// can at the current time, so the fetcher reads the same times on every run however the
/// threads are scheduled. (swift-clocks' `TestClock` moves by steps the test chooses and
/// does not tell when its sleepers are due, so a step could pass a turn, or come before the
/// fetcher had taken it.)
final class VirtualClock: Clock {
    /// A time on the clock: how long after the clock was made.
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var sleeps = 0
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// Time since the clock was made.
    var elapsed: Duration { now.offset }

    /// How many tasks are asleep on the clock now.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// When the first of them is due.
    var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    /// How many sleeps were asked for since the clock was made.
    var sleepCount: Int { state.withLock { $0.sleeps } }

    /// Returns once the test has moved the clock to `deadline` or past it (at once if it is
    /// there already); throws `CancellationError` when the task is cancelled first.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.sleeps += 1
            return state.sleeps
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Registered under the lock, in the sleeping task itself: once the task is
                // suspended, the test sees it.
                let now: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time to `instant` (never back) and wakes the sleepers due by then, the
    /// earliest first.
    func advance(to instant: Instant) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
