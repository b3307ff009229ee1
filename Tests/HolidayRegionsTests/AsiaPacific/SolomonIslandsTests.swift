import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Solomon Islands public holidays and Province Days")
struct SolomonIslandsTests {
    let sb = RegionRegistry.region(code: "SB")!
    let western = RegionRegistry.region(code: "SB-WE")!

    @Test("2026 exactly")
    func year2026SB() {
        #expect(sb.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Holy Saturday",
            "2026-04-06 Easter Monday",
            "2026-05-25 Whit Monday",
            "2026-06-19 King's Birthday",
            "2026-07-07 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 National Day of Thanksgiving",
            "2026-12-28 National Day of Thanksgiving (observed)",
        ])
    }

    @Test("2026 in Western Province: the nation's days and December 7")
    func year2026Western() {
        #expect(western.lines(year: 2026) == (sb.lines(year: 2026) + ["2026-12-07 Western Province Day"]).sorted())
    }

    @Test("The Sovereign's Birthday: second Saturday and the Friday before until 2021, as gazetted after")
    func sovereignsBirthday() {
        #expect(sb.dates(of: "Queen's Birthday", year: 2021) == ["2021-06-12"])
        #expect(sb.dates(of: "Queen's Birthday (observed)", year: 2021) == ["2021-06-11"])
        #expect(sb.dates(of: "Queen's Birthday", year: 2022) == ["2022-06-03"])
        #expect(sb.dates(of: "King's Birthday", year: 2023) == ["2023-06-16"])
        #expect(sb.dates(of: "King's Birthday", year: 2024) == ["2024-06-15"])
        #expect(sb.dates(of: "King's Birthday", year: 2025) == ["2025-06-13"])
        // New Year's Day 2022 on a Saturday: Friday 31 December 2021.
        #expect(sb.names(on: "2021-12-31") == ["New Year's Day (observed)"])
        #expect(RegionRegistry.region(code: "SB-GU")!.names(on: "2020-11-18") == ["Public Holiday"])
        #expect(sb.names(on: "2020-11-18").isEmpty)
    }
}
