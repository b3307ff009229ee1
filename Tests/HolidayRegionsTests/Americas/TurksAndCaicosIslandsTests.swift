import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Turks and Caicos Islands: the Public Holidays Ordinance from 1963")
struct TurksAndCaicosIslandsTests {
    let tc = RegionRegistry.region(code: "TC")!

    @Test("2026 exactly; known from 1963")
    func year2026() {
        #expect(tc.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-03-09 Commonwealth Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-25 JAGS McCartney Day",
            "2026-06-08 King's Birthday",
            "2026-08-01 Emancipation Day",
            "2026-08-03 Emancipation Day (observed)",
            "2026-08-30 National Day of Thanksgiving",
            "2026-08-31 Constitution Day",
            "2026-09-25 National Youth Day",
            "2026-10-12 National Heritage Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(tc.holidays(year: 1962).isEmpty)
        #expect(!tc.holidays(year: 1963).isEmpty)
        #expect(tc.firstWeekday == .monday)
    }

    @Test("Substitute days from 1980, names of 2014 and 2020, Thanksgiving and Constitution Day from 2026")
    func history() {
        #expect(tc.dates(of: "New Year's Day (observed)", year: 1978) == [])
        #expect(tc.dates(of: "New Year's Day (observed)", year: 1984) == ["1984-01-02"])
        #expect(tc.dates(of: "Columbus Day", year: 2013) == ["2013-10-14"])
        #expect(tc.dates(of: "National Heritage Day", year: 2014) == ["2014-10-13"])
        #expect(tc.dates(of: "National Heroes Day", year: 2019) == ["2019-05-27"])
        #expect(tc.dates(of: "JAGS McCartney Day", year: 2020) == ["2020-05-25"])
        #expect(tc.dates(of: "National Day of Thanksgiving", year: 2013) == [])
        #expect(tc.dates(of: "National Day of Thanksgiving", year: 2025) == ["2025-11-28"])
        #expect(tc.dates(of: "National Day of Thanksgiving", year: 2026) == ["2026-08-30"])
        #expect(tc.dates(of: "Constitution Day", year: 2026) == ["2026-08-31"])
        #expect(tc.dates(of: "King's Birthday", year: 2025) == ["2025-06-23"])
    }
}
