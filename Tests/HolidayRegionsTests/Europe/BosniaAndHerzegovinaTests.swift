import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bosnia and Herzegovina: the state's days, its entities and Brčko District")
struct BosniaAndHerzegovinaTests {
    let ba = RegionRegistry.region(code: "BA")!
    let federation = RegionRegistry.region(code: "BA-BIH")!
    let srpska = RegionRegistry.region(code: "BA-SRP")!
    let brcko = RegionRegistry.region(code: "BA-BRC")!

    @Test("2026 exactly: the days every part keeps")
    func year2026() throws {
        #expect(ba.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Second day of New Year",
            "2026-01-07 Orthodox Christmas Day",
            "2026-03-20 Eid al-Fitr",
            "2026-04-06 Catholic Easter Monday",
            "2026-04-10 Orthodox Good Friday",
            "2026-05-01 Labour Day",
            "2026-05-02 Second day of Labour Day",
            "2026-05-27 Eid al-Adha",
            "2026-12-25 Catholic Christmas Day",
        ])
        let christmas = try #require(ba.holiday("Orthodox Christmas Day", on: "2026-01-07"))
        #expect(christmas.localName == "Božić (Pravoslavni)")
    }

    @Test("2026 in Republika Srpska: its own days added to the state's")
    func srpska2026() {
        #expect(srpska.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Second day of New Year",
            "2026-01-06 Orthodox Christmas Eve",
            "2026-01-07 Orthodox Christmas Day",
            "2026-01-14 Orthodox New Year",
            "2026-03-20 Eid al-Fitr",
            "2026-03-21 Second day of Eid al-Fitr",
            "2026-04-03 Catholic Good Friday",
            "2026-04-05 Catholic Easter Sunday",
            "2026-04-06 Catholic Easter Monday",
            "2026-04-10 Orthodox Good Friday",
            "2026-04-12 Orthodox Easter Sunday",
            "2026-04-13 Orthodox Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-02 Second day of Labour Day",
            "2026-05-09 Victory Day",
            "2026-05-27 Eid al-Adha",
            "2026-05-28 Second day of Eid al-Adha",
            "2026-11-21 Dayton Agreement Day",
            "2026-12-24 Catholic Christmas Eve",
            "2026-12-25 Catholic Christmas Day",
        ])
    }

    @Test("The Federation's own days: Independence and Statehood Day")
    func federationDays() {
        #expect(federation.names(on: "2026-03-01") == ["Independence Day"])
        #expect(federation.names(on: "2026-11-25") == ["Statehood Day"])
        #expect(srpska.names(on: "2026-11-25").isEmpty)
        #expect(ba.names(on: "2026-03-01").isEmpty)
    }

    @Test("Each part's day off for a weekend New Year or Labour Day")
    func weekendDays() throws {
        // 2023-01-01, a Sunday: the Federation and Brčko give Tuesday the 3rd.
        #expect(federation.names(on: "2023-01-03") == ["New Year's Day (observed)"])
        #expect(brcko.names(on: "2023-01-03") == ["New Year's Day (observed)"])
        #expect(srpska.names(on: "2023-01-03").isEmpty)
        #expect(ba.names(on: "2023-01-03").isEmpty)
        // 2022-01-01, a Saturday: Republika Srpska and Brčko give Monday the 3rd.
        let monday = try #require(srpska.holiday("New Year's Day (observed)", on: "2022-01-03"))
        #expect(monday.localName == "Nova godina (slobodan dan)")
        #expect(brcko.names(on: "2022-01-03") == ["New Year's Day (observed)"])
        #expect(federation.names(on: "2022-01-03").isEmpty)
    }

    @Test("Brčko District: its day from 2001, Christmas and its day moved from a Sunday")
    func brckoDays() {
        #expect(brcko.names(on: "2026-03-09") == ["Day of Establishment of Brčko District (observed)"])
        #expect(brcko.names(on: "2022-12-26") == ["Catholic Christmas Day (observed)"])
        #expect(federation.names(on: "2022-12-26").isEmpty)
        #expect(brcko.holidays(year: 2000).isEmpty)
        #expect(brcko.dates(of: "Day of Establishment of Brčko District", year: 2001) == ["2001-03-08"])
    }

    @Test("The Bayrams as the Islamic Community announced them; known from 1996")
    func bayramsAndKnown() {
        // 2016: Kurban Bayram two days after Umm al-Qura (11 September).
        #expect(ba.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-13"])
        #expect(ba.holidays(year: 1995).isEmpty)
        #expect(ba.dates(of: "Catholic Christmas Day", year: 1996) == ["1996-12-25"])
    }
}
