import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("South Georgia and the South Sandwich Islands: the Commissioner's holidays from 2012")
struct SouthGeorgiaAndTheSouthSandwichIslandsTests {
    let gs = RegionRegistry.region(code: "GS")!

    @Test("2026 exactly; known from 2012")
    func year2026() {
        #expect(gs.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-17 Possession Day",
            "2026-01-19 Possession Day (observed)",
            "2026-04-03 Good Friday",
            "2026-04-25 Liberation Day",
            "2026-04-27 Liberation Day (observed)",
            "2026-05-20 Shackleton Day",
            "2026-06-21 Mid-winter Day",
            "2026-06-22 Mid-winter Day (observed)",
            "2026-10-30 Environment Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(gs.holidays(year: 2011).isEmpty)
        #expect(!gs.holidays(year: 2012).isEmpty)
        #expect(gs.firstWeekday == .monday)
    }

    @Test("Days added and dropped; the proclaimed substitutes")
    func history() {
        #expect(gs.dates(of: "Liberation Day", year: 2015) == ["2015-04-26"])
        #expect(gs.dates(of: "Liberation Day", year: 2016) == ["2016-04-25"])
        #expect(gs.dates(of: "Easter Monday", year: 2019) == ["2019-04-22"])
        #expect(gs.dates(of: "Easter Monday", year: 2020) == [])
        #expect(gs.dates(of: "Toothfish (end of season) Day", year: 2014) == ["2014-09-14"])
        #expect(gs.dates(of: "Toothfish Day", year: 2015) == ["2015-09-04"])
        #expect(gs.dates(of: "Toothfish Day", year: 2022) == [])
        #expect(gs.dates(of: "Environment Day", year: 2019) == [])
        #expect(gs.dates(of: "Environment Day", year: 2020) == ["2020-10-30"])
        #expect(gs.dates(of: "Shackleton Day (observed)", year: 2023) == [])
        #expect(gs.dates(of: "Mid-winter Day (observed)", year: 2025) == [])
        #expect(gs.dates(of: "The Queen's Birthday (observed)", year: 2019) == [])
        #expect(gs.holiday("Mid-winter Day", on: "2025-06-20")?.observedOf == day("2025-06-21"))
    }
}
