import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Ghana: the Public Holidays Act 2001 and its amendments, the Minister's notices")
struct GhanaTests {
    let gh = RegionRegistry.region(code: "GH")!

    @Test("2025 exactly: Republic Day and Founder's Day back, the notices' days")
    func year2025() {
        #expect(gh.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-07 Constitution Day",
            "2025-03-06 Independence Day",
            "2025-03-30 Eid-ul-Fitr",
            "2025-03-31 Public Holiday",
            "2025-04-01 Public Holiday",
            "2025-04-18 Good Friday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Workers' Day",
            "2025-06-06 Eid-ul-Adha",
            "2025-07-01 Republic Day",
            "2025-07-04 Public Holiday",
            "2025-09-21 Founder's Day",
            "2025-09-22 Public Holiday",
            "2025-12-05 Farmers' Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("The 2019 amendment: Constitution Day, Founders' Day and Kwame Nkrumah Memorial Day, 2019-2024")
    func amendment2019() {
        #expect(gh.names(on: "2018-01-07").isEmpty)
        #expect(gh.names(on: "2019-01-07") == ["Constitution Day"])
        #expect(gh.names(on: "2018-07-01") == ["Republic Day"])
        #expect(gh.names(on: "2019-07-01").isEmpty)
        #expect(gh.names(on: "2019-05-25") == ["African Union Day"])
        #expect(gh.names(on: "2020-05-25") == ["Public Holiday"])  // for Eid-ul-Fitr on Sunday 24 May
        #expect(gh.names(on: "2024-08-04") == ["Founders' Day"])
        #expect(gh.names(on: "2025-08-04").isEmpty)
        #expect(gh.names(on: "2008-09-21").isEmpty)
        #expect(gh.names(on: "2009-09-21") == ["Founder's Day"])
        #expect(gh.names(on: "2024-09-21") == ["Kwame Nkrumah Memorial Day"])
    }

    @Test("From 2026: Labour Day and Shaqq Day")
    func amendment2025() {
        #expect(gh.names(on: "2026-05-01") == ["Labour Day"])
        #expect(gh.dates(of: "Shaqq Day", year: 2025).isEmpty)
        #expect(gh.dates(of: "Shaqq Day", year: 2026).count == 1)
    }

    @Test("Farmers' Day: the first Friday of December, Monday 7 December in 2020")
    func farmersDay() {
        #expect(gh.dates(of: "Farmers' Day", year: 2019) == ["2019-12-06"])
        #expect(gh.dates(of: "Farmers' Day", year: 2020) == ["2020-12-07"])
    }

    @Test("A notice's day stands in for the holiday it replaces")
    func decreedSubstitute() throws {
        let day = try #require(gh.holiday("Public Holiday", on: "2021-12-28"))
        #expect(day.observedOf == CivilDate(2021, 12, 26))
    }

    @Test("The Ministry's Eid dates: a day after Umm al-Qura in 2024, confirmed; later years estimated")
    func islamic() throws {
        #expect(try #require(gh.holiday("Eid-ul-Fitr", on: "2024-04-11")).isEstimated == false)
        #expect(try #require(gh.holiday("Eid-ul-Fitr", on: "2030-02-04")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 2002, Act 601's first year")
    func weekendAndKnown() {
        #expect(gh.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(gh.holidays(year: 2001).isEmpty)
        #expect(gh.names(on: "2002-03-06") == ["Independence Day"])
    }
}
