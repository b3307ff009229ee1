import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Central African Republic: National Day in the Empire's years, the Eids from 2015")
struct CentralAfricanRepublicTests {
    let cf = RegionRegistry.region(code: "CF")!

    @Test("2025 exactly")
    func year2025() {
        #expect(cf.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-29 Boganda Day",
            "2025-03-30 Eid al-Fitr",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-29 Ascension Day",
            "2025-06-07 Eid al-Adha",
            "2025-06-09 Whit Monday",
            "2025-06-30 Day of General Prayer",
            "2025-08-13 Independence Day",
            "2025-08-15 Assumption Day",
            "2025-11-01 All Saints' Day",
            "2025-12-01 National Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("National Day on 4 December in 1977 and 1978 only")
    func nationalDay() {
        #expect(cf.dates(of: "National Day", year: 1976) == ["1976-12-01"])
        #expect(cf.dates(of: "National Day", year: 1977) == ["1977-12-04"])
        #expect(cf.dates(of: "National Day", year: 1978) == ["1978-12-04"])
        #expect(cf.dates(of: "National Day", year: 1979) == ["1979-12-01"])
    }

    @Test("Boganda and Independence from 1960, prayer from 2007, the Eids from 2015")
    func history() {
        #expect(cf.names(on: "1959-03-29").isEmpty)
        #expect(cf.names(on: "1960-03-29") == ["Boganda Day"])
        #expect(cf.names(on: "2006-06-30").isEmpty)
        #expect(cf.names(on: "2007-06-30") == ["Day of General Prayer"])
        #expect(cf.dates(of: "Eid al-Fitr", year: 2014).isEmpty)
        #expect(cf.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-13"])
        #expect(cf.holidays(year: 1958).isEmpty)
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(cf.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
