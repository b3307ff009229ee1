import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Western Sahara: the Sahrawi Republic's national holidays")
struct WesternSaharaTests {
    let eh = RegionRegistry.region(code: "EH")!

    @Test("2025 exactly: the Constitution's seven national days and four Islamic holidays")
    func year2025() {
        #expect(eh.lines(year: 2025) == [
            "2025-02-27 Proclamation of the SADR",
            "2025-03-08 First Martyr",
            "2025-03-30 Eid al-Fitr",
            "2025-05-10 Founding of the Polisario Front",
            "2025-05-20 Start of the Armed Struggle",
            "2025-06-06 Eid al-Adha",
            "2025-06-09 Martyrs' Day",
            "2025-06-17 Uprising Day",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-10-12 National Unity Day",
        ])
    }

    @Test("The Islamic holidays of the 2003 Constitution: Eid al-Fitr from 2003, the others from 2004",
          arguments: [("Eid al-Fitr", 2002, 2003), ("Eid al-Adha", 2003, 2004), ("Islamic New Year", 2003, 2004),
                      ("Prophet's Birthday", 2003, 2004)])
    func islamicFrom(name: String, lastWithout: Int, first: Int) throws {
        #expect(eh.dates(of: name, year: lastWithout).isEmpty)
        let dates = eh.dates(of: name, year: first)
        #expect(dates.count == 1)
        #expect(try #require(eh.holiday(name, on: dates[0])).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 2000, the first year of the 1999 Constitution")
    func weekendAndKnown() {
        #expect(eh.weekend.current == .saturdaySunday)
        #expect(eh.holidays(year: 1999).isEmpty)
        #expect(eh.names(on: "2000-02-27") == ["Proclamation of the SADR"])
    }
}
