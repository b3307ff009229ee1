import HolidayCache
import HolidayEngine
import Testing

/// Memory over the cache file: what the session answered after the file failed, and
/// everything the file holds.
@Suite("Layered store (memory over a file)")
struct LayeredStoreTests {
    private let key = Fixture.nagerEE
    private let february = days("2026-02-01", "2026-02-28")

    @Test(arguments: StoreKind.allCases)
    func theOverlayWinsOnTheDatesItCovers(base kind: StoreKind) throws {
        try kind.withStore { base in
            let overlay = MemoryHolidayStore()
            let layered = LayeredHolidayStore(base: base, overlay: overlay)
            try base.store(key, range: february, holidays: Fixture.holidays(in: february, tag: " file"), fetchedAt: 1)
            let newer = days("2026-02-10", "2026-02-12")
            try overlay.store(key, range: newer, holidays: Fixture.holidays(in: newer, tag: " memory"), fetchedAt: 2)
            // An empty answer in memory hides the file's holidays of that day too.
            let emptied = DateRange(day: day("2026-02-20"))
            #expect(!Fixture.holidays(in: emptied).isEmpty)
            try overlay.store(key, range: emptied, holidays: [], fetchedAt: 3)

            let slice = try layered.slice(key, in: february)
            #expect(slice.covered == [
                span("2026-02-01", "2026-02-09", at: 1), span("2026-02-10", "2026-02-12", at: 2),
                span("2026-02-13", "2026-02-19", at: 1), span("2026-02-20", "2026-02-20", at: 3),
                span("2026-02-21", "2026-02-28", at: 1),
            ])
            let expected = february.flatMap { date -> [Holiday] in
                let day = DateRange(day: date)
                if newer.contains(date) { return Fixture.holidays(in: day, tag: " memory") }
                return date == emptied.lowerBound ? [] : Fixture.holidays(in: day, tag: " file")
            }
            #expect(slice.holidays == expected)
            #expect(slice.holidays.contains { $0.name.hasSuffix(" memory") })
        }
    }

    @Test func anEmptyOverlayReadsTheBaseAsItIs() throws {
        let base = MemoryHolidayStore()
        try base.store(key, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
        let layered = LayeredHolidayStore(base: base, overlay: MemoryHolidayStore())
        #expect(try layered.slice(key, in: february) == base.slice(key, in: february))
    }

    @Test func anAnswerTheBaseRefusesIsKeptInTheOverlay() throws {
        let base = BrokenStore()
        try base.store(key, range: february, holidays: Fixture.holidays(in: february), fetchedAt: 1)
        base.setFailing(reads: false, writes: true)
        let overlay = MemoryHolidayStore()
        let layered = LayeredHolidayStore(base: base, overlay: overlay)
        let march = days("2026-03-01", "2026-03-31")
        #expect(throws: StoreError.self) {
            try layered.store(key, range: march, holidays: Fixture.holidays(in: march), fetchedAt: 2)
        }
        let both = days("2026-02-01", "2026-03-31")
        let slice = try layered.slice(key, in: both)
        #expect(slice.covered == [span("2026-02-01", "2026-02-28", at: 1), span("2026-03-01", "2026-03-31", at: 2)])
        #expect(slice.holidays == Fixture.holidays(in: both))
        // Once the file takes writes again, it gets them as well.
        base.setFailing(reads: false, writes: false)
        let april = days("2026-04-01", "2026-04-30")
        try layered.store(key, range: april, holidays: Fixture.holidays(in: april), fetchedAt: 3)
        #expect(try base.slice(key, in: april).holidays == Fixture.holidays(in: april))
        #expect(try overlay.slice(key, in: april).holidays == Fixture.holidays(in: april))
    }

    @Test func aBaseThatCannotBeReadFailsTheRead() throws {
        let base = BrokenStore()
        base.setFailing(reads: true, writes: false)
        let layered = LayeredHolidayStore(base: base, overlay: MemoryHolidayStore())
        #expect(throws: StoreError("database is locked")) { try layered.slice(key, in: february) }
    }
}
