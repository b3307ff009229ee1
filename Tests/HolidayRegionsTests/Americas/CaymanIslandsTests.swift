import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The Cayman Islands: the Public Holidays Act as listed from 2006")
struct CaymanIslandsTests {
    let ky = RegionRegistry.region(code: "KY")!

    @Test("2026 exactly; known from 2006")
    func year2026() {
        #expect(ky.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-26 National Heroes Day",
            "2026-02-18 Ash Wednesday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Emancipation Day",
            "2026-05-18 Discovery Day",
            "2026-06-22 King's Birthday",
            "2026-07-06 Constitution Day",
            "2026-11-09 Remembrance Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(ky.holidays(year: 2005).isEmpty)
        #expect(!ky.holidays(year: 2006).isEmpty)
        #expect(ky.firstWeekday == .monday)
    }

    @Test("The Queen's Birthday moved by the Cabinet, the King's from 2023, Emancipation Day from 2024")
    func history() {
        #expect(ky.dates(of: "Queen's Birthday", year: 2022) == ["2022-06-06"])
        #expect(ky.dates(of: "Queen's Birthday", year: 2021) == ["2021-06-14"])
        #expect(ky.dates(of: "King's Birthday", year: 2023) == ["2023-06-19"])
        #expect(ky.dates(of: "Emancipation Day", year: 2023) == [])
        #expect(ky.dates(of: "Emancipation Day", year: 2024) == ["2024-05-06"])
        #expect(ky.dates(of: "General Election Day", year: 2025) == ["2025-04-30"])
    }
}
