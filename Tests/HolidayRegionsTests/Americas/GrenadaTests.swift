import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Grenada: the Public Holidays Act as listed from 2000")
struct GrenadaTests {
    let gd = RegionRegistry.region(code: "GD")!

    @Test("2026 exactly; known from 2000")
    func year2026() {
        #expect(gd.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-02-07 Independence Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-08-01 Emancipation Day",
            "2026-08-10 Carnival Monday",
            "2026-08-11 Carnival Tuesday",
            "2026-10-19 National Heroes' Day",
            "2026-10-25 Thanksgiving Day",
            "2026-10-26 Thanksgiving Day (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(gd.holidays(year: 1999).isEmpty)
        #expect(!gd.holidays(year: 2000).isEmpty)
        #expect(gd.firstWeekday == .monday)
    }

    @Test("Emancipation Day on 1 August from 2025, National Heroes' Day from 2023, the bank holidays proclaimed once")
    func history() {
        #expect(gd.dates(of: "Emancipation Day", year: 2024) == ["2024-08-05"])
        #expect(gd.dates(of: "Emancipation Day", year: 2025) == ["2025-08-01"])
        #expect(gd.dates(of: "National Heroes' Day", year: 2022) == [])
        #expect(gd.dates(of: "National Heroes' Day", year: 2023) == ["2023-10-19"])
        #expect(gd.dates(of: "Bank Holiday", year: 2022) == ["2022-06-24", "2022-12-27"])
        #expect(gd.dates(of: "Thanksgiving Day (observed)", year: 2026) == ["2026-10-26"])
    }
}
