import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Maldives: the national days and the Islamic days, Umm al-Qura's and estimated")
struct MaldivesTests {
    let mv = RegionRegistry.region(code: "MV")!

    @Test("2025 exactly")
    func year2025() {
        #expect(mv.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-01 First Day of Ramadan",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-05-01 International Worker's Day",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-08 Eid al-Adha Holiday",
            "2025-06-09 Eid al-Adha Holiday",
            "2025-06-26 Islamic New Year",
            "2025-07-26 Independence Day",
            "2025-08-24 National Day",
            "2025-09-04 Prophet's Birthday",
            "2025-09-23 The Day Maldives Embraced Islam",
            "2025-11-03 Victory Day",
            "2025-11-11 Republic Day",
        ])
        #expect(mv.holiday("Independence Day", on: "2025-07-26")?.localName == "މިނިވަން ދުވަސް")
        // No observed table is kept: every Islamic day is a forecast.
        #expect(mv.holiday("Eid al-Fitr", on: "2025-03-30")?.isEstimated == true)
        #expect(mv.holiday("Independence Day", on: "2025-07-26")?.isEstimated == false)
    }

    @Test("Judged divergences: Victory Day from 1989 and Republic Day from 1969, after the events they mark")
    func firstYears() {
        #expect(mv.dates(of: "Victory Day", year: 1988).isEmpty)
        #expect(mv.dates(of: "Victory Day", year: 1989) == ["1989-11-03"])
        #expect(mv.dates(of: "Republic Day", year: 1968).isEmpty)
        #expect(mv.dates(of: "Republic Day", year: 1969) == ["1969-11-11"])
        #expect(mv.holidays(year: 1965).isEmpty)
        #expect(mv.dates(of: "Independence Day", year: 1966) == ["1966-07-26"])
    }

    @Test("The Friday-Saturday weekend")
    func weekend() {
        #expect(Country.maldives.weekend.current.days == [.friday, .saturday])
    }
}
