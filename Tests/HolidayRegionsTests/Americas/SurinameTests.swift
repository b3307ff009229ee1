import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Suriname: the Besluit Vrije Dagen, Hindu, Muslim and Chinese days")
struct SurinameTests {
    let sr = RegionRegistry.region(code: "SR")!

    @Test("2026 exactly, with Dutch names")
    func year2026() throws {
        #expect(sr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-17 Chinese New Year",
            "2026-03-03 Holi-Phagwa",
            "2026-03-20 Eid al-Fitr",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-27 Eid al-Adha",
            "2026-07-01 Day of Freedoms",
            "2026-08-09 Indigenous People's Day",
            "2026-10-10 Day of the Maroons",
            "2026-11-08 Divali",
            "2026-11-25 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(sr.holiday("Eid al-Fitr", on: "2026-03-20")?.localName == "Ied-Ul-Fitre")
        #expect(sr.holiday("Eid al-Fitr", on: "2026-03-20")?.isEstimated == true)
        #expect(sr.languages == ["nl"])
        #expect(sr.holidays(year: 1971).isEmpty)
    }

    @Test("Suriname's own Eid dates, a day after Umm al-Qura in 2014-2025, are confirmed")
    func islamic() throws {
        let fitr = try #require(sr.holiday("Eid al-Fitr", on: "2025-03-31"))
        #expect(!fitr.isEstimated)
        #expect(sr.dates(of: "Eid al-Adha", year: 2025) == ["2025-06-07"])
        #expect(sr.dates(of: "Eid al-Adha", year: 2011).isEmpty)
        #expect(sr.dates(of: "Eid al-Adha", year: 2012).count == 1)
    }

    @Test("History: the Queen's birthday to 1975, Republic then Independence Day, 25 February in two spans, 1 July's names")
    func history() {
        #expect(sr.dates(of: "Queen's Birthday", year: 1975) == ["1975-04-30"])
        #expect(sr.dates(of: "Queen's Birthday", year: 1976).isEmpty)
        #expect(sr.names(on: "1976-11-25") == ["Republic Day"])
        #expect(sr.names(on: "2008-11-25") == ["Independence Day"])
        for (year, kept) in [(1980, false), (1981, true), (1992, true), (1993, false), (2012, true), (2020, true), (2021, false)] {
            #expect(sr.dates(of: "Day of Liberation and Renewal", year: year).isEmpty != kept, "\(year)")
        }
        #expect(sr.names(on: "2007-07-01") == ["Day of Freedoms"])
        #expect(sr.names(on: "2008-07-01") == ["Keti Koti"])
        #expect(sr.names(on: "2024-07-01") == ["Keti Koti"])
        #expect(sr.names(on: "2025-07-01") == ["Day of Freedoms"])
        #expect(sr.dates(of: "Chinese New Year", year: 2021).isEmpty)
        #expect(sr.dates(of: "Chinese New Year", year: 2022) == ["2022-02-01"])
    }

    @Test("Divali after Suriname's list: the almanac's Deepavali, a month before python-holidays' date in 2036 (judged)")
    func divali() {
        #expect(sr.dates(of: "Divali", year: 2030) == ["2030-10-25"])
        // python-holidays has 17 November 2036, the day before the new moon that ends
        // Kartika; the new moon that ends Ashvin, the first after Tula Sankranti, comes on
        // 19 October 2036 (scripts/deepavali_new_moons.py; docs/calendars.md).
        #expect(sr.dates(of: "Divali", year: 2036) == ["2036-10-18"])
    }
}
