import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Laos: Decree 386 on holidays, the banks' days and the marked working days")
struct LaosTests {
    let la = RegionRegistry.region(code: "LA")!

    @Test("2024 exactly: public and bank holidays")
    func year2024() {
        #expect(la.lines(year: 2024) == [
            "2024-01-01 International New Year's Day",
            "2024-03-08 International Women's Day",
            "2024-04-13 Lao New Year",
            "2024-04-14 Lao New Year",
            "2024-04-15 Lao New Year",
            "2024-04-16 Lao New Year",
            "2024-04-17 Lao New Year (in lieu)",
            "2024-04-18 Lao New Year (in lieu)",
            "2024-05-01 International Labour Day",
            "2024-10-07 Establishment Day of the Bank of the Lao PDR",
            "2024-12-02 Lao National Day",
            "2024-12-27 Lao Year-End Bank Holiday",
            "2024-12-30 Lao Year-End Bank Holiday",
            "2024-12-31 Lao Year-End Bank Holiday",
        ])
        #expect(la.holiday("Lao National Day", on: "2024-12-02")?.localName == "ວັນຊາດ")
        #expect(la.holiday("Lao New Year (in lieu)", on: "2024-04-17")?.localName == "ບຸນປີໃໝ່ລາວ (ພັກຊົດເຊີຍ)")
    }

    @Test("Days in lieu from 2012, none for Women's Day in 2014")
    func inLieu() {
        #expect(la.names(on: "2011-01-03").isEmpty)  // 1 January 2011, a Saturday
        #expect(la.names(on: "2012-01-02") == ["International New Year's Day (in lieu)"])
        #expect(la.names(on: "2014-03-10").isEmpty)  // 8 March 2014, a Saturday
        #expect(la.names(on: "2015-03-09") == ["International Women's Day (in lieu)"])
        // 2012: 13-15 April (Friday to Sunday), two days in lieu, chained.
        #expect(la.dates(of: "Lao New Year (in lieu)", year: 2012) == ["2012-04-16", "2012-04-17"])
    }

    @Test("The last three working days of the year close the banks", arguments: [
        (2018, ["2018-12-27", "2018-12-28", "2018-12-31"]),  // 31 December a Monday
        (2019, ["2019-12-27", "2019-12-30", "2019-12-31"]),  // a Tuesday
        (2020, ["2020-12-29", "2020-12-30", "2020-12-31"]),  // a Thursday
        (2022, ["2022-12-28", "2022-12-29", "2022-12-30"]),  // a Saturday
        (2023, ["2023-12-27", "2023-12-28", "2023-12-29"]),  // a Sunday
    ])
    func yearEnd(year: Int, dates: [String]) {
        #expect(la.dates(of: "Lao Year-End Bank Holiday", year: year) == dates)
    }

    @Test("Children's Day: a day off 1990-2017, a marked working day from 2018")
    func childrensDay() throws {
        #expect(la.dates(of: "International Children's Day", year: 1989).isEmpty)
        #expect(try #require(la.holiday("International Children's Day", on: "2017-06-01")).kind == .public)
        #expect(try #require(la.holiday("International Children's Day", on: "2018-06-01")).kind == .observance)
        #expect(la.lines(year: 2018).contains("2018-06-01 International Children's Day") == false)
    }

    @Test("Marked days stay working days; known from 1976; weekend Saturday-Sunday")
    func calendarFacts() throws {
        #expect(try #require(la.holiday("National Uprising Day", on: "2024-08-23")).kind == .observance)
        #expect(la.dates(of: "Lao National Constitution Day", year: 1990).isEmpty)
        #expect(la.dates(of: "Lao National Constitution Day", year: 1991) == ["1991-08-15"])
        #expect(la.holidays(year: 1975).isEmpty)
        #expect(Country.laos.weekend.current.days == [.saturday, .sunday])
    }
}
