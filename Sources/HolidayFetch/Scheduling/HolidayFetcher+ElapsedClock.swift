extension HolidayFetcher {
    /// The fetcher's view of an injected clock: time as a duration since the fetcher started,
    /// and sleeping until such a time. Opening `any Clock<Duration>` once here lets the rest of
    /// the code do plain `Duration` arithmetic.
    struct ElapsedClock: Sendable {
        /// Time since the clock was wrapped.
        let now: @Sendable () -> Duration
        /// Sleeps until `now()` reaches the given time; throws when the task is cancelled.
        let sleep: @Sendable (_ until: Duration) async throws -> Void

        init(_ clock: any Clock<Duration>) {
            self = Self.wrapping(clock)
        }

        /// A task that runs `body` when `now()` reaches `time`, unless cancelled first.
        func task(at time: Duration, _ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
            let sleep = sleep
            return Task {
                do {
                    try await sleep(time)
                } catch {
                    return
                }
                await body()
            }
        }

        private init(
            now: @escaping @Sendable () -> Duration,
            sleep: @escaping @Sendable (Duration) async throws -> Void
        ) {
            self.now = now
            self.sleep = sleep
        }

        private static func wrapping<C: Clock<Duration>>(_ clock: C) -> ElapsedClock {
            let origin = clock.now
            return ElapsedClock(
                now: { origin.duration(to: clock.now) },
                sleep: { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) })
        }
    }
}
