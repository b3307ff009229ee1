import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Antarctica: the stations' days, Midwinter Day and Antarctica Day")
struct AntarcticaTests {
    let aq = RegionRegistry.region(code: "AQ")!

    @Test("2025 exactly")
    func year2025() {
        #expect(aq.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-06-21 Midwinter Day",
            "2025-12-01 Antarctica Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Midwinter Day on 20 June in leap years, 21 June otherwise (2100 is not a leap year)",
          arguments: [(2024, "2024-06-20"), (2023, "2023-06-21"), (2000, "2000-06-20"), (2100, "2100-06-21"),
                      (1964, "1964-06-20"), (1962, "1962-06-21")])
    func midwinter(year: Int, date: String) {
        #expect(aq.dates(of: "Midwinter Day", year: year) == [date])
    }

    @Test("Antarctica Day from 2010; known from 1962")
    func history() {
        #expect(aq.names(on: "2009-12-01").isEmpty)
        #expect(aq.names(on: "2010-12-01") == ["Antarctica Day"])
        #expect(aq.holidays(year: 1961).isEmpty)
        #expect(aq.names(on: "1962-01-01") == ["New Year's Day"])
    }
}
