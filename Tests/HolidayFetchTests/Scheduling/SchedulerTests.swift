import Clocks
import HolidayFetch
import HolidayFetchCore
import HolidayKit
import Synchronization
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
        let gaps = zip(calls.dropFirst(), calls).map { $0.at - $1.at }
        #expect(gaps.allSatisfy { $0 >= interval - Waiting.lateness })
        // Never much later than its turn: 27 intervals, give or take the test's steps.
        #expect(calls.last!.at - calls.first!.at < interval * 27 + .milliseconds(200))
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

    @Test func aNewDemandDropsQueuedRequestsButKeepsTheAnswerInFlight() async {
        let gate = Gate()
        let harness = FetcherHarness(script: { range, region, _ in
            if range.lowerBound == TestDates.date("2026-02-16") { await gate.wait() }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await Waiting.until { harness.provider.calls.count == 1 })
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
        let harness = FetcherHarness(script: { range, region, earlier in
            if range.lowerBound == TestDates.date("2026-02-16"), earlier < 2 {
                return .failure(.server(status: 503))
            }
            return .success(ScriptedProvider.holidays(in: range, region: region))
        })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let attempts = harness.provider.calls.filter { $0.range.lowerBound == TestDates.date("2026-02-16") }
        #expect(attempts.count == 3)
        // Jitter 0: pauses of 0.5 s then 1 s at least, and never closer than the pace.
        #expect(attempts[1].at - attempts[0].at >= .milliseconds(500) - Waiting.lateness)
        #expect(attempts[2].at - attempts[1].at >= .seconds(1) - Waiting.lateness)
        #expect(harness.events.failed.isEmpty)
        #expect(harness.events.answeredDates.isSuperset(of: Set(february.focus)))
        let calls = harness.provider.calls
        #expect(zip(calls.dropFirst(), calls).allSatisfy { $0.at - $1.at >= interval - Waiting.lateness })
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
        #expect(await Waiting.until { harness.events.progress.contains { $0.inFlight == 1 } })
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
    @Test func nothingIsSentBeforeTheProviderIsReadyAndTheFirstTurnStartsAfterIt() async {
        let gate = PreparationGate()
        let provider = PreparingProvider(gate: gate)
        let events = EventRecorder(journal: Journal())
        let fetcher = HolidayFetcher(
            provider: provider, store: nil, clock: ContinuousClock(), now: { 0 },
            today: { TestDates.date("2026-02-01") }, events: events.sink)
        await fetcher.submit(TestDates.monthDemand("2026-02", selected: "2026-02-16"))
        try? await Task.sleep(for: .milliseconds(50))
        #expect(provider.calls.isEmpty)
        gate.open()
        #expect(await Waiting.until { provider.calls.count >= 1 })
        #expect(provider.calls.first == DateRange(day: TestDates.date("2026-02-16")))
    }

    @Test func aProviderThatCannotPrepareStopsWithItsReason() async {
        let provider = PreparingProvider(gate: nil, failure: .transportUnavailable("no libcurl"))
        let events = EventRecorder(journal: Journal())
        let fetcher = HolidayFetcher(
            provider: provider, store: nil, clock: ContinuousClock(), now: { 0 },
            today: { TestDates.date("2026-02-01") }, events: events.sink)
        await fetcher.submit(TestDates.monthDemand("2026-02", selected: "2026-02-16"))
        #expect(await Waiting.until { events.progress.last?.failure != nil })
        #expect(events.progress.last?.failure?.error == .transportUnavailable("no libcurl"))
        #expect(provider.calls.isEmpty)
        #expect(events.failedDates.count == 28)
    }
}

/// Lets a test decide when preparation finishes.
final class PreparationGate: Sendable {
    private let opened = Mutex(false)
    func open() { opened.withLock { $0 = true } }
    var isOpen: Bool { opened.withLock { $0 } }
}

/// A provider whose `prepare` waits for a gate (or fails), recording the ranges it is asked.
final class PreparingProvider: HolidayProvider {
    let descriptor = ProviderDescriptor(
        id: "preparing", displayName: "Preparing", span: .day, isMetered: true, defaultRate: 1000, needsKey: false)
    private let gate: PreparationGate?
    private let failure: ProviderError?
    private let asked = Mutex<[DateRange]>([])

    init(gate: PreparationGate?, failure: ProviderError? = nil) {
        self.gate = gate
        self.failure = failure
    }

    var calls: [DateRange] { asked.withLock { $0 } }

    func prepare() async throws(ProviderError) {
        if let failure { throw failure }
        while let gate, !gate.isOpen { try? await Task.sleep(for: .milliseconds(5)) }
    }

    func fetch(_ range: DateRange, region: String) async throws(ProviderError) -> [Holiday] {
        asked.withLock { $0.append(range) }
        return []
    }
}
