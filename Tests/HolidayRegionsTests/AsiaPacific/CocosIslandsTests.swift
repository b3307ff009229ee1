import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cocos (Keeling) Islands public holidays")
struct CocosIslandsTests {
    let cc = RegionRegistry.region(code: "CC")!

    @Test("2019 exactly: the Islamic days on weekends give Mondays; Self Determination Day made up on the Wednesday")
    func year2019CC() {
        #expect(cc.lines(year: 2019) == [
            "2019-01-01 New Year's Day",
            "2019-01-26 Australia Day",
            "2019-01-28 Australia Day (observed)",
            "2019-04-06 Act of Self Determination Day",
            "2019-04-10 Act of Self Determination Day (observed)",
            "2019-04-19 Good Friday",
            "2019-04-22 Easter Monday",
            "2019-04-25 ANZAC Day",
            "2019-06-05 Hari Raya Puasa",
            "2019-06-10 Queen's Birthday",
            "2019-08-11 Hari Raya Haji",
            "2019-08-12 Hari Raya Haji (observed)",
            "2019-09-01 Islamic New Year",
            "2019-09-02 Islamic New Year (observed)",
            "2019-11-09 Prophet's Birthday",
            "2019-11-11 Prophet's Birthday (observed)",
            "2019-12-25 Christmas Day",
            "2019-12-26 Boxing Day",
        ])
    }

    @Test("2025: Hari Raya Haji on a Saturday made up on the Friday before, not the Monday")
    func hariRayaHaji2025() {
        #expect(cc.dates(of: "Hari Raya Haji (observed)", year: 2025) == ["2025-06-06"])
        #expect(cc.names(on: "2025-06-09") == ["King's Birthday"])
        #expect(cc.holiday("Hari Raya Haji (observed)", on: "2025-06-06")?.observedOf == day("2025-06-07"))
    }

    @Test("Known from 1985; Saturday-Sunday weekend; Islamic New Year until 2019")
    func history() {
        #expect(cc.lines(year: 1984).isEmpty)
        #expect(cc.lines(year: 1985).first == "1985-01-01 New Year's Day")
        #expect(Country.cocosIslands.weekend.current.days == [.saturday, .sunday])
        #expect(Country.cocosIslands.firstWeekday == .monday)
        #expect(cc.dates(of: "Islamic New Year", year: 2020).isEmpty)
        // 2008: the proclamation gave January 10 only, not also 1 Muharram 1430 on December 29.
        #expect(cc.dates(of: "Islamic New Year", year: 2008) == ["2008-01-10"])
        // 2007: April 6 was Good Friday; Self Determination Day on the 5th.
        #expect(cc.dates(of: "Act of Self Determination Day", year: 2007) == ["2007-04-05"])
    }

    @Test("The Sovereign's Birthday: the second Monday of June, the proclaimed days 2021-2024")
    func sovereignsBirthday() {
        #expect(cc.dates(of: "Queen's Birthday", year: 2020) == ["2020-06-08"])
        #expect(cc.dates(of: "Queen's Birthday", year: 2021) == ["2021-06-07"])
        #expect(cc.dates(of: "King's Birthday", year: 2023) == ["2023-06-06"])
        #expect(cc.dates(of: "King's Birthday", year: 2024) == ["2024-06-06"])
        #expect(cc.dates(of: "King's Birthday", year: 2025) == ["2025-06-09"])
    }

    @Test("Boxing Day on a Monday (Christmas on the Sunday) gives the Tuesday")
    func boxingDay() {
        #expect(cc.lines(year: 2022).suffix(4) == [
            "2022-12-25 Christmas Day",
            "2022-12-26 Boxing Day",
            "2022-12-26 Christmas Day (observed)",
            "2022-12-27 Boxing Day (observed)",
        ])
    }

    @Test("The proclaimed Islamic days are confirmed; the years without a proclamation are estimated")
    func estimated() {
        #expect(cc.holiday("Hari Raya Puasa", on: "2022-05-03")?.isEstimated == false)
        #expect(cc.holiday("Prophet's Birthday", on: "2021-10-19")?.isEstimated == false)
        #expect(cc.holiday("Hari Raya Puasa", on: "2018-06-15")?.isEstimated == true)
        #expect(cc.holiday("Hari Raya Puasa", on: "2026-03-20")?.isEstimated == true)
    }

    @Test("Names in Cocos Malay")
    func cocosMalay() {
        let names = cc.holidays(in: DateRange(day: day("2019-09-02")), language: "coa").map(\.localName)
        #expect(names == ["Tahun Baru Hijriah (disambut)"])
        #expect(cc.holidays(in: DateRange(day: day("2025-06-07")), language: "coa").map(\.localName) == ["Hari Raya Haji"])
    }
}
