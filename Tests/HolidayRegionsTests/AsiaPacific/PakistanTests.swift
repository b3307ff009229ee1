import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Pakistan: the Cabinet Division's holidays, Islamic days as Pakistan sights the moon")
struct PakistanTests {
    let pk = RegionRegistry.region(code: "PK")!

    @Test("2025 exactly, with the Eid-ul-Adha day decreed on the Friday")
    func year2025() {
        #expect(pk.lines(year: 2025) == [
            "2025-02-05 Kashmir Solidarity Day",
            "2025-03-23 Pakistan Day",
            "2025-03-31 Eid-ul-Fitr",
            "2025-04-01 Eid-ul-Fitr",
            "2025-04-02 Eid-ul-Fitr",
            "2025-05-01 Labour Day",
            "2025-05-28 Youm-e-Takbeer",
            "2025-06-06 Eid-ul-Adha",
            "2025-06-07 Eid-ul-Adha",
            "2025-06-08 Eid-ul-Adha",
            "2025-06-09 Eid-ul-Adha",
            "2025-07-05 Ashura",
            "2025-07-06 Ashura",
            "2025-08-14 Independence Day",
            "2025-09-06 Eid Milad-un-Nabi",
            "2025-11-09 Iqbal Day",
            "2025-12-25 Quaid-e-Azam Day",
        ])
        #expect(pk.holiday("Pakistan Day", on: "2025-03-23")?.localName == "یوم پاکستان")
    }

    @Test("The first and last years of each rule")
    func history() {
        #expect(pk.dates(of: "Pakistan Day", year: 1955).isEmpty)
        #expect(pk.dates(of: "Pakistan Day", year: 1956) == ["1956-03-23"])
        #expect(pk.dates(of: "Labour Day", year: 1971).isEmpty)
        #expect(pk.dates(of: "Labour Day", year: 1972) == ["1972-05-01"])
        #expect(pk.dates(of: "Kashmir Solidarity Day", year: 1989).isEmpty)
        #expect(pk.dates(of: "Kashmir Solidarity Day", year: 1990) == ["1990-02-05"])
        #expect(pk.dates(of: "Youm-e-Takbeer", year: 2023).isEmpty)
        #expect(pk.dates(of: "Youm-e-Takbeer", year: 2024) == ["2024-05-28"])
        #expect(pk.dates(of: "Iqbal Day", year: 2014) == ["2014-11-09"])
        #expect(pk.dates(of: "Iqbal Day", year: 2015).isEmpty)
        #expect(pk.dates(of: "Iqbal Day", year: 2021).isEmpty)
        #expect(pk.dates(of: "Iqbal Day", year: 2022) == ["2022-11-09"])
        #expect(pk.holidays(year: 1947).isEmpty)
        #expect(!pk.holidays(year: 1948).isEmpty)
    }

    @Test("Two-day Eids: no third day of Eid-ul-Adha in 2021, one day of Eid-ul-Fitr in 2026")
    func shortEids() {
        #expect(pk.dates(of: "Eid-ul-Adha", year: 2021) == ["2021-07-20", "2021-07-21", "2021-07-22"])
        #expect(pk.dates(of: "Eid-ul-Fitr", year: 2026) == ["2026-03-20", "2026-03-21"])
        #expect(pk.dates(of: "General Election Day", year: 2024) == ["2024-02-08"])
    }

    @Test("The observed calendar: Milad-un-Nabi 2024 two days after Umm al-Qura; later years forecast")
    func islamicCalendar() {
        #expect(pk.dates(of: "Eid Milad-un-Nabi", year: 2024) == ["2024-09-17"])
        // A year without an announcement: Umm al-Qura plus one (12 Rabi' al-Awwal 1430 = 9 March 2009).
        #expect(pk.dates(of: "Eid Milad-un-Nabi", year: 2009) == ["2009-03-10"])
        #expect(pk.holiday("Eid Milad-un-Nabi", on: "2024-09-17")?.isEstimated == false)
        #expect(pk.holiday("Eid-ul-Fitr", on: "2027-03-10")?.isEstimated == true)
        #expect(Country.pakistan.weekend.current.days == [.saturday, .sunday])
    }
}
