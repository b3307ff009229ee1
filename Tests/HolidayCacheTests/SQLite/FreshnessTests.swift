import HolidayCache
import HolidayEngine
import Testing

/// The time to live applied to what the SQLite store reads back, with an explicit clock.
@Suite("Freshness of stored answers")
struct FreshnessTests {
    private let policy = FreshnessPolicy(timeToLiveDays: 30)
    private let today = day("2026-02-21")
    private let fetchedAt: Int64 = 1_770_000_000
    private let day30: Int64 = 30 * 86_400

    /// The stored span covering `date`, read back from a file.
    private func storedSpan(
        covering date: CivilDate, in store: SQLiteHolidayStore
    ) throws -> CoveredSpan {
        let slice = try store.slice(Fixture.nagerEE, in: DateRange(day: date))
        return try #require(slice.covered.first)
    }

    @Test func pastDatesNeverExpire() throws {
        try withTemporaryDirectory { directory in
            let store = try SQLiteHolidayStore(path: directory + "/cache.sqlite")
            try store.store(Fixture.nagerEE, range: days("2026-01-01", "2026-03-31"), holidays: [], fetchedAt: fetchedAt)
            let yesterday = day("2026-02-20")
            let span = try storedSpan(covering: yesterday, in: store)
            #expect(policy.isFresh(yesterday, coveredBy: span, today: today, now: fetchedAt + 10 * 365 * 86_400))
        }
    }

    @Test func futureDatesExpireAfterTheTimeToLive() throws {
        try withTemporaryDirectory { directory in
            let store = try SQLiteHolidayStore(path: directory + "/cache.sqlite")
            try store.store(Fixture.nagerEE, range: days("2026-01-01", "2026-03-31"), holidays: [], fetchedAt: fetchedAt)
            for date in [today, day("2026-03-15")] {
                let span = try storedSpan(covering: date, in: store)
                #expect(policy.isFresh(date, coveredBy: span, today: today, now: fetchedAt))
                #expect(policy.isFresh(date, coveredBy: span, today: today, now: fetchedAt + day30 - 1))
                #expect(!policy.isFresh(date, coveredBy: span, today: today, now: fetchedAt + day30))
            }
        }
    }

    @Test func refreshedFutureDayIsFreshAgainBesideStaleDays() throws {
        try withTemporaryDirectory { directory in
            let store = try SQLiteHolidayStore(path: directory + "/cache.sqlite")
            try store.store(Fixture.nagerEE, range: days("2026-03-01", "2026-03-31"), holidays: [], fetchedAt: fetchedAt)
            let later = fetchedAt + day30 + 100
            let refreshed = day("2026-03-10")
            try store.store(Fixture.nagerEE, range: DateRange(day: refreshed), holidays: [], fetchedAt: later)
            let reopened = try SQLiteHolidayStore(path: directory + "/cache.sqlite")
            #expect(policy.isFresh(refreshed, coveredBy: try storedSpan(covering: refreshed, in: reopened), today: today, now: later))
            let neighbour = day("2026-03-11")
            #expect(!policy.isFresh(neighbour, coveredBy: try storedSpan(covering: neighbour, in: reopened), today: today, now: later))
        }
    }

    /// Out-of-range numbers are clamped, never a crash: the command line checks its own
    /// range, but the policy must be safe on its own.
    @Test func extremeTimesToLiveAndFetchTimesDoNotTrap() {
        #expect(FreshnessPolicy(timeToLiveDays: .max).timeToLive == .max)
        #expect(FreshnessPolicy(timeToLiveDays: 200_000_000_000_000).timeToLive == .max)
        #expect(FreshnessPolicy(timeToLiveDays: -3).timeToLive == 0)
        #expect(FreshnessPolicy(timeToLiveDays: .min).timeToLive == 0)
        let future = day("2026-06-01")
        let ancient = CoveredSpan(range: DateRange(day: future), fetchedAt: .min)
        #expect(!FreshnessPolicy(timeToLiveDays: .max).isFresh(future, coveredBy: ancient, today: today, now: .max))
        // An answer stamped in the future (a clock that was wrong) counts as fresh.
        let ahead = CoveredSpan(range: DateRange(day: future), fetchedAt: .max)
        #expect(policy.isFresh(future, coveredBy: ahead, today: today, now: .min))
    }

    @Test func timeToLiveIsConfigurable() {
        let span = CoveredSpan(range: DateRange(day: day("2026-06-01")), fetchedAt: 0)
        #expect(FreshnessPolicy(timeToLiveDays: 1).isFresh(day("2026-06-01"), coveredBy: span, today: today, now: 86_399))
        #expect(!FreshnessPolicy(timeToLiveDays: 1).isFresh(day("2026-06-01"), coveredBy: span, today: today, now: 86_400))
        #expect(FreshnessPolicy().timeToLive == 30 * 86_400)
    }
}
