import HolidayFetch
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Scheduling: pace, order, merging, dropping, retries, stopping")
struct SchedulerTests {
    let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
    let march = TestDates.monthDemand("2026-03", selected: "2026-03-20")
    let interval = TokenBucket.interval(forRate: 1)

    @Test func theSelectedDayGoesFirstAndRequestsKeepTheirDistance() async {
        let harness = FetcherHarness()
        await harness.fetcher.submit(february)
        #expect(await harness.advance { harness.provider.calls.count == 28 })
        let calls = harness.provider.calls
        #expect(calls.first?.range == DateRange(day: TestDates.date("2026-02-16")))
        #expect(calls.first?.at == .zero)
        let rest = calls.dropFirst().map(\.range.lowerBound)
        #expect(rest == rest.sorted())
        #expect(Set(calls.map(\.range.lowerBound)) == Set(february.focus))
        // Each request leaves exactly at its turn: never sooner, never later.
        let gaps = zip(calls.dropFirst(), calls).map { $0.at - $1.at }
        #expect(gaps.allSatisfy { $0 == interval }, "\(gaps)")
        #expect(calls.last?.at == interval * 27)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.answeredDates.isSuperset(of: Set(february.focus)))
        #expect(harness.events.failed.isEmpty)
    }

    @Test func identicalRequestsAreMergedAcrossRepeatedDemands() async {
        let harness = FetcherHarness()
        await harness.fetcher.submit(february)
        #expect(await harness.advance { harness.provider.calls.count == 3 })
        // The view re-sends the demand with another selected day (an arrow key).
        var moved = february
        moved.priority = [TestDates.date("2026-02-25")]
        await harness.fetcher.submit(moved)
        await harness.fetcher.submit(moved)
        #expect(await harness.advanceUntilIdle())
        let calls = harness.provider.calls
        #expect(calls.count == 28)
        #expect(Set(calls.map(\.range)).count == 28)
        #expect(calls[3].range == DateRange(day: TestDates.date("2026-02-25")))
    }

    /// A harness given February, whose request for the 16th (the first sent) waits for
    /// `gate`; returns once that request is in flight.
    private func holdingTheSixteenth(until gate: Gate) async -> FetcherHarness {
        let harness = FetcherHarness(script: { range, region, _ in
            if range.lowerBound == TestDates.date("2026-02-16") { await gate.wait() }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await Waiting.until { harness.provider.calls.count == 1 })
        return harness
    }

    @Test func aDateInFlightIsNotAskedAgainByTheNextDemand() async {
        let gate = Gate()
        let harness = await holdingTheSixteenth(until: gate)
        // An arrow key while the 16th is still being asked: the same month again.
        var moved = february
        moved.priority = [TestDates.date("2026-02-17")]
        await harness.fetcher.submit(moved)
        gate.open()
        #expect(await harness.advanceUntilIdle())
        let asked = harness.provider.calls.map(\.range.lowerBound)
        #expect(asked.filter { $0 == TestDates.date("2026-02-16") }.count == 1, "\(asked)")
        #expect(asked.count == 28)
        #expect(asked.dropFirst().first == TestDates.date("2026-02-17"))
    }

    @Test func atMostFourRequestsAreInFlight() async throws {
        // No pace at all, and no answer until the gate opens: only the limit holds them.
        let gate = Gate()
        let harness = FetcherHarness(rate: .infinity, script: { range, region, _ in
            await gate.wait()
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await Waiting.until { harness.events.progress.contains { $0.inFlight > 0 } })
        await harness.fetcher.barrier()
        let sending = try #require(harness.events.progress.last)
        #expect(sending.inFlight == 4 && sending.queued == 24, "\(sending)")
        gate.open()
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 28)
        #expect(harness.events.progress.allSatisfy { $0.inFlight <= 4 })
    }

    @Test func aNewDemandDropsQueuedRequestsButKeepsTheAnswerInFlight() async {
        let gate = Gate()
        let harness = await holdingTheSixteenth(until: gate)
        await harness.fetcher.submit(march)
        gate.open()
        #expect(await harness.advanceUntilIdle())
        let asked = harness.provider.calls.map(\.range.lowerBound)
        #expect(asked.first == TestDates.date("2026-02-16"))
        #expect(asked.filter { $0.month == 2 }.count == 1)
        #expect(Set(asked.dropFirst()) == Set(march.focus))
        #expect(asked[1] == TestDates.date("2026-03-20"))
        // The answer paid for is stored and reported.
        let feb16 = DateRange(day: TestDates.date("2026-02-16"))
        #expect(harness.events.answered.contains(feb16))
        #expect(harness.events.holidays.contains { $0.date == feb16.lowerBound })
        #expect(harness.store.journal.all.contains("stored \(feb16)"))
    }

    @Test func serverErrorsAreRetriedWithGrowingPauses() async {
        // Ten requests a second: the pauses (0.5 s, 1 s) are longer than the pace, so they
        // show.
        let harness = FetcherHarness(rate: 10, script: { range, region, earlier in
            if range.lowerBound == TestDates.date("2026-02-16"), earlier < 2 {
                return .failure(.server(status: 503))
            }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        let interval = TokenBucket.interval(forRate: 10)
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let attempts = harness.provider.calls.filter { $0.range.lowerBound == TestDates.date("2026-02-16") }
        #expect(attempts.count == 3)
        // Jitter 0: pauses of 0.5 s then 1 s, each ending at the first turn after it.
        let pauses = zip(attempts.dropFirst(), attempts).map { $0.at - $1.at }
        #expect(pauses.count == 2)
        for (pause, least) in zip(pauses, [Duration.milliseconds(500), .seconds(1)]) {
            #expect(pause >= least && pause < least + interval, "\(pauses)")
        }
        #expect(harness.events.failed.isEmpty)
        #expect(harness.events.answeredDates.isSuperset(of: Set(february.focus)))
        let calls = harness.provider.calls
        #expect(zip(calls.dropFirst(), calls).allSatisfy { $0.at - $1.at == interval })
    }

    @Test func retriesAreBoundedThenTheDemandFails() async {
        let harness = FetcherHarness(script: { _, _, _ in .failure(.server(status: 503)) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let calls = harness.provider.calls
        let perDate = Dictionary(grouping: calls, by: \.range).mapValues(\.count)
        #expect(perDate[DateRange(day: TestDates.date("2026-02-16"))] == 4)
        #expect(perDate.values.allSatisfy { $0 <= 4 })
        #expect(harness.events.failedDates == Set(february.focus))
        #expect(harness.events.failed.allSatisfy { $0.failure.error == .server(status: 503) })
        #expect(harness.events.progress.last?.failure?.error == .server(status: 503))
        await harness.run(for: .seconds(60))
        #expect(harness.provider.calls.count == calls.count)
        // A new demand (or `r`) tries again.
        var again = february
        again.refresh = true
        await harness.fetcher.submit(again)
        #expect(await harness.advance { harness.provider.calls.count > calls.count })
    }

    /// Exactly the failures `FetchFailure.stopsProvider` names stop the fetcher.
    @Test(arguments: [
        ProviderError.unauthorized, .quotaExhausted, .unsupportedRegion("US"), .transportUnavailable("no libcurl"),
    ])
    func aFailureThatStopsTheProviderStopsTheFetcher(error: ProviderError) async {
        #expect(FetchFailure(provider: "Scripted", error: error).stopsProvider)
        let harness = FetcherHarness(script: { _, _, _ in .failure(error) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 1)
        #expect(harness.events.failedDates == Set(february.focus))
        #expect(harness.events.progress.last?.failure == FetchFailure(provider: "Scripted", error: error))
        // Later demands, even `r`, report the failure and send nothing.
        var again = march
        again.refresh = true
        await harness.fetcher.submit(again)
        await harness.run(for: .seconds(10))
        #expect(harness.provider.calls.count == 1)
        #expect(harness.events.failedDates.isSuperset(of: Set(march.focus)))
        #expect(harness.events.progress.last?.failure?.error == error)
    }

    @Test func aRateLimitThatPersistsIsTakenForASpentQuota() async {
        let harness = FetcherHarness(script: { _, _, _ in .failure(.rateLimited(retryAfterSeconds: nil)) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let perDate = Dictionary(grouping: harness.provider.calls, by: \.range).mapValues(\.count)
        #expect(perDate[DateRange(day: TestDates.date("2026-02-16"))] == 4)
        #expect(harness.events.progress.last?.failure?.error == .quotaExhausted)
        #expect(harness.events.failedDates == Set(february.focus))
        let sent = harness.provider.calls.count
        await harness.fetcher.submit(march)
        await harness.run(for: .seconds(10))
        #expect(harness.provider.calls.count == sent)
    }

    @Test func aRateLimitSlowsEveryRequestDown() async {
        let harness = FetcherHarness(script: { range, region, earlier in
            if range.lowerBound == TestDates.date("2026-02-16"), earlier == 0 {
                return .failure(.rateLimited(retryAfterSeconds: 3))
            }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await harness.advance { harness.provider.calls.count == 2 })
        let calls = harness.provider.calls
        #expect(calls[1].at >= .seconds(3))
        #expect(calls[1].range == DateRange(day: TestDates.date("2026-02-16")))
    }

    @Test func unreachableFailsTheDemandUntilTheNextOne() async {
        let harness = FetcherHarness(script: { _, _, _ in .failure(.unreachable("Connection refused")) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 1)
        #expect(harness.events.failedDates == Set(february.focus))
        #expect(harness.events.progress.last?.failure?.error == .unreachable("Connection refused"))
        await harness.run(for: .seconds(30))
        #expect(harness.provider.calls.count == 1)
        var retry = february
        retry.refresh = true
        await harness.fetcher.submit(retry)
        #expect(await harness.advance { harness.provider.calls.count == 2 })
    }

    @Test func aBadAnswerFailsOnlyItsOwnDays() async {
        let harness = FetcherHarness(script: { range, region, _ in
            if range.lowerBound == TestDates.date("2026-02-16") { return .failure(.malformed("garbage")) }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 28)
        #expect(harness.events.failedDates == [TestDates.date("2026-02-16")])
        #expect(harness.events.progress.last?.failure == nil)
        #expect(harness.events.progress.last?.doneDays == 27)
    }

    @Test func progressCountsDaysAndEstimatesTheTimeLeft() async throws {
        let harness = FetcherHarness()
        await harness.fetcher.submit(february)
        // Reported at once, before the provider is ready: everything queued.
        let queued = try #require(harness.events.progress.first)
        #expect(queued.totalDays == 28 && queued.doneDays == 0)
        #expect(queued.inFlight + queued.queued == 28)
        #expect(await harness.settle())
        let first = try #require(harness.events.progress.first { $0.inFlight == 1 })
        #expect(first.totalDays == 28)
        #expect(first.doneDays == 0)
        #expect(first.queued == 27)
        #expect(first.requestsPerSecond == 1)
        let left = try #require(first.secondsLeft)
        #expect(left > 27 && left < 28.5)
        #expect(await harness.advanceUntilIdle())
        let last = try #require(harness.events.progress.last)
        #expect(last.doneDays == 28)
        #expect(last.queued == 0 && last.inFlight == 0)
        #expect(last.secondsLeft == 0)
        let done = harness.events.progress.map(\.doneDays)
        #expect(done == done.sorted())
    }
}

/// The provider is prepared (libcurl loaded) before the first request takes its turn.
@Suite("Preparing the provider")
struct PreparationTests {
    let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")
    let interval = TokenBucket.interval(forRate: 1)
    /// How long preparing takes on the clock: less than the pace's interval, so a first
    /// turn counted from the demand instead of from readiness would show.
    static let preparing = Duration.milliseconds(400)

    @Test func nothingIsSentBeforeTheProviderIsReadyAndTheFirstTurnStartsAfterIt() async throws {
        let harness = FetcherHarness(preparation: { clock in
            try? await clock.sleep(for: Self.preparing)
            return .success(())
        })
        await harness.fetcher.submit(february)
        // At rest while the provider prepares: asleep on the clock, nothing sent.
        #expect(await harness.settle())
        #expect(harness.provider.preparedAt == [.zero])
        #expect(harness.provider.calls.isEmpty)
        let waiting = try #require(harness.events.progress.last)
        #expect(waiting.inFlight == 0 && waiting.queued == 28)
        #expect(await harness.advance { harness.provider.calls.count == 2 })
        let calls = harness.provider.calls
        // The first request leaves the moment the provider is ready, the second a full
        // interval after it.
        #expect(calls[0].range == DateRange(day: TestDates.date("2026-02-16")))
        #expect(calls[0].at == Self.preparing)
        #expect(calls[1].at == Self.preparing + interval)
        #expect(harness.provider.preparedAt == [.zero])
    }

    @Test func aProviderThatCannotPrepareStopsWithItsReason() async {
        let harness = FetcherHarness(preparation: { _ in .failure(.transportUnavailable("no libcurl")) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.events.progress.last?.failure?.error == .transportUnavailable("no libcurl"))
        #expect(harness.provider.calls.isEmpty)
        #expect(harness.events.failedDates == Set(february.focus))
        // Stopped for the session: a later demand does not prepare or send again.
        await harness.fetcher.submit(TestDates.monthDemand("2026-03", selected: "2026-03-20"))
        await harness.run(for: .seconds(10))
        #expect(harness.provider.preparedAt == [.zero])
        #expect(harness.provider.calls.isEmpty)
    }
}
