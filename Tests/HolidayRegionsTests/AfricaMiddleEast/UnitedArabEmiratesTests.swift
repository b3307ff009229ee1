import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("United Arab Emirates: official holidays, moved days and three weekends")
struct UnitedArabEmiratesTests {
    let ae = RegionRegistry.region(code: "AE")!

    @Test("2025 exactly: Islamic New Year and the Prophet's Birthday moved to Fridays")
    func year2025() {
        #expect(ae.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-06-05 Arafat Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-08 Eid al-Adha Holiday",
            "2025-06-27 Islamic New Year",
            "2025-09-05 Prophet's Birthday",
            "2025-12-01 National Day",
            "2025-12-02 National Day",
        ])
        #expect(ae.holiday("Arafat Day", on: "2025-06-05")?.localName == "وقفة عرفة")
    }

    @Test("Thursday-Friday, Friday-Saturday from September 2006, Saturday-Sunday from 2022")
    func weekendHistory() {
        let weekend = Country.unitedArabEmirates.weekend
        #expect(weekend.mask(on: day("2006-08-31")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2006-09-01")).days == [.friday, .saturday])
        #expect(weekend.mask(on: day("2021-12-31")).days == [.friday, .saturday])
        #expect(weekend.mask(on: day("2022-01-01")).days == [.saturday, .sunday])
    }

    @Test("Commemoration Day on 30 November 2015-2018, 1 December 2019-2023")
    func commemorationDay() {
        #expect(ae.dates(of: "Commemoration Day", year: 2014).isEmpty)
        #expect(ae.dates(of: "Commemoration Day", year: 2015) == ["2015-11-30"])
        #expect(ae.dates(of: "Commemoration Day", year: 2018) == ["2018-11-30"])
        #expect(ae.dates(of: "Commemoration Day", year: 2019) == ["2019-12-01"])
        #expect(ae.dates(of: "Commemoration Day", year: 2023) == ["2023-12-01"])
        #expect(ae.dates(of: "Commemoration Day", year: 2024).isEmpty)
    }

    @Test("Eid al-Fitr's eve 2019-2024; Isra and Mi'raj until 2018")
    func eraBoundaries() {
        #expect(ae.dates(of: "Eid al-Fitr Holiday", year: 2018) == ["2018-06-16", "2018-06-17"])
        #expect(ae.dates(of: "Eid al-Fitr Holiday", year: 2019) == ["2019-06-03", "2019-06-05", "2019-06-06"])
        #expect(ae.dates(of: "Eid al-Fitr Holiday", year: 2025) == ["2025-03-31", "2025-04-01"])
        #expect(ae.dates(of: "Isra and Mi'raj", year: 2018) == ["2018-04-14"])
        #expect(ae.dates(of: "Isra and Mi'raj", year: 2019).isEmpty)
    }

    @Test("Sighted month starts and moved days; later years forecast")
    func islamicDays() throws {
        #expect(ae.dates(of: "Islamic New Year", year: 2017) == ["2017-09-22"])
        #expect(ae.dates(of: "Islamic New Year", year: 2021) == ["2021-08-12"])
        #expect(ae.dates(of: "Prophet's Birthday", year: 2018) == ["2018-11-18"])
        #expect(ae.dates(of: "Eid al-Adha", year: 2018) == ["2018-08-22"])
        #expect(try #require(ae.holiday("Eid al-Adha", on: "2018-08-22")).isEstimated == false)
        let forecast = try #require(ae.holidays(year: 2030).first { $0.name == "Eid al-Fitr" })
        #expect(forecast.isEstimated)
    }

    @Test("Known from 1972; one-off and optional days")
    func knownAndDecreed() {
        #expect(ae.holidays(year: 1971).isEmpty)
        #expect(ae.dates(of: "National Day", year: 1972) == ["1972-12-02", "1972-12-03"])
        #expect(ae.names(on: "2022-05-14") == ["Death of Sheikh Khalifa bin Zayed Al Nahyan"])
        #expect(ae.holiday("Pope Francis' Visit Day", on: "2019-02-05")?.kind == .optional)
    }
}
