import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Samoa public holidays")
struct SamoaTests {
    let ws = RegionRegistry.region(code: "WS")!

    @Test("2026 exactly")
    func year2026WS() {
        #expect(ws.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 The Day After New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-04 Day After Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-11 Mother's Day",
            "2026-06-01 Independence Day",
            "2026-08-10 Father's Day",
            "2026-10-12 White Sunday (Lotu a Tamaiti)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    // python-holidays 0.108 also lists 1950-1961, before independence: declined.
    @Test("Known from independence in 1962; Mondays after the second Sundays")
    func history() {
        #expect(ws.lines(year: 1961).isEmpty)
        #expect(ws.dates(of: "Independence Day", year: 1962) == ["1962-06-01"])
        #expect(ws.dates(of: "White Sunday (Lotu a Tamaiti)", year: 2026) == ["2026-10-12"])
    }
}
