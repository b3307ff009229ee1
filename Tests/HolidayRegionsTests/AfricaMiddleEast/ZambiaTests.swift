import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Zambia: the Public Holidays Act, the declared Easter days, the general election and the Sunday rule")
struct ZambiaTests {
    let zm = RegionRegistry.region(code: "ZM")!

    @Test("2026 exactly: the election day, the new prayer day in December, Women's Day on a Sunday gives the Monday")
    func year2026() {
        #expect(zm.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-08 International Women's Day",
            "2026-03-09 International Women's Day (observed)",
            "2026-03-12 Youth Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-28 Kenneth Kaunda Day",
            "2026-05-01 Labour Day",
            "2026-05-25 Africa Freedom Day",
            "2026-07-06 Heroes' Day",
            "2026-07-07 Unity Day",
            "2026-08-03 Farmers' Day",
            "2026-08-13 General Election Day",
            "2026-10-24 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-29 National Day of Prayer and Christian Heritage",
        ])
    }

    @Test("History: Youth Day moved in 1988, the prayer day's two eras, Kaunda Day from 2022, elections every five years")
    func history() {
        #expect(zm.dates(of: "Youth Day", year: 1987) == ["1987-03-21"])
        #expect(zm.dates(of: "Youth Day", year: 1988) == ["1988-03-12"])
        #expect(zm.dates(of: "National Prayer Day", year: 2025) == ["2025-10-18"])
        #expect(zm.dates(of: "National Prayer Day", year: 2026).isEmpty)
        #expect(zm.names(on: "2025-12-29").isEmpty)
        #expect(zm.names(on: "2021-04-28").isEmpty)
        #expect(zm.dates(of: "General Election Day", year: 2021) == ["2021-08-12"])
        #expect(zm.dates(of: "General Election Day", year: 2022).isEmpty)
        #expect(zm.names(on: "2021-08-13") == ["Bridge Public Holiday"])
    }

    @Test("Saturday-Sunday weekend, Monday first; known from 1984")
    func weekendAndKnown() {
        #expect(zm.weekend.current == .saturdaySunday)
        #expect(zm.firstWeekday == .monday)
        #expect(zm.holidays(year: 1983).isEmpty)
    }
}
