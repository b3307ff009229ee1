import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

/// What the server asks for when it refuses (`Retry-After`), what a late answer shows, and
/// `r` while either holds.
@Suite("Scheduling: Retry-After, late answers, r")
struct ServerWaitTests {
    let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
    let sixteenth = DateRange(day: TestDates.date("2026-02-16"))

    /// A harness whose first request for the 16th is refused with `Retry-After: seconds`.
    private func refusingOnce(retryAfter seconds: Int, isMetered: Bool = true) -> FetcherHarness {
        FetcherHarness(isMetered: isMetered, script: { range, region, earlier in
            if range.lowerBound == TestDates.date("2026-02-16"), earlier == 0 {
                return .failure(.rateLimited(retryAfterSeconds: seconds))
            }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
    }

    @Test func aHugeRetryAfterIsHonouredOnlyUpToTheBoundAndShown() async throws {
        let harness = refusingOnce(retryAfter: 999_999_999)
        let bound = RetryPolicy().maxRetryAfter
        await harness.fetcher.submit(february)
        #expect(await harness.settle())
        let waiting = try #require(harness.events.progress.last)
        #expect(waiting.waitAskedSeconds == 999_999_999)
        let left = try #require(waiting.secondsLeft)
        let boundSeconds = Double(bound.components.seconds)
        #expect(left > boundSeconds && left < boundSeconds + 40, "\(left)")
        // The fill goes on once the bound has passed, not in 31 years.
        #expect(await harness.advance(limit: bound * 2) { harness.provider.calls.count == 2 })
        let calls = harness.provider.calls
        try #require(calls.count >= 2)
        #expect(calls[1].range == sixteenth)
        #expect(calls[1].at >= bound && calls[1].at <= bound + .seconds(1), "\(calls[1].at)")
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.answeredDates.isSuperset(of: Set(february.focus)))
        #expect(harness.events.progress.last?.waitAskedSeconds == nil)
    }

    @Test func rTriesAgainAtOnceWhileTheServersWaitHolds() async {
        let harness = refusingOnce(retryAfter: 40)
        await harness.fetcher.submit(february)
        #expect(await harness.settle())
        #expect(harness.provider.calls.count == 1)
        #expect(harness.events.progress.last?.waitAskedSeconds == 40)
        var again = february
        again.retry = true
        await harness.fetcher.submit(again)
        // At the pace's next turn, not after the 40 s the server asked for.
        #expect(await harness.advance(limit: .seconds(5)) { harness.provider.calls.count == 2 })
        let calls = harness.provider.calls
        #expect(calls.last?.range == sixteenth)
        #expect((calls.last?.at ?? .seconds(99)) <= TokenBucket.interval(forRate: 1), "\(calls)")
        #expect(harness.events.progress.last?.waitAskedSeconds == nil)
    }

    @Test func aRateLimitThatPersistsOnAProviderWithoutQuotaIsNoSpentQuota() async throws {
        let harness = FetcherHarness(
            isMetered: false, script: { _, _, _ in .failure(.rateLimited(retryAfterSeconds: 2)) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let failure = try #require(harness.events.progress.last?.failure)
        #expect(failure.error == .rateLimited(retryAfterSeconds: 2))
        #expect(!failure.stopsProvider)
        #expect(!failure.description.lowercased().contains("quota"), "\(failure)")
        let sent = harness.provider.calls.count
        var again = february
        again.retry = true
        await harness.fetcher.submit(again)
        #expect(await harness.advance(limit: .seconds(5)) { harness.provider.calls.count > sent })
    }

    @Test func anAnswerThatIsLateHasNoTimeLeft() async throws {
        let gate = Gate()
        let harness = FetcherHarness(span: .year, isMetered: false, script: { range, region, _ in
            await gate.wait()
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await Waiting.until { harness.events.progress.last?.inFlight == 1 })
        let sent = try #require(harness.events.progress.last)
        #expect(sent.queued == 0)
        #expect((sent.secondsLeft ?? 0) > 0)
        // The fetcher waits on the clock for the answer to fall due; five seconds on, it is late.
        #expect(await Waiting.until { harness.clock.nextDeadline != nil })
        harness.clock.advance(to: harness.clock.now.advanced(by: .seconds(5)))
        #expect(await Waiting.until { harness.events.progress.last?.secondsLeft == nil })
        let late = try #require(harness.events.progress.last)
        #expect(late.inFlight == 1)
        gate.open()
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.progress.last?.secondsLeft == 0)
    }
}
