import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Sudan: the Government's holidays, the Christian days suspended 2011-2018")
struct SudanTests {
    let sd = RegionRegistry.region(code: "SD")!

    @Test("2025 exactly: four days of each Eid with Arafah, the Coptic and Western Christmas")
    func year2025() {
        #expect(sd.lines(year: 2025) == [
            "2025-01-01 Independence Day",
            "2025-01-07 Coptic Christmas",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-02 Eid al-Fitr",
            "2025-04-20 Coptic Easter",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-09 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("The Christian holidays: through 2010, none 2011-2018, again from 2019", arguments: [
        (2010, 3), (2011, 0), (2018, 0), (2019, 3),
    ])
    func christianDays(year: Int, count: Int) {
        let names = ["Coptic Christmas", "Coptic Easter", "Christmas Day"]
        #expect(names.reduce(0) { $0 + sd.dates(of: $1, year: year).count } == count)
    }

    @Test("A fourth day of Eid al-Fitr from 2020")
    func fourthDay() {
        #expect(sd.dates(of: "Eid al-Fitr", year: 2019).count == 3)
        #expect(sd.dates(of: "Eid al-Fitr", year: 2020) == ["2020-05-24", "2020-05-25", "2020-05-26", "2020-05-27"])
    }

    @Test("The sighting Sudan kept: 2022's Eids apart from Umm al-Qura, confirmed 2020-2025")
    func islamicDays() throws {
        #expect(sd.dates(of: "Eid al-Fitr", year: 2022) == ["2022-05-01", "2022-05-02", "2022-05-03", "2022-05-04"])
        #expect(sd.dates(of: "Day of Arafah", year: 2022) == ["2022-07-09"])
        #expect(try !#require(sd.holiday("Eid al-Adha", on: "2022-07-10")).isEstimated)
        #expect(try #require(sd.holiday("Eid al-Fitr", on: "2019-06-04")).isEstimated)
        #expect(try #require(sd.holiday("Eid al-Fitr", on: "2026-03-20")).isEstimated)
    }

    @Test("Weekend: Friday, then Friday-Saturday from 26 January 2008; known from 1985")
    func weekendAndKnown() {
        #expect(sd.weekend.mask(on: day("2008-01-25")) == WeekendMask([.friday])!)
        #expect(sd.weekend.mask(on: day("2008-01-26")) == .fridaySaturday)
        #expect(sd.firstWeekday == .saturday)
        #expect(sd.holidays(year: 1984).isEmpty)
        #expect(sd.names(on: "1985-01-01") == ["Independence Day"])
    }
}
