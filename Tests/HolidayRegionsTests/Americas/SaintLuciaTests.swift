import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Saint Lucia: the Public Holidays Act from independence")
struct SaintLuciaTests {
    let lc = RegionRegistry.region(code: "LC")!

    @Test("2026 exactly; known from 1979")
    func year2026() {
        #expect(lc.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 New Year's Holiday",
            "2026-02-22 Independence Day",
            "2026-02-23 Independence Day (observed)",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-08-01 Emancipation Day",
            "2026-10-05 Thanksgiving Day",
            "2026-12-13 National Day",
            "2026-12-14 National Day (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(lc.holidays(year: 1978).isEmpty)
        #expect(!lc.holidays(year: 1979).isEmpty)
        #expect(lc.firstWeekday == .monday)
    }

    @Test("New Year's Day on a Sunday to the Tuesday, the day after to the Monday")
    func newYear() {
        #expect(lc.dates(of: "New Year's Day (observed)", year: 2023) == ["2023-01-03"])
        #expect(lc.dates(of: "New Year's Holiday", year: 2023) == ["2023-01-02"])
        #expect(lc.dates(of: "New Year's Holiday (observed)", year: 2022) == ["2022-01-03"])
        #expect(lc.dates(of: "Christmas Day (observed)", year: 2022) == ["2022-12-27"])
    }
}
