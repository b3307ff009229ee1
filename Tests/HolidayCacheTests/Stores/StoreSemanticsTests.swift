import HolidayCache
import HolidayEngine
import Testing

/// What every `HolidayStore` promises, checked on both stores.
@Suite("Store semantics (memory and SQLite)")
struct StoreSemanticsTests {
    private let key = Fixture.nagerEE
    private let february = days("2026-02-01", "2026-02-28")

    @Test(arguments: StoreKind.allCases)
    func storedAnswerReadsBackIdentical(kind: StoreKind) throws {
        try kind.withStore { store in
            let holidays = Fixture.holidays(in: february)
            try store.store(key, range: february, holidays: holidays, fetchedAt: 1_000)
            let slice = try store.slice(key, in: february)
            #expect(slice.covered == [CoveredSpan(range: february, fetchedAt: 1_000)])
            #expect(slice.holidays == holidays)
            #expect(slice.holidays.contains { $0.observedOf != nil })
            #expect(slice.holidays.contains { $0.details != nil })
        }
    }

    @Test(arguments: StoreKind.allCases)
    func emptyAnswerIsCovered(kind: StoreKind) throws {
        try kind.withStore { store in
            try store.store(key, range: february, holidays: [], fetchedAt: 7)
            let slice = try store.slice(key, in: february)
            #expect(slice.covered == [CoveredSpan(range: february, fetchedAt: 7)])
            #expect(slice.holidays.isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func nothingStoredMeansNothingCovered(kind: StoreKind) throws {
        try kind.withStore { store in
            let slice = try store.slice(key, in: february)
            #expect(slice == CachedSlice(covered: [], holidays: []))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func sliceIsClippedToTheQuery(kind: StoreKind) throws {
        try kind.withStore { store in
            try store.store(key, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 5)
            let week = days("2026-01-28", "2026-02-03")
            let slice = try store.slice(key, in: week)
            #expect(slice.covered == [span("2026-02-01", "2026-02-03", at: 5)])
            #expect(slice.holidays == Fixture.holidays(in: days("2026-02-01", "2026-02-03")))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func newAnswerReplacesTheHolidaysOfItsRangeOnly(kind: StoreKind) throws {
        try kind.withStore { store in
            let january = days("2026-01-01", "2026-01-31")
            try store.store(key, range: january, holidays: Fixture.holidays(in: january), fetchedAt: 1)
            let middle = days("2026-01-10", "2026-01-20")
            let fresh = Fixture.holidays(in: middle, tag: " (new)")
            try store.store(key, range: middle, holidays: fresh, fetchedAt: 2)

            let slice = try store.slice(key, in: january)
            #expect(slice.covered == [
                span("2026-01-01", "2026-01-09", at: 1), span("2026-01-10", "2026-01-20", at: 2),
                span("2026-01-21", "2026-01-31", at: 1),
            ])
            let expected = Fixture.holidays(in: days("2026-01-01", "2026-01-09")) + fresh
                + Fixture.holidays(in: days("2026-01-21", "2026-01-31"))
            #expect(slice.holidays == expected)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func emptyAnswerRemovesEarlierHolidaysOfItsRange(kind: StoreKind) throws {
        try kind.withStore { store in
            try store.store(key, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            let week = days("2026-02-08", "2026-02-14")
            try store.store(key, range: week, holidays: [], fetchedAt: 2)
            #expect(try store.slice(key, in: week).holidays.isEmpty)
            #expect(try store.slice(key, in: week).covered == [CoveredSpan(range: week, fetchedAt: 2)])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func holidaysOutsideTheAnsweredRangeAreNotStored(kind: StoreKind) throws {
        try kind.withStore { store in
            let answer = Fixture.holidays(in: days("2026-01-25", "2026-03-05"))
            try store.store(key, range: february, holidays: answer, fetchedAt: 1)
            let wide = try store.slice(key, in: days("2026-01-01", "2026-03-31"))
            #expect(wide.holidays == Fixture.holidays(in: february))
            #expect(wide.covered == [CoveredSpan(range: february, fetchedAt: 1)])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func holidaysComeBackInDateOrderKeepingTheProvidersOrderWithinADay(kind: StoreKind) throws {
        try kind.withStore { store in
            let tenth = day("2026-02-10")
            let answer = [
                Holiday(date: day("2026-02-20"), name: "Late", kind: .public, region: "EE"),
                Holiday(date: tenth, name: "Zeta", kind: .folk, region: "EE"),
                Holiday(date: tenth, name: "Alpha", kind: .public, region: "EE"),
                Holiday(date: day("2026-02-01"), name: "Early", kind: .bank, region: "EE"),
            ]
            try store.store(key, range: february, holidays: answer, fetchedAt: 1)
            #expect(try store.slice(key, in: february).holidays.map(\.name) == ["Early", "Zeta", "Alpha", "Late"])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func keysAreIndependent(kind: StoreKind) throws {
        try kind.withStore { store in
            let other = CacheKey(provider: "nager", region: "US")
            let third = CacheKey(provider: "range", region: "EE")
            try store.store(key, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
            #expect(try store.slice(other, in: february) == CachedSlice(covered: [], holidays: []))
            #expect(try store.slice(third, in: february) == CachedSlice(covered: [], holidays: []))
            try store.store(other, range: february, holidays: [], fetchedAt: 2)
            #expect(try store.slice(key, in: february).holidays == Fixture.holidays(in: february))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func textIsStoredTerminalSafe(kind: StoreKind) throws {
        try kind.withStore { store in
            let hostile = Holiday(
                date: day("2026-02-24"), name: "Independence\u{1B}[2J Day\u{07}",
                localName: "Iseseisvus\u{1B}]0;owned\u{07}päev", kind: .public, region: "E\u{202E}E",
                details: "line\none\u{9B}31m")
            try store.store(key, range: february, holidays: [hostile], fetchedAt: 1)
            let stored = try #require(try store.slice(key, in: february).holidays.first)
            #expect(stored.name == "Independence Day")
            #expect(stored.localName == "Iseseisvuspäev")
            #expect(stored.region == "EE")
            #expect(stored.details == "line one")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func answersAcrossTheYearEnd(kind: StoreKind) throws {
        try kind.withStore { store in
            let december = days("2025-12-01", "2025-12-31")
            let january = days("2026-01-01", "2026-01-31")
            try store.store(key, range: december, holidays: Fixture.holidays(in: december), fetchedAt: 3)
            try store.store(key, range: january, holidays: Fixture.holidays(in: january), fetchedAt: 3)
            let both = days("2025-12-01", "2026-01-31")
            let slice = try store.slice(key, in: both)
            #expect(slice.covered == [CoveredSpan(range: both, fetchedAt: 3)])
            #expect(slice.holidays == Fixture.holidays(in: both))
        }
    }
}
