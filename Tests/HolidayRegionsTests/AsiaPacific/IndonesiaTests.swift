import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Indonesia: the presidential decrees' national holidays, isbat Islamic days, Waisak and Nyepi")
struct IndonesiaTests {
    let id = RegionRegistry.region(code: "ID")!

    @Test("2025 exactly")
    func year2025() {
        #expect(id.lines(year: 2025) == [
            "2025-01-01 New Year's Day", "2025-01-27 Isra' and Mi'raj", "2025-01-29 Lunar New Year",
            "2025-03-29 Day of Silence", "2025-03-31 Eid al-Fitr", "2025-04-01 Eid al-Fitr (second day)",
            "2025-04-18 Good Friday", "2025-04-20 Easter Sunday", "2025-05-01 Labour Day", "2025-05-12 Vesak Day",
            "2025-05-29 Ascension Day", "2025-06-01 Pancasila Day", "2025-06-06 Eid al-Adha", "2025-06-27 Islamic New Year",
            "2025-08-17 Independence Day", "2025-09-05 Prophet's Birthday", "2025-12-25 Christmas Day",
        ])
        #expect(id.holiday("Day of Silence", on: "2025-03-29")?.localName == "Hari Suci Nyepi")
    }

    @Test("The decrees' eras: 1953, 1963-1967, 1968, 1971, 1983, 2003, 2014, 2016, 2024")
    func eras() {
        #expect(id.dates(of: "Heroes' Day", year: 1952) == ["1952-11-10"])
        #expect(id.dates(of: "Heroes' Day", year: 1953).isEmpty)
        #expect(id.dates(of: "Christmas Day", year: 1952).isEmpty)
        #expect(id.dates(of: "Ascension Day", year: 1965).isEmpty)
        #expect(id.dates(of: "Ascension Day", year: 1968) == ["1968-05-23"])
        #expect(id.dates(of: "Good Friday", year: 1970).isEmpty)
        #expect(id.dates(of: "Good Friday", year: 1971) == ["1971-04-09"])
        #expect(id.dates(of: "Assumption Day", year: 1970) == ["1970-08-15"])
        #expect(id.dates(of: "Vesak Day", year: 1982).isEmpty)
        #expect(id.dates(of: "Lunar New Year", year: 2002).isEmpty)
        #expect(id.dates(of: "Labour Day", year: 2013).isEmpty)
        #expect(id.dates(of: "Labour Day", year: 2014) == ["2014-05-01"])
        #expect(id.dates(of: "Easter Sunday", year: 2023).isEmpty)
        #expect(id.holidays(year: 1949).isEmpty)
    }

    @Test("Decreed days: Imlek 2006 on the Monday, Waisak 2023 on 4 June, Idul Fitri 2004's substitute, election days")
    func decreed() {
        #expect(id.dates(of: "Lunar New Year", year: 2006) == ["2006-01-30"])
        #expect(id.dates(of: "Vesak Day", year: 2023) == ["2023-06-04"])
        #expect(id.holiday("Eid al-Fitr (observed)", on: "2004-11-16")?.observedOf == day("2004-11-14"))
        #expect(id.dates(of: "General Election Day", year: 2024) == ["2024-02-14"])
        // No substitute days otherwise: Pancasila Day on Sunday 1 June 2025 gives none.
        #expect(id.names(on: "2025-06-02").isEmpty)
    }

    @Test("Islamic days confirmed to 2026-2027, estimated after; Waisak estimated after its list")
    func estimated() {
        #expect(id.holiday("Eid al-Fitr", on: "2025-03-31")?.isEstimated == false)
        #expect(id.holidays(year: 2030).first { $0.name == "Eid al-Fitr" }?.isEstimated == true)
        #expect(id.holidays(year: 2030).first { $0.name == "Vesak Day" }?.isEstimated == true)
    }
}
