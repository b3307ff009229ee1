import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Fiji public holidays")
struct FijiTests {
    let fj = RegionRegistry.region(code: "FJ")!

    @Test("2025 exactly: the Prophet's Birthday on a Saturday gives the Monday; Constitution Day is marked, not off")
    func year2025FJ() {
        #expect(fj.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-04-18 Good Friday",
            "2025-04-19 Easter Saturday",
            "2025-04-21 Easter Monday",
            "2025-05-12 Girmit Day",
            "2025-05-30 Ratu Sir Lala Sukuna Day",
            "2025-09-06 Prophet Mohammed's Birthday",
            "2025-09-08 Prophet Mohammed's Birthday (observed)",
            "2025-10-10 Fiji Day",
            "2025-10-21 Diwali",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
        #expect(fj.holiday("Constitution Day", on: "2025-09-07")?.kind == .observance)
    }

    @Test("Known from 2016, the first year of the 2015 amendment's list")
    func firstYear() {
        #expect(fj.lines(year: 2015).isEmpty)
        #expect(fj.lines(year: 2016).first == "2016-01-01 New Year's Day")
        #expect(Country.fiji.weekend.current.days == [.saturday, .sunday])
        #expect(Country.fiji.firstWeekday == .monday)
    }

    @Test("National Sports Day until 2018; Constitution Day off until 2022, marked from 2023")
    func history() {
        #expect(fj.dates(of: "National Sports Day", year: 2018) == ["2018-06-29"])
        #expect(fj.dates(of: "National Sports Day", year: 2019).isEmpty)
        // 2019: September 7 a Saturday, the Monday off.
        #expect(fj.names(on: "2019-09-09") == ["Constitution Day (observed)"])
        #expect(fj.holiday("Constitution Day", on: "2022-09-07")?.kind == .public)
        #expect(fj.holiday("Constitution Day", on: "2023-09-07")?.kind == .observance)
        // 2024: September 7 a Saturday; no Monday once it is only marked.
        #expect(fj.names(on: "2024-09-09").isEmpty)
    }

    @Test("Girmit Day from 2023 on the nearest Monday; Ratu Sir Lala Sukuna Day's two rules")
    func girmitAndSukuna() {
        #expect(fj.dates(of: "Girmit Day", year: 2022).isEmpty)
        #expect(fj.dates(of: "Girmit Day", year: 2023) == ["2023-05-15"])  // a Sunday: the Monday after
        #expect(fj.dates(of: "Girmit Day", year: 2026) == ["2026-05-11"])  // a Thursday: the Monday before
        #expect(fj.dates(of: "Girmit Day", year: 2027) == ["2027-05-17"])  // a Friday: the Monday after
        #expect(fj.dates(of: "Ratu Sir Lala Sukuna Day", year: 2022).isEmpty)
        #expect(fj.dates(of: "Ratu Sir Lala Sukuna Day", year: 2023) == ["2023-05-29"])  // last Monday
        #expect(fj.dates(of: "Ratu Sir Lala Sukuna Day", year: 2024) == ["2024-05-31"])  // last Friday
    }

    @Test("Christmas on a Sunday gives the Tuesday; Fiji Day on a Sunday gives nothing")
    func substitutes() {
        #expect(fj.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-27"])
        #expect(fj.dates(of: "Boxing Day (observed)", year: 2026) == ["2026-12-28"])
        #expect(fj.names(on: "2021-10-11").isEmpty)
    }

    @Test("Diwali and the Prophet's Birthday: the lists' days until 2025, estimated after")
    func listsAndForecasts() {
        // The Government's list: Diwali 2018 on November 7; the Prophet's Birthday 2022 on
        // Friday October 7, a day before Umm al-Qura's 12 Rabi' al-awwal.
        #expect(fj.holiday("Diwali", on: "2018-11-07")?.isEstimated == false)
        #expect(fj.holiday("Prophet Mohammed's Birthday", on: "2022-10-07")?.isEstimated == false)
        #expect(fj.holiday("Prophet Mohammed's Birthday", on: "2023-09-30")?.isEstimated == false)
        #expect(fj.holiday("Diwali", on: "2026-11-08")?.isEstimated == true)
        #expect(fj.holiday("Diwali (observed)", on: "2026-11-09")?.isEstimated == true)
        #expect(fj.holiday("Prophet Mohammed's Birthday", on: "2026-08-25")?.isEstimated == true)
    }
}
