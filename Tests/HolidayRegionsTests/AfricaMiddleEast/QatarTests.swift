import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Qatar: official and bank holidays, sighted Eids, the weekend of 2003")
struct QatarTests {
    let qa = RegionRegistry.region(code: "QA")!

    @Test("2025 exactly, bank holidays too")
    func year2025() {
        #expect(qa.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 New Year's Holiday",
            "2025-02-11 National Sports Day",
            "2025-03-02 March Bank Holiday",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-12-18 Qatar National Day",
        ])
        #expect(qa.holiday("March Bank Holiday", on: "2025-03-02")?.kind == .bank)
    }

    @Test("First years: National Day 2007, the March bank holiday 2010, Sports Day 2012")
    func firstYears() {
        #expect(qa.dates(of: "Qatar National Day", year: 2006).isEmpty)
        #expect(qa.dates(of: "Qatar National Day", year: 2007) == ["2007-12-18"])
        #expect(qa.dates(of: "March Bank Holiday", year: 2009).isEmpty)
        #expect(qa.dates(of: "March Bank Holiday", year: 2010) == ["2010-03-07"])
        #expect(qa.dates(of: "National Sports Day", year: 2011).isEmpty)
        #expect(qa.dates(of: "National Sports Day", year: 2012) == ["2012-02-14"])
        #expect(qa.holidays(year: 1970).isEmpty)
    }

    @Test("Eids as Qatar sighted them")
    func sighted() {
        #expect(qa.dates(of: "Eid al-Fitr", year: 2015) == ["2015-07-18", "2015-07-19", "2015-07-20"])
        #expect(qa.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-10", "2016-09-11", "2016-09-12"])
    }

    @Test("Thursday-Friday until 31 July 2003, Friday-Saturday from 1 August")
    func weekendHistory() {
        let weekend = Country.qatar.weekend
        #expect(weekend.mask(on: day("2003-07-31")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2003-08-01")).days == [.friday, .saturday])
    }
}
