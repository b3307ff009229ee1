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

    /// Moves the test clock forward in small steps, letting the fetcher react after each,
    /// until `condition` holds; false if `limit` of test time passes first.
    static func advance(
        _ clock: TestClock<Duration>, step: Duration = .milliseconds(50),
        limit: Duration = .seconds(300), until condition: () async -> Bool
    ) async -> Bool {
        var passed = Duration.zero
        while passed < limit {
            if await condition() { return true }
            await clock.advance(by: step)
            passed += step
            for _ in 0..<3 { await Task.yield() }
        }
        return await condition()
    }
}
