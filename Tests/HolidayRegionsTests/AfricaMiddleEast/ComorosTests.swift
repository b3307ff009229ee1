import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Comoros: the Government's holidays and the President's decreed days")
struct ComorosTests {
    let km = RegionRegistry.region(code: "KM")!

    @Test("2025 exactly: three days of Eid al-Fitr, two of Eid al-Adha, the decreed election day")
    func year2025() {
        #expect(km.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-01-30 Election Day",
            "2025-03-18 Cheikh al-Maarouf Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-07-06 National Day",
            "2025-09-04 Prophet's Birthday",
            "2025-11-12 Maore Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Maore Day from 2006; the day off of Décret N°24-056/PR")
    func history() {
        #expect(km.names(on: "2005-11-12").isEmpty)
        #expect(km.names(on: "2006-11-12") == ["Maore Day"])
        #expect(km.names(on: "2024-04-13") == ["National Holiday"])
        #expect(km.names(on: "2023-04-13").isEmpty)
    }

    @Test("The Prophet's Birthday of 2021 as announced, a day after Umm al-Qura; other Islamic days estimated")
    func islamicDays() throws {
        let mawlid = try #require(km.holiday("Prophet's Birthday", on: "2021-10-19"))
        #expect(!mawlid.isEstimated)
        #expect(try #require(km.holiday("Prophet's Birthday", on: "2022-10-08")).isEstimated)
        #expect(try #require(km.holiday("Eid al-Fitr", on: "2021-05-13")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1976")
    func weekendAndKnown() {
        #expect(km.weekend.current == .saturdaySunday)
        #expect(km.holidays(year: 1975).isEmpty)
        #expect(km.names(on: "1976-07-06") == ["National Day"])
    }
}
