import HolidayCache
import HolidayFetch
import HolidayEngine
import Testing

@Suite("Fetcher: read-through cache")
struct ReadThroughTests {
    let february = TestDates.monthDemand("2026-02", selected: "2026-02-16")

    static func seeded(_ range: DateRange, fetchedAt: Int64) -> (RecordingStore) -> Void {
        { store in
            store.seed(
                FetcherHarness.key(), range: range,
                holidays: ScriptedProvider.holidays(in: range, region: "US"), fetchedAt: fetchedAt)
        }
    }

    @Test func aCoveredFreshMonthCostsNoRequest() async throws {
        let harness = FetcherHarness(prepare: Self.seeded(february.visible, fetchedAt: FetcherHarness.now - 3600))
        await harness.fetcher.submit(february)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.isEmpty)
        #expect(harness.events.answered == [february.visible])
        #expect(harness.events.holidays.map(\.name) == ["Scripted 2026-02-16"])
        let progress = try #require(harness.events.progress.last)
        #expect(progress.doneDays == 28 && progress.totalDays == 28 && !progress.isLoading)
    }

    @Test func staleFutureDatesAreShownThenFetchedAgain() async {
        let month = Int64(31 * 86_400)
        let harness = FetcherHarness(
            today: TestDates.date("2026-02-10"),
            prepare: Self.seeded(february.focus, fetchedAt: FetcherHarness.now - month))
        await harness.fetcher.submit(february)
        // The old answer is shown at once...
        #expect(harness.events.answered.first == february.focus)
        #expect(await harness.advanceUntilIdle())
        // ...and only the future days, past their time to live, are asked again.
        let asked = Set(harness.provider.calls.map(\.range.lowerBound))
        #expect(asked == Set(TestDates.range("2026-02-10", "2026-02-28")))
        #expect(harness.events.failed.isEmpty)
    }

    @Test func refreshFetchesTheFocusAgain() async {
        let harness = FetcherHarness(prepare: Self.seeded(february.visible, fetchedAt: FetcherHarness.now))
        var refresh = february
        refresh.refresh = true
        await harness.fetcher.submit(refresh)
        #expect(await harness.advanceUntilIdle())
        #expect(Set(harness.provider.calls.map(\.range.lowerBound)) == Set(february.focus))
    }

    @Test func aMoveWithinTheMonthKeepsARefreshGoing() async {
        let harness = FetcherHarness(prepare: Self.seeded(february.visible, fetchedAt: FetcherHarness.now))
        var refresh = february
        refresh.refresh = true
        await harness.fetcher.submit(refresh)
        #expect(await harness.advance { harness.provider.calls.count == 3 })
        // The next arrow key: the same month with another selected day, and no refresh.
        var moved = february
        moved.priority = [TestDates.date("2026-02-25")]
        await harness.fetcher.submit(moved)
        #expect(await harness.advanceUntilIdle())
        let asked = harness.provider.calls.map(\.range.lowerBound)
        // Every day once: the refresh went on, and what it had refreshed was not asked again.
        #expect(asked.count == 28)
        #expect(Set(asked) == Set(february.focus))
        #expect(asked.dropFirst(3).first == TestDates.date("2026-02-25"))
        // Refreshed, the month is fresh again: another move asks nothing.
        moved.priority = [TestDates.date("2026-02-03")]
        await harness.fetcher.submit(moved)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == 28)
    }

    @Test func leavingTheMonthEndsItsRefresh() async {
        let harness = FetcherHarness(
            prepare: Self.seeded(TestDates.range("2026-01-26", "2026-04-12"), fetchedAt: FetcherHarness.now))
        var refresh = february
        refresh.refresh = true
        await harness.fetcher.submit(refresh)
        #expect(await harness.advance { harness.provider.calls.count == 3 })
        let sent = harness.provider.calls.count
        await harness.fetcher.submit(TestDates.monthDemand("2026-03", selected: "2026-03-20"))
        await harness.run(for: .seconds(5))
        await harness.fetcher.submit(february)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == sent)
    }

    @Test func eachAnswerIsStoredBeforeItIsReported() async {
        let harness = FetcherHarness()
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        let journal = harness.store.journal.all
        #expect(harness.store.writes == 28)
        for day in february.focus {
            let range = DateRange(day: day)
            let stored = journal.firstIndex(of: "stored \(range)")
            let answered = journal.firstIndex(of: "answered \(range)")
            #expect(stored != nil && answered != nil && stored! < answered!)
        }
        // A second look at the month asks nothing.
        let calls = harness.provider.calls.count
        await harness.fetcher.submit(february)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == calls)
    }

    @Test func aFailingStoreIsReportedOnceAndTheFallbackTakesOver() async {
        let harness = FetcherHarness(prepare: { $0.setFailing(true) })
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 28)
        #expect(harness.events.answeredDates == Set(february.focus))
        #expect(harness.fallback.writes == 28)
        // Answers kept in the fallback are not asked for again.
        await harness.fetcher.submit(february)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == 28)
        #expect(harness.events.notices.count == 1)
        #expect(harness.events.notices.first?.contains("cache") == true)
    }

    /// Seeds February and March (their whole grids) as answered now.
    static var twoMonths: (RecordingStore) -> Void { seeded(TestDates.range("2026-01-26", "2026-04-12"), fetchedAt: FetcherHarness.now) }

    @Test func aCacheThatCannotBeWrittenIsStillRead() async {
        let harness = FetcherHarness(prepare: Self.seeded(february.focus, fetchedAt: FetcherHarness.now))
        harness.store.setFailing(reads: false, writes: true)
        let march = TestDates.monthDemand("2026-03", selected: "2026-03-20")
        await harness.fetcher.submit(march)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 31)
        // The answers the file refused are kept in memory...
        #expect(harness.fallback.writes == 31)
        // ...and what the file holds is still read: February costs nothing, nor does March again.
        await harness.fetcher.submit(february)
        await harness.run(for: .seconds(5))
        await harness.fetcher.submit(march)
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == 31)
        #expect(harness.events.holidays.filter { $0.date == TestDates.date("2026-02-16") }.count == 1)
        #expect(harness.events.holidays.filter { $0.date == TestDates.date("2026-03-16") }.count == 2)
        #expect(harness.events.notices.count == 1)
    }

    @Test func aReadThatFailsOnceDoesNotGiveUpTheCache() async {
        let harness = FetcherHarness(prepare: Self.twoMonths)
        harness.store.setFailing(reads: true, writes: false)
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 28)
        harness.store.setFailing(false)
        await harness.fetcher.submit(TestDates.monthDemand("2026-03", selected: "2026-03-20"))
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == 28)
        #expect(harness.events.notices.count == 1)
    }

    @Test func readsThatKeepFailingGiveUpTheCacheForTheSession() async {
        let harness = FetcherHarness(prepare: Self.twoMonths)
        harness.store.setFailing(reads: true, writes: false)
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        // Answered since the first failure, February is served from memory meanwhile.
        for _ in 1..<3 {
            await harness.fetcher.submit(february)
            await harness.run(for: .seconds(2))
        }
        #expect(harness.provider.calls.count == 28)
        // Three failed reads in a row: the file is no longer asked, even once it recovers.
        harness.store.setFailing(false)
        await harness.fetcher.submit(TestDates.monthDemand("2026-03", selected: "2026-03-20"))
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 28 + 31)
        #expect(harness.events.notices.count == 1)
    }

    @Test func withoutAnyStoreWorkStillGoesOn() async {
        let clock = VirtualClock()
        let events = EventRecorder()
        let store = RecordingStore()
        store.setFailing(true)
        let fetcher = HolidayFetcher(
            provider: ScriptedProvider(span: .days(max: 30), clock: clock), store: store,
            clock: clock, now: { FetcherHarness.now }, today: { TestDates.date("2026-02-01") },
            events: events.sink)
        await fetcher.submit(february)
        #expect(await Waiting.advance(fetcher, events: events, clock: clock, limit: .seconds(60)) {
            events.progress.last?.isLoading == false
        })
        #expect(events.answeredDates.isSuperset(of: Set(february.focus)))
        #expect(events.notices.count == 1)
    }

    @Test func aYearProviderFetchesTheYearOnceForEveryMonthOfIt() async {
        let harness = FetcherHarness(span: .year, isMetered: false, rate: 2)
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.map(\.range) == [DateRange.year2026])
        await harness.fetcher.submit(TestDates.monthDemand("2026-06", selected: "2026-06-16"))
        await harness.run(for: .seconds(5))
        #expect(harness.provider.calls.count == 1)
        #expect(harness.events.holidays.contains { $0.date == TestDates.date("2026-06-16") })
    }

    @Test func aRangeProviderFillsFebruaryWithOneRequest() async {
        let harness = FetcherHarness(span: .days(max: 30))
        await harness.fetcher.submit(february)
        #expect(await harness.advanceUntilIdle())
        #expect(harness.provider.calls.count == 1)
        #expect(harness.provider.calls.first.map { $0.range.contains(february.focus) } == true)
    }
}
