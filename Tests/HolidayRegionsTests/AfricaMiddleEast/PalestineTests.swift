import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Palestine: official holidays of both churches and Islam")
struct PalestineTests {
    let ps = RegionRegistry.region(code: "PS")!

    @Test("2025 exactly: both Easters on 20 April")
    func year2025() {
        #expect(ps.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-07 Orthodox Christmas Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-03-08 International Women's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-20 Eastern Easter",
            "2025-04-20 Western Easter",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-09 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-11-15 Independence Day",
            "2025-12-25 Catholic Christmas Day",
        ])
    }

    @Test("Known from 1989; two Easters in 2024; weekend Friday-Saturday")
    func knownAndWeekend() {
        #expect(ps.holidays(year: 1988).isEmpty)
        #expect(ps.dates(of: "Western Easter", year: 2024) == ["2024-03-31"])
        #expect(ps.dates(of: "Eastern Easter", year: 2024) == ["2024-05-05"])
        #expect(Country.palestine.weekend.current.days == [.friday, .saturday])
    }

    @Test("Orthodox Christmas on 25 December Julian: 7 January")
    func orthodoxChristmas() {
        #expect(ps.dates(of: "Orthodox Christmas Day", year: 1989) == ["1989-01-07"])
        #expect(ps.holiday("Orthodox Christmas Day", on: "2025-01-07")?.localName == "عيد الميلاد المجيد الشرقي")
    }
}
