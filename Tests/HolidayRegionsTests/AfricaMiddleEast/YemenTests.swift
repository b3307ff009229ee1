import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Yemen: official holidays, the Friday substitute, days marked but worked")
struct YemenTests {
    let ye = RegionRegistry.region(code: "YE")!

    @Test("2025 exactly, with the days marked but worked")
    func year2025() {
        #expect(ye.lines(year: 2025, kinds: [.public, .observance]) == [
            "2025-01-27 Isra and Mi'raj",
            "2025-03-29 Eid al-Fitr",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-05-22 Unity Day",
            "2025-06-05 Eid al-Adha",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-09 Eid al-Adha",
            "2025-06-10 Eid al-Adha (observed)",
            "2025-06-26 Islamic New Year",
            "2025-07-07 Victory Day",
            "2025-09-04 Prophet's Birthday",
            "2025-09-26 Revolution Day",
            "2025-09-28 Revolution Day (observed)",
            "2025-10-14 Liberation Day",
            "2025-11-30 Evacuation Day",
        ])
        #expect(ye.holiday("Victory Day", on: "2025-07-07")?.kind == .observance)
    }

    @Test("The Prophet's Birthday and Victory Day days off until 1999, marked from 2000")
    func decreeLawOf2000() {
        #expect(ye.holiday("Victory Day", on: "1999-07-07")?.kind == .public)
        #expect(ye.holiday("Victory Day", on: "2000-07-07")?.kind == .observance)
        #expect(ye.holiday("Prophet's Birthday", on: "1999-06-26")?.kind == .public)
        #expect(ye.holiday("Prophet's Birthday", on: "2000-06-14")?.kind == .observance)
        #expect(ye.holidays(year: 1990).isEmpty)
    }

    @Test("A Friday holiday on the Thursday-Friday weekend of 2010 gives the Saturday")
    func substituteBefore2013() {
        #expect(ye.names(on: "2010-11-20") == ["Eid al-Adha (observed)"])
        #expect(ye.names(on: "2010-09-13") == ["Eid al-Fitr (observed)"])
    }

    @Test("Thursday-Friday until 14 August 2013, Friday-Saturday from the 15th")
    func weekendHistory() {
        let weekend = Country.yemen.weekend
        #expect(weekend.mask(on: day("2013-08-14")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2013-08-15")).days == [.friday, .saturday])
    }
}
