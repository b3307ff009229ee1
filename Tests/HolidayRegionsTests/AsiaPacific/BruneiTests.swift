import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Brunei: a Friday-Sunday weekend, substitute days, the announced Islamic months")
struct BruneiTests {
    let bn = RegionRegistry.region(code: "BN")!

    @Test("2025 exactly")
    func year2025() {
        #expect(bn.lines(year: 2025) == [
            "2025-01-01 New Year's Day", "2025-01-27 Isra' and Mi'raj", "2025-01-29 Lunar New Year",
            "2025-02-23 National Day", "2025-02-24 National Day (observed)", "2025-03-02 First Day of Ramadan",
            "2025-03-03 First Day of Ramadan (observed)", "2025-03-18 Nuzul Al-Quran", "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr (second day)", "2025-04-02 Eid al-Fitr (third day)", "2025-05-31 Armed Forces Day",
            "2025-06-07 Eid al-Adha", "2025-06-27 Islamic New Year", "2025-06-28 Islamic New Year (observed)",
            "2025-07-15 Sultan Hassanal Bolkiah's Birthday", "2025-09-05 Prophet's Birthday",
            "2025-09-06 Prophet's Birthday (observed)", "2025-12-25 Christmas Day",
        ])
    }

    @Test("Friday and Sunday are the weekend; Saturday is a working day")
    func weekend() {
        #expect(bn.weekend.mask(on: day("2025-06-07")).days == [.friday, .sunday])
        // Islamic New Year on Friday 27 June 2025: Saturday the 28th.
        #expect(bn.holiday("Islamic New Year (observed)", on: "2025-06-28")?.observedOf == day("2025-06-27"))
    }

    @Test("Two holidays on a rest day give a day each; on a working day, one")
    func sharedDays() {
        // Isra' and Mi'raj and National Day on Friday 23 February 1990: Saturday and Monday.
        #expect(bn.names(on: "1990-02-24") == ["National Day (observed)"])
        #expect(bn.names(on: "1990-02-26") == ["Isra' and Mi'raj (observed)"])
        // Nuzul Al-Quran and Christmas on Saturday 25 December 1999, a working day: one day, Monday.
        #expect(bn.lines(year: 1999).filter { $0.hasPrefix("1999-12-2") } == [
            "1999-12-25 Christmas Day", "1999-12-25 Nuzul Al-Quran", "1999-12-27 Nuzul Al-Quran (observed)",
        ])
    }

    @Test("Hari Raya Aidil Fitri: one day in 2000, two until 2011, three from 2012; known from 1984")
    func eidDays() {
        #expect(bn.dates(of: "Eid al-Fitr (second day)", year: 2000).isEmpty)
        #expect(bn.dates(of: "Eid al-Fitr (third day)", year: 2011).isEmpty)
        #expect(bn.dates(of: "Eid al-Fitr (third day)", year: 2012) == ["2012-08-21"])
        #expect(bn.dates(of: "First Day of Ramadan", year: 2008) == ["2008-09-01"])
        #expect(bn.holidays(year: 1983).isEmpty)
    }
}
