import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Oman: royal-decree holidays, Eid al-Fitr from 29 Ramadan, the weekend of 2013")
struct OmanTests {
    let om = RegionRegistry.region(code: "OM")!

    @Test("2025 exactly: a full Ramadan as sighted, National Day on 20-21 November")
    func year2025() {
        #expect(om.lines(year: 2025) == [
            "2025-01-11 Sultan's Accession Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-03-29 Eid al-Fitr",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-02 Eid al-Fitr",
            "2025-06-05 Eid al-Adha",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-11-20 National Day",
            "2025-11-21 National Day",
        ])
    }

    @Test("Renaissance Day until 2019; Accession Day and National Day from 2020, moved in 2025")
    func decrees() {
        #expect(om.dates(of: "Renaissance Day", year: 2019) == ["2019-07-23"])
        #expect(om.dates(of: "Renaissance Day", year: 2020).isEmpty)
        #expect(om.dates(of: "Sultan's Accession Day", year: 2019).isEmpty)
        #expect(om.dates(of: "National Day", year: 2020) == ["2020-11-18", "2020-11-19"])
        #expect(om.dates(of: "National Day", year: 2024) == ["2024-11-18", "2024-11-19"])
        #expect(om.holidays(year: 1969).isEmpty)
    }

    @Test("Thursday-Friday until 30 April 2013, Friday-Saturday from 1 May")
    func weekendHistory() {
        let weekend = Country.oman.weekend
        #expect(weekend.mask(on: day("2013-04-30")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2013-05-01")).days == [.friday, .saturday])
    }
}
