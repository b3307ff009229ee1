import HolidayCache
import HolidayEngine
import Testing

/// `stats` and `clear`, on both stores.
@Suite("Stats and clear (memory and SQLite)")
struct MaintenanceTests {
    private let february = days("2026-02-01", "2026-02-28")
    private let year2025 = days("2025-01-01", "2025-12-31")

    /// nager EE: 2025 at 100 and February 2026 at 300; nager US: 2025 at 200;
    /// abstract US: two single days at 400 and 401.
    private func fill(_ store: any ManagedHolidayStore) throws {
        try store.store(Fixture.nagerEE, range: year2025, holidays: Fixture.holidays(in: year2025), fetchedAt: 100)
        try store.store(Fixture.nagerEE, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 300)
        let nagerUS = CacheKey(provider: "nager", region: "US")
        try store.store(nagerUS, range: year2025, holidays: Fixture.holidays(in: year2025, region: "US"), fetchedAt: 200)
        try store.store(Fixture.abstractUS, range: DateRange(day: day("2026-02-16")), holidays: [
            Holiday(date: day("2026-02-16"), name: "Presidents' Day", kind: .public, region: "US"),
        ], fetchedAt: 400)
        try store.store(Fixture.abstractUS, range: DateRange(day: day("2026-02-17")), holidays: [], fetchedAt: 401)
    }

    @Test(arguments: StoreKind.allCases)
    func statsPerProviderAndRegion(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let stats = try store.stats()
            #expect(stats.entries.map(\.key) == [
                Fixture.abstractUS, Fixture.nagerEE, CacheKey(provider: "nager", region: "US"),
            ])
            let abstract = stats.entries[0]
            #expect(abstract.holidays == 1)
            #expect(abstract.spans == 2)
            #expect(abstract.coveredDays == 2)
            #expect((abstract.oldestFetch, abstract.newestFetch) == (400, 401))
            let estonia = stats.entries[1]
            #expect(estonia.holidays == Fixture.holidays(in: year2025).count + Fixture.holidays(in: february).count)
            #expect(estonia.coveredDays == 365 + 28)
            #expect(estonia.spans == 2)
            #expect((estonia.firstDay, estonia.lastDay) == (day("2025-01-01"), day("2026-02-28")))
            #expect((estonia.oldestFetch, estonia.newestFetch) == (100, 300))
            #expect(stats.coveredDays == 2 + 365 + 28 + 365)
            #expect((stats.oldestFetch, stats.newestFetch) == (100, 401))
            #expect(stats.rows == stats.holidays + stats.spans)
            #expect((stats.path == nil) == (kind == .memory))
            #expect(kind == .memory ? stats.fileSize == nil : stats.fileSize! > 0)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func statsOfAnEmptyStore(kind: StoreKind) throws {
        try kind.withStore { store in
            let stats = try store.stats()
            #expect(stats.entries.isEmpty)
            #expect(stats.rows == 0)
            #expect(stats.oldestFetch == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clearEverything(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let before = try store.stats()
            let removed = try store.clear(.everything)
            #expect(removed.entries == before.entries)
            #expect(removed.rows == before.rows)
            #expect(try store.stats().entries.isEmpty)
            #expect(try store.slice(Fixture.nagerEE, in: february) == CachedSlice(covered: [], holidays: []))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clearOneProvider(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let removed = try store.clear(CacheFilter(provider: "nager"))
            #expect(removed.entries.map(\.key.provider) == ["nager", "nager"])
            #expect(try store.stats().entries.map(\.key) == [Fixture.abstractUS])
            #expect(try store.slice(Fixture.abstractUS, in: february).holidays.count == 1)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clearOneRegionIgnoringCase(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let removed = try store.clear(CacheFilter(region: "us"))
            #expect(removed.entries.map(\.key) == [Fixture.abstractUS, CacheKey(provider: "nager", region: "US")])
            #expect(try store.stats().entries.map(\.key) == [Fixture.nagerEE])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clearOneProviderAndRegion(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let removed = try store.clear(CacheFilter(provider: "NAGER", region: "US"))
            #expect(removed.entries.map(\.key) == [CacheKey(provider: "nager", region: "US")])
            #expect(removed.holidays == Fixture.holidays(in: year2025).count)
            #expect(removed.spans == 1)
            #expect(try store.stats().entries.map(\.key) == [Fixture.abstractUS, Fixture.nagerEE])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func clearMatchingNothingRemovesNothing(kind: StoreKind) throws {
        try kind.withStore { store in
            try fill(store)
            let before = try store.stats()
            let removed = try store.clear(CacheFilter(provider: "calendarific"))
            #expect(removed.entries.isEmpty)
            #expect(removed.rows == 0)
            #expect(try store.stats().entries == before.entries)
        }
    }

    @Test func filterMatching() {
        #expect(CacheFilter.everything.matches(Fixture.nagerEE))
        #expect(CacheFilter.everything.isEverything)
        #expect(CacheFilter(region: "ee").matches(Fixture.nagerEE))
        #expect(!CacheFilter(region: "ee").matches(Fixture.abstractUS))
        #expect(CacheFilter(provider: "Nager", region: "EE").matches(Fixture.nagerEE))
        #expect(!CacheFilter(provider: "nager", region: "US").matches(Fixture.nagerEE))
        #expect(!CacheFilter(region: "ée").matches(CacheKey(provider: "x", region: "ÉE")))
    }
}
