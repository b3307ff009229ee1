import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Papua New Guinea public holidays")
struct PapuaNewGuineaTests {
    let pg = RegionRegistry.region(code: "PG")!

    @Test("2026 exactly")
    func year2026PG() {
        #expect(pg.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-26 Grand Chief Sir Michael Somare Remembrance Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-06-17 King's Birthday",
            "2026-07-23 Papua New Guinea Remembrance Day",
            "2026-08-26 National Repentance Day",
            "2026-09-16 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    // python-holidays 0.108 also lists 1953-1974, before independence: declined.
    @Test("Known from independence in 1975; Easter Saturday until 2023; the declared days of 2023")
    func history() {
        #expect(pg.lines(year: 1974).isEmpty)
        #expect(pg.dates(of: "Independence Day", year: 1975) == ["1975-09-16"])
        #expect(pg.dates(of: "Easter Saturday", year: 2023) == ["2023-04-08"])
        #expect(pg.dates(of: "Easter Saturday", year: 2024).isEmpty)
        #expect(pg.holiday("Independence Day (observed)", on: "2023-09-15")?.observedOf == day("2023-09-16"))
        #expect(pg.holiday("King's Birthday (observed)", on: "2023-06-16")?.observedOf == day("2023-06-17"))
        // Christmas on a Sunday (2022) gives the Tuesday; Boxing Day holds the Monday.
        #expect(pg.names(on: "2022-12-27") == ["Christmas Day (observed)"])
    }
}
