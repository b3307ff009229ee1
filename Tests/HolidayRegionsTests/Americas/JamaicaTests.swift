import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Jamaica: the Holidays (Public General) Act from independence")
struct JamaicaTests {
    let jm = RegionRegistry.region(code: "JM")!

    @Test("2026 exactly; known from 1962")
    func year2026() {
        #expect(jm.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-02-18 Ash Wednesday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-23 National Labour Day",
            "2026-05-25 National Labour Day (observed)",
            "2026-08-01 Emancipation Day",
            "2026-08-06 Independence Day",
            "2026-10-19 National Heroes Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(jm.holidays(year: 1961).isEmpty)
        #expect(!jm.holidays(year: 1962).isEmpty)
        #expect(jm.firstWeekday == .sunday)
    }

    @Test("Emancipation Day from 1998; Labour Day from a weekend, Christmas from a Sunday to the Tuesday")
    func history() {
        #expect(jm.dates(of: "Emancipation Day", year: 1997) == [])
        #expect(jm.dates(of: "Emancipation Day", year: 1998) == ["1998-08-01"])
        #expect(jm.dates(of: "National Labour Day (observed)", year: 2026) == ["2026-05-25"])
        #expect(jm.dates(of: "National Labour Day (observed)", year: 2027) == ["2027-05-24"])
        #expect(jm.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-27"])
        #expect(jm.dates(of: "Boxing Day (observed)", year: 2021) == ["2021-12-27"])
    }
}
