import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Montserrat: the Public Holidays Act as listed from 2017")
struct MontserratTests {
    let ms = RegionRegistry.region(code: "MS")!

    @Test("2026 exactly; known from 2017")
    func year2026() {
        #expect(ms.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-03-17 Saint Patrick's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-06-15 King's Birthday",
            "2026-07-08 Day of Prayer and Thanksgiving",
            "2026-08-03 Emancipation Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
            "2026-12-31 Festival Day",
        ])
        #expect(ms.holidays(year: 2016).isEmpty)
        #expect(!ms.holidays(year: 2017).isEmpty)
        #expect(ms.firstWeekday == .monday)
    }

    @Test("The Sovereign's Birthday, Whit Monday on it, the Day of Prayer, Festival Day")
    func history() {
        #expect(ms.dates(of: "Queen's Birthday", year: 2022) == ["2022-06-02"])
        #expect(ms.dates(of: "King's Birthday", year: 2023) == ["2023-06-19"])
        #expect(ms.dates(of: "King's Birthday", year: 2025) == ["2025-06-16"])
        // Whit Monday 2019 fell on the Queen's Birthday (10 June): also the Tuesday.
        #expect(ms.dates(of: "Whit Monday (observed)", year: 2019) == ["2019-06-11"])
        #expect(ms.dates(of: "National Day of Prayer and Thanksgiving", year: 2020) == [])
        #expect(ms.dates(of: "National Day of Prayer and Thanksgiving", year: 2021) == ["2021-07-21"])
        #expect(ms.dates(of: "Day of Prayer and Thanksgiving", year: 2024) == ["2024-07-10"])
        // Festival Day on Saturday 31 December 2022: the Monday 2 January 2023; New Year's Day on the Sunday: the Tuesday.
        #expect(ms.dates(of: "Festival Day (observed)", year: 2023) == ["2023-01-02"])
        #expect(ms.dates(of: "New Year's Day (observed)", year: 2023) == ["2023-01-03"])
    }
}
