import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Niue public holidays")
struct NiueTests {
    let nu = RegionRegistry.region(code: "NU")!

    @Test("2026 exactly")
    func year2026NU() {
        #expect(nu.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Takai Commission Holiday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-04-27 Anzac Day (observed)",
            "2026-06-01 King's Birthday",
            "2026-10-19 Constitution Day",
            "2026-10-20 Constitution Day Holiday",
            "2026-10-26 Peniamina Gospel Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("Annexation Day until 1973, Constitution Day and its holiday from 1974")
    func history() {
        #expect(nu.dates(of: "Annexation Day", year: 1973) == ["1973-10-15"])
        #expect(nu.dates(of: "Annexation Day", year: 1974).isEmpty)
        // 1974: October 19 a Saturday, October 20 a Sunday: the Monday and the Tuesday.
        #expect(nu.dates(of: "Constitution Day", year: 1974) == ["1974-10-19"])
        #expect(nu.names(on: "1974-10-21") == ["Constitution Day (observed)"])
        #expect(nu.names(on: "1974-10-22") == ["Constitution Day Holiday (observed)"])
        #expect(nu.lines(year: 1961).isEmpty)
    }
}
