import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Sri Lanka: the yearly lists' public and bank holidays, 2003-2026")
struct SriLankaTests {
    let lk = RegionRegistry.region(code: "LK")!

    @Test("2025 exactly, with the special bank holiday")
    func year2025() {
        #expect(lk.lines(year: 2025) == [
            "2025-01-13 Duruthu Full Moon Poya Day",
            "2025-01-14 Tamil Thai Pongal Day",
            "2025-02-04 Independence Day",
            "2025-02-12 Nawam Full Moon Poya Day",
            "2025-02-26 Maha Sivarathri Day",
            "2025-03-13 Medin Full Moon Poya Day",
            "2025-03-31 Eid al-Fitr",
            "2025-04-12 Bak Full Moon Poya Day",
            "2025-04-13 Day Before Sinhala and Tamil New Year",
            "2025-04-14 Sinhala and Tamil New Year",
            "2025-04-15 Special Bank Holiday",
            "2025-04-18 Good Friday",
            "2025-05-01 International Workers' Day",
            "2025-05-12 Vesak Full Moon Poya Day",
            "2025-05-13 Day Following Vesak Full Moon Poya Day",
            "2025-06-07 Eid al-Adha",
            "2025-06-10 Poson Full Moon Poya Day",
            "2025-07-10 Esala Full Moon Poya Day",
            "2025-08-08 Nikini Full Moon Poya Day",
            "2025-09-05 Prophet's Birthday",
            "2025-09-07 Binara Full Moon Poya Day",
            "2025-10-06 Vap Full Moon Poya Day",
            "2025-10-20 Diwali",
            "2025-11-05 Il Full Moon Poya Day",
            "2025-12-04 Unduvap Full Moon Poya Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(lk.holiday("Special Bank Holiday", on: "2025-04-15")?.kind == .bank)
        #expect(lk.holiday("Independence Day", on: "2025-02-04")?.localName == "නිදහස් සමරු දිනය")
    }

    @Test("The lists' days: the New Year on 13 April in 2024, Pongal on 15 January in 2024, an adhi poya")
    func listedDays() {
        #expect(lk.dates(of: "Sinhala and Tamil New Year", year: 2024) == ["2024-04-13"])
        #expect(lk.dates(of: "Day Before Sinhala and Tamil New Year", year: 2024) == ["2024-04-12"])
        #expect(lk.dates(of: "Tamil Thai Pongal Day", year: 2024) == ["2024-01-15"])
        #expect(lk.dates(of: "Adhi Esala Full Moon Poya Day", year: 2023) == ["2023-07-03"])
        #expect(lk.dates(of: "Prophet's Birthday", year: 2015) == ["2015-01-04"])
        // The list's Maha Sivarathri of 2010, a lunar month after the almanac's.
        #expect(lk.dates(of: "Maha Sivarathri Day", year: 2010) == ["2010-03-13"])
        #expect(lk.dates(of: "Maha Sivarathri Day", year: 2011) == ["2011-03-02"])
    }

    @Test("Diwali: worked on the list of 2003, a holiday from 2004")
    func diwali() {
        #expect(lk.holiday("Diwali", on: "2003-10-24")?.kind == .observance)
        #expect(lk.dates(of: "Diwali", year: 2004) == ["2004-11-11"])
    }

    @Test("Known for the lists' years only, 2003-2026")
    func validity() {
        #expect(lk.holidays(year: 2002).isEmpty)
        #expect(lk.holidays(year: 2027).isEmpty)
        #expect(!lk.holidays(year: 2026).isEmpty)
    }
}
