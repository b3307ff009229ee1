import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Eritrea: the Government's holidays on the Gregorian, Ethiopian and Hijri calendars")
struct EritreaTests {
    let er = RegionRegistry.region(code: "ER")!

    @Test("2025 exactly: the national days, the Orthodox feasts, the Eids")
    func year2025() {
        #expect(er.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-07 Orthodox Christmas",
            "2025-01-19 Epiphany",
            "2025-03-08 Women's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-18 Good Friday",
            "2025-04-20 Orthodox Easter",
            "2025-05-01 International Workers' Day",
            "2025-05-24 Independence Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-20 Martyrs' Day",
            "2025-09-01 Revolution Day",
            "2025-09-04 Prophet's Birthday",
            "2025-09-11 Ethiopian New Year",
            "2025-09-27 Finding of the True Cross",
        ])
    }

    @Test("The Ethiopian calendar's New Year and Meskel a day later after its leap year; Tigrinya names")
    func calendarAndNames() throws {
        #expect(er.dates(of: "Ethiopian New Year", year: 2023) == ["2023-09-12"])
        #expect(er.dates(of: "Finding of the True Cross", year: 2023) == ["2023-09-28"])
        #expect(try #require(er.holiday("Independence Day", on: "2025-05-24")).localName == "መዓልቲ ናጽነት")
    }

    @Test("No table of Eritrea's own sighting: the Islamic days are estimated")
    func islamicEstimated() throws {
        #expect(try #require(er.holiday("Eid al-Adha", on: "2025-06-06")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1994, the first whole year of independence")
    func weekendAndKnown() {
        #expect(er.weekend.current == .saturdaySunday)
        #expect(er.holidays(year: 1993).isEmpty)
        #expect(er.names(on: "1994-05-24") == ["Independence Day"])
    }
}
