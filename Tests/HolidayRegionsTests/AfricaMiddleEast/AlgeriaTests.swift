import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Algeria: the 1963 law's holidays and three weekends")
struct AlgeriaTests {
    let dz = RegionRegistry.region(code: "DZ")!

    @Test("2025 exactly: three days of each Eid")
    func year2025() {
        #expect(dz.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-12 Amazigh New Year",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-08 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-07-05 Ashura",
            "2025-07-05 Independence Day",
            "2025-09-04 Prophet's Birthday",
            "2025-11-01 Revolution Day",
        ])
    }

    @Test("The days the amending laws added", arguments: [
        ("Eid al-Adha", 1968, 1, 1969, 2),  // Ordonnance n° 68-419
        ("Eid al-Adha", 2022, 2, 2023, 3),  // Loi n° 23-10
        ("Eid al-Fitr", 2023, 2, 2024, 3),  // Loi n° 23-10
        ("Amazigh New Year", 2017, 0, 2018, 1),
    ])
    func added(name: String, before: Int, daysBefore: Int, from: Int, days: Int) {
        #expect(dz.dates(of: name, year: before).count == daysBefore)
        #expect(dz.dates(of: name, year: from).count == days)
    }

    @Test("Independence Day renamed by the 2005 law")
    func renamed() {
        #expect(dz.names(on: "2004-07-05") == ["Independence and National Liberation Front Day"])
        #expect(dz.names(on: "2005-07-05") == ["Independence Day"])
    }

    @Test("Weekend: Saturday-Sunday, Thursday-Friday from 1976, Friday-Saturday from 14 August 2009")
    func weekends() {
        let thursdayFriday = WeekendMask([.thursday, .friday])!
        #expect(dz.weekend.mask(on: day("1975-12-31")) == .saturdaySunday)
        #expect(dz.weekend.mask(on: day("1976-01-01")) == thursdayFriday)
        #expect(dz.weekend.mask(on: day("2009-08-13")) == thursdayFriday)
        #expect(dz.weekend.mask(on: day("2009-08-14")) == .fridaySaturday)
    }

    @Test("Known from 1964, the first whole year of the 1963 law")
    func known() {
        #expect(dz.holidays(year: 1963).isEmpty)
        #expect(dz.names(on: "1964-11-01") == ["Revolution Day"])
    }
}
