import Clocks

/// Waiting in tests for work that runs on other tasks.
enum Waiting {
    /// Yields (and sleeps a little, in real time) until `condition` holds; false after
    /// about `seconds`.
    static func until(seconds: Double = 5, _ condition: () async -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if await condition() { return true }
            await Task.yield()
            try? await Task.sleep(for: .microseconds(200))
        }
        return await condition()
    }

    /// The test clock moves in steps of this much.
    static let step = Duration.milliseconds(50)

    /// How late a provider call can record its time: the fetcher's task may get a thread
    /// only after the clock has taken another step (in a loaded run, with every suite in
    /// parallel on two cores). Spacing checks allow this much; the bucket's arithmetic
    /// itself is checked exactly in TokenBucketTests.
    static let lateness = step

    /// Moves the test clock forward in small steps, letting the fetcher react after each,
    /// until `condition` holds; false if `limit` of test time passes first.
    static func advance(
        _ clock: TestClock<Duration>, step: Duration = Waiting.step,
        limit: Duration = .seconds(300), until condition: () async -> Bool
    ) async -> Bool {
        var passed = Duration.zero
        while passed < limit {
            if await condition() { return true }
            await clock.advance(by: step)
            passed += step
            for _ in 0..<3 { await Task.yield() }
            // A little real time too, so tasks the fetcher started can run first.
            try? await Task.sleep(for: .microseconds(100))
        }
        return await condition()
    }
}
