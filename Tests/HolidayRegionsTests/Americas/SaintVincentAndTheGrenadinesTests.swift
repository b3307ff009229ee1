import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Saint Vincent and the Grenadines: the Public Holidays Act and Carnival by proclamation")
struct SaintVincentAndTheGrenadinesTests {
    let vc = RegionRegistry.region(code: "VC")!

    @Test("2026 exactly; known from 1979")
    func year2026() {
        #expect(vc.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-03-14 National Heroes' Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 National Workers' Day",
            "2026-05-21 National Spiritual Baptist Day",
            "2026-05-25 Whit Monday",
            "2026-07-06 Carnival Monday",
            "2026-07-07 Carnival Tuesday",
            "2026-08-01 Emancipation Day",
            "2026-10-27 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(vc.holidays(year: 1978).isEmpty)
        #expect(!vc.holidays(year: 1979).isEmpty)
        #expect(vc.firstWeekday == .monday)
    }

    @Test("Carnival after the first Monday of July unless proclaimed elsewhere; Spiritual Baptist Day from 2025")
    func carnival() {
        #expect(vc.dates(of: "Carnival Monday", year: 2022) == ["2022-07-04"])
        #expect(vc.dates(of: "Carnival Tuesday", year: 2022) == ["2022-07-05"])
        #expect(vc.dates(of: "Carnival Monday", year: 2021) == ["2021-09-06"])
        #expect(vc.dates(of: "Carnival Tuesday", year: 2021) == ["2021-09-07"])
        #expect(vc.dates(of: "Carnival Monday", year: 2024) == ["2024-07-08"])
        #expect(vc.dates(of: "National Spiritual Baptist Day", year: 2024) == [])
        #expect(vc.dates(of: "National Spiritual Baptist Day", year: 2025) == ["2025-05-21"])
        #expect(vc.dates(of: "Public Health Holiday", year: 2021) == ["2021-01-22", "2021-01-25"])
    }
}
