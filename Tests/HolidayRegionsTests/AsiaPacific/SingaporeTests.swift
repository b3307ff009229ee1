import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Singapore: the Holidays Act's Schedule, MUIS's Hari Raya, the Sunday rule, Polling Days")
struct SingaporeTests {
    let sg = RegionRegistry.region(code: "SG")!

    @Test("2025 exactly, with its Polling Day")
    func year2025() {
        #expect(sg.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-29 Chinese New Year",
            "2025-01-30 Chinese New Year",
            "2025-03-31 Hari Raya Puasa",
            "2025-04-18 Good Friday",
            "2025-05-01 Labour Day",
            "2025-05-03 Polling Day",
            "2025-05-12 Vesak Day",
            "2025-06-07 Hari Raya Haji",
            "2025-08-09 National Day",
            "2025-10-20 Deepavali",
            "2025-12-25 Christmas Day",
        ])
        #expect(sg.holidays(year: 2025).allSatisfy { !$0.isEstimated })
        let chinese = sg.holidays(in: DateRange(day: day("2025-01-29")), language: "zh-Hans")
        #expect(chinese.map(\.localName) == ["农历新年"])
        let tamil = sg.holidays(in: DateRange(day: day("2025-10-20")), language: "ta")
        #expect(tamil.map(\.localName) == ["தீபாவளி"])
    }

    @Test("Known from 1965; the colony's extra days until 1968")
    func colonyDays() {
        #expect(sg.holidays(year: 1964).isEmpty)
        #expect(sg.dates(of: "Boxing Day", year: 1968) == ["1968-12-26"])
        #expect(sg.dates(of: "Boxing Day", year: 1969).isEmpty)
        #expect(sg.dates(of: "Easter Monday", year: 1968) == ["1968-04-15"])
        #expect(sg.dates(of: "Holy Saturday", year: 1969).isEmpty)
        #expect(sg.dates(of: "Second Day of Hari Raya Puasa", year: 1968) == ["1968-01-02", "1968-12-22"])
        #expect(sg.dates(of: "Second Day of Hari Raya Puasa", year: 1969).isEmpty)
    }

    @Test("A holiday on a Sunday gives the next free day from 1998, once per Sunday")
    func sundayRule() {
        // National Day 1997 was a Saturday and Hari Raya Puasa a Sunday: no day in 1997.
        #expect(sg.dates(of: "Hari Raya Puasa (observed)", year: 1997).isEmpty)
        #expect(sg.dates(of: "National Day (observed)", year: 1998) == ["1998-08-10"])
        // Hari Raya Haji on 31 December 2006 (a Sunday): New Year's Day is the Monday.
        #expect(sg.names(on: "2007-01-02") == ["Hari Raya Haji (observed)"])
        #expect(sg.holiday("Hari Raya Haji (observed)", on: "2007-01-02")?.observedOf == day("2006-12-31"))
        // Labour Day and Hari Raya Haji on Sunday 1 May 2061: one day, the Monday.
        #expect(sg.lines(year: 2061).filter { $0.hasPrefix("2061-05") } == [
            "2061-05-01 Hari Raya Haji", "2061-05-01 Labour Day", "2061-05-02 Hari Raya Haji (observed)",
        ])
    }

    @Test("Chinese New Year 2006 and 2007: the Monday and Tuesday the lists gave")
    func chineseNewYearMoved() {
        #expect(sg.dates(of: "Chinese New Year", year: 2006) == ["2006-01-30", "2006-01-31"])
        #expect(sg.dates(of: "Chinese New Year", year: 2007) == ["2007-02-19", "2007-02-20"])
        #expect(sg.dates(of: "Chinese New Year", year: 2023) == ["2023-01-22", "2023-01-23"])
        #expect(sg.dates(of: "Chinese New Year (observed)", year: 2023) == ["2023-01-24"])
    }

    @Test("Hari Raya as MUIS fixed it, confirmed to 2027, estimated after")
    func hariRaya() {
        // 2022: 3 May, where Umm al-Qura began Shawwal on 2 May.
        #expect(sg.dates(of: "Hari Raya Puasa", year: 2022) == ["2022-05-03"])
        #expect(sg.holiday("Hari Raya Puasa", on: "2027-03-10")?.isEstimated == false)
        #expect(sg.holidays(year: 2028).first { $0.name == "Hari Raya Puasa" }?.isEstimated == true)
        #expect(sg.holidays(year: 2028).first { $0.name == "Vesak Day" }?.isEstimated == true)
    }

    @Test("Deepavali beyond the Ministry's list: the first new moon after Tula Sankranti, not python-holidays' November")
    func deepavaliJudged() {
        // python-holidays 0.108 has 17 November 2036, a lunation late (scripts/divergences.toml).
        #expect(sg.dates(of: "Deepavali", year: 2036) == ["2036-10-18"])
        #expect(sg.dates(of: "Deepavali", year: 2017) == ["2017-10-18"])
    }

    @Test("Polling Days and SG50 are one-off")
    func oneOffs() {
        #expect(sg.dates(of: "Polling Day", year: 2020) == ["2020-07-10"])
        #expect(sg.dates(of: "SG50 Public Holiday", year: 2015) == ["2015-08-07"])
        #expect(sg.dates(of: "Polling Day", year: 2021).isEmpty)
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(Country.singapore.weekend.mask(on: day("2025-06-07")).days == [.saturday, .sunday])
    }
}
