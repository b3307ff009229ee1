import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Somalia: the Federal Government's holidays, Friday off")
struct SomaliaTests {
    let so = RegionRegistry.region(code: "SO")!

    @Test("2025 exactly: the two independence days and six Islamic holidays")
    func year2025() {
        #expect(so.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-03-30 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-26 Independence Day",
            "2025-06-26 Islamic New Year",
            "2025-07-01 Republic Day",
            "2025-07-05 Ashura",
            "2025-09-04 Prophet's Birthday",
        ])
    }

    @Test("Somali names first, Arabic too; the Islamic days estimated")
    func names() throws {
        let republic = try #require(so.holiday("Republic Day", on: "2025-07-01"))
        #expect(republic.localName == "Maalinta Jamhuuriyadda")
        #expect(try #require(so.holiday("Ashura", on: "2025-07-05")).isEstimated)
    }

    @Test("Friday alone is the weekend: Saturday and Sunday are business days")
    func weekend() {
        #expect(so.weekend.current == WeekendMask([.friday])!)
        #expect(so.weekend.mask(on: day("2025-03-01")).contains(.saturday) == false)
    }

    @Test("Known from 1961, the first whole year of the Somali Republic")
    func known() {
        #expect(so.holidays(year: 1960).isEmpty)
        #expect(so.names(on: "1961-07-01") == ["Republic Day"])
    }
}
