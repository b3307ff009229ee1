import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Afghanistan: the governments' holidays on three calendars")
struct AfghanistanTests {
    let af = RegionRegistry.region(code: "AF")!

    @Test("2025 exactly, under the Islamic Emirate")
    func year2025() {
        #expect(af.lines(year: 2025) == [
            "2025-02-15 Liberation Day",
            "2025-03-01 First Day of Ramadan",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-28 Mojahedin's Victory Day",
            "2025-06-06 Day of Arafah",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-09 Eid al-Adha",
            "2025-08-15 Islamic Emirate Victory Day",
            "2025-08-19 Afghanistan Independence Day",
            "2025-08-31 American Withdrawal Day",
            "2025-09-05 Prophet's Birthday",
        ])
        #expect(af.holiday("Liberation Day", on: "2025-02-15")?.localName == "روز آزادی")
    }

    @Test("The eras: Nowruz, Labour Day and Ashura end, the Emirate's days begin")
    func history() {
        #expect(af.dates(of: "Nowruz", year: 1996) == ["1996-03-20"])
        #expect(af.dates(of: "Nowruz", year: 1997).isEmpty)
        #expect(af.dates(of: "Nowruz", year: 2001) == ["2001-03-21"])
        #expect(af.dates(of: "Nowruz", year: 2020) == ["2020-03-20"])
        #expect(af.dates(of: "Nowruz", year: 2021).isEmpty)
        #expect(af.dates(of: "International Workers' Day", year: 1973).isEmpty)
        #expect(af.dates(of: "International Workers' Day", year: 2001).isEmpty)
        #expect(af.dates(of: "International Workers' Day", year: 2021) == ["2021-05-01"])
        #expect(af.dates(of: "International Workers' Day", year: 2022).isEmpty)
        #expect(af.dates(of: "Soviet Victory Day", year: 1988) == ["1988-05-09"])
        #expect(af.dates(of: "Soviet Victory Day", year: 1989).isEmpty)
        #expect(af.dates(of: "Martyrs' Day", year: 2011).isEmpty)
        #expect(af.dates(of: "Martyrs' Day", year: 2012) == ["2012-09-09"])
        #expect(af.dates(of: "Ashura", year: 2021) == ["2021-08-19"])
        #expect(af.dates(of: "Ashura", year: 2022).isEmpty)
        #expect(af.dates(of: "Islamic Emirate Victory Day", year: 2021).isEmpty)
        #expect(af.dates(of: "Islamic Emirate Victory Day", year: 2022) == ["2022-08-15"])
        #expect(af.holidays(year: 1949).isEmpty)
    }

    @Test("The observed calendar moves the Day of Arafah with Eid al-Adha; later years forecast")
    func islamicCalendar() {
        #expect(af.dates(of: "Day of Arafah", year: 2016) == ["2016-09-12"])
        #expect(af.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-13", "2016-09-14", "2016-09-15"])
        #expect(af.holiday("Eid al-Fitr", on: "2027-03-09")?.isEstimated == true)
    }

    @Test("The Friday weekend of the Labour Law, the week from Saturday")
    func weekend() {
        #expect(Country.afghanistan.weekend.current.days == [.friday])
        #expect(Country.afghanistan.firstWeekday == .saturday)
    }
}
