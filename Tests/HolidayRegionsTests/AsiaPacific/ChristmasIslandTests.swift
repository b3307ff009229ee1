import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Christmas Island public holidays")
struct ChristmasIslandTests {
    let cx = RegionRegistry.region(code: "CX")!

    @Test("2025 exactly: Labour Day on the fourth Monday; Hari Raya Haji made up on the Friday")
    func year2025CX() {
        #expect(cx.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-26 Australia Day",
            "2025-01-27 Australia Day (observed)",
            "2025-01-29 Chinese New Year",
            "2025-01-30 Chinese New Year",
            "2025-03-24 Labour Day",
            "2025-03-31 Hari Raya Puasa",
            "2025-04-18 Good Friday",
            "2025-04-25 ANZAC Day",
            "2025-06-06 Hari Raya Haji (observed)",
            "2025-06-07 Hari Raya Haji",
            "2025-10-06 Territory Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("Known from 2007; Saturday-Sunday weekend; no Easter Monday")
    func basics() {
        #expect(cx.lines(year: 2006).isEmpty)
        // Hari Raya Haji of Sunday 31 December 2006, before the first year known, gives no Monday.
        #expect(cx.names(on: "2007-01-01") == ["New Year's Day"])
        #expect(Country.christmasIsland.weekend.current.days == [.saturday, .sunday])
        #expect(Country.christmasIsland.firstWeekday == .monday)
        #expect(cx.names(on: "2025-04-21").isEmpty)
        #expect(cx.dates(of: "Labour Day", year: 2024) == ["2024-03-18"])  // third Monday
    }

    @Test("Chinese New Year: the proclaimed days of 2009 and 2023, and 2020's Tuesday and Wednesday")
    func chineseNewYear() {
        // 2009: the new year on Monday 26 January, Australia Day; the Tuesday and Wednesday.
        #expect(cx.dates(of: "Chinese New Year", year: 2009) == ["2009-01-27", "2009-01-28"])
        // 2023: the new year on a Sunday; the Monday and Tuesday.
        #expect(cx.dates(of: "Chinese New Year", year: 2023) == ["2023-01-23", "2023-01-24"])
        // 2020: both days on the weekend, Australia Day's Monday between; made up on the 28th and 29th.
        #expect(cx.dates(of: "Chinese New Year", year: 2020).isEmpty)
        #expect(cx.dates(of: "Chinese New Year (observed)", year: 2020) == ["2020-01-28", "2020-01-29"])
        #expect(cx.holiday("Chinese New Year (observed)", on: "2020-01-29")?.observedOf == day("2020-01-26"))
        // 2014: the second day a Saturday gives the Monday.
        #expect(cx.names(on: "2014-02-03") == ["Chinese New Year (observed)"])
    }

    @Test("Hari Raya Haji 2014 on a Sunday made up on the Tuesday, Territory Day holding the Monday")
    func hariRayaHaji2014() {
        #expect(cx.names(on: "2014-10-06") == ["Territory Day"])
        #expect(cx.dates(of: "Hari Raya Haji (observed)", year: 2014) == ["2014-10-07"])
        // Other years: a Sunday gives the Monday (2019: August 11).
        #expect(cx.dates(of: "Hari Raya Haji (observed)", year: 2019) == ["2019-08-12"])
    }

    @Test("The proclaimed Eid days are confirmed; the others estimated")
    func estimated() {
        #expect(cx.holiday("Hari Raya Puasa", on: "2023-04-22")?.isEstimated == false)
        #expect(cx.holiday("Hari Raya Puasa", on: "2018-06-15")?.isEstimated == true)
        #expect(cx.holiday("Hari Raya Haji", on: "2026-05-27")?.isEstimated == true)
    }
}
