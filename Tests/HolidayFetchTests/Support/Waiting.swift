import HolidayFetch
import Testing

/// Waiting in tests for work that runs on other tasks.
enum Waiting {
    /// The fewest looks a wait takes before it gives up: in a loaded run (every suite in
    /// parallel on two threads) one sleep can outlast a whole timeout, and a wait that could
    /// not look has not waited.
    static let looks = 100

    /// Yields (and sleeps a little, in real time) until `condition` holds; false after
    /// `seconds` and `looks` looks. For real servers, real clocks and gates: work that is
    /// not paced by a `VirtualClock`.
    static func until(seconds: Double = 5, _ condition: () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var looks = 0
        while true {
            if await condition() { return true }
            looks += 1
            if ContinuousClock.now >= deadline, looks >= Self.looks { return false }
            await Task.yield()
            try? await Task.sleep(for: .microseconds(200))
        }
    }

    /// What the test can see of a fetcher at one moment.
    private struct Snapshot: Equatable {
        var events: Int
        var progress: FetchProgress?
        var sleepers: Int
        var now: Duration

        /// Nothing left to do at this time: every request sent has been answered and dealt
        /// with (the provider answers without waiting on the clock), and the rest waits for
        /// the clock, or there is no rest.
        var isAtRest: Bool {
            guard let progress else { return sleepers == 0 }
            return progress.inFlight == 0 && (sleepers > 0 || !progress.isLoading)
        }
    }

    /// Waits, in real time, until the fetcher is at rest at the clock's current time: what
    /// it can do now is done, and what is left waits for the clock. Records an issue and
    /// returns false if that takes more than `seconds` and `looks` looks (something is
    /// stuck).
    ///
    /// Deterministic, not a guess: a snapshot is taken before and after the fetcher has
    /// finished whatever turn it was in (`barrier`). A turn that sends a request also
    /// reports it (`inFlight`), one that is woken by the clock is missing from its sleepers
    /// until it sleeps again, and the fetcher reports its progress at the end of every
    /// turn; so two equal snapshots at rest mean no turn was under way or due.
    @discardableResult
    static func settle(
        _ fetcher: HolidayFetcher, events: EventRecorder, clock: VirtualClock, seconds: Double = 30,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        func snapshot() -> Snapshot {
            let all = events.all
            let progress = all.last { if case .progress = $0 { true } else { false } }
            var last: FetchProgress?
            if case .progress(let value) = progress { last = value }
            return Snapshot(events: all.count, progress: last, sleepers: clock.sleeperCount, now: clock.elapsed)
        }
        let deadline = ContinuousClock.now + .seconds(seconds)
        var after = snapshot()
        var looks = 0
        while true {
            let before = snapshot()
            await fetcher.barrier()
            after = snapshot()
            if before == after, after.isAtRest { return true }
            looks += 1
            if ContinuousClock.now >= deadline, looks >= Self.looks { break }
            await Task.yield()
            try? await Task.sleep(for: .microseconds(50))
        }
        Issue.record(
            "the fetcher did not come to rest in \(seconds) s at \(after.now) on the clock: \(after)",
            sourceLocation: sourceLocation)
        return false
    }

    /// Lets the fetcher come to rest, then moves the clock to its next wake-up, and so on,
    /// until `condition` holds (true) or `limit` of clock time has passed (false). The
    /// clock never passes a wake-up, so a request leaves exactly at its turn.
    static func advance(
        _ fetcher: HolidayFetcher, events: EventRecorder, clock: VirtualClock, limit: Duration,
        sourceLocation: SourceLocation = #_sourceLocation, until condition: () async -> Bool
    ) async -> Bool {
        let end = clock.now.advanced(by: limit)
        while await settle(fetcher, events: events, clock: clock, sourceLocation: sourceLocation) {
            if await condition() { return true }
            guard let next = clock.nextDeadline, next <= end else {
                clock.advance(to: end)
                guard await settle(fetcher, events: events, clock: clock, sourceLocation: sourceLocation) else {
                    return false
                }
                return await condition()
            }
            clock.advance(to: next)
        }
        return false
    }
}

extension HolidayFetcher {
    /// Returns once the fetcher has finished the turn it is in, if any.
    func barrier() {}
}
