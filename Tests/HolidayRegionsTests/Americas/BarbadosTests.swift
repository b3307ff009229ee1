import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Barbados: the Public Holidays Act, Cap. 352, from 1969")
struct BarbadosTests {
    let bb = RegionRegistry.region(code: "BB")!

    @Test("2026 exactly; known from 1969")
    func year2026() {
        #expect(bb.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-21 Errol Barrow Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-28 National Heroes Day",
            "2026-05-01 May Day",
            "2026-05-25 Whit Monday",
            "2026-08-01 Emancipation Day",
            "2026-08-03 Kadooment Day",
            "2026-11-30 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(bb.holidays(year: 1968).isEmpty)
        #expect(!bb.holidays(year: 1969).isEmpty)
        #expect(bb.firstWeekday == .monday)
    }

    @Test("Errol Barrow Day from 1989, National Heroes Day from 1998; Emancipation Day on Kadooment Day to the Tuesday")
    func history() {
        #expect(bb.dates(of: "Errol Barrow Day", year: 1988) == [])
        #expect(bb.dates(of: "Errol Barrow Day", year: 1989) == ["1989-01-21"])
        #expect(bb.dates(of: "National Heroes Day", year: 1997) == [])
        #expect(bb.dates(of: "National Heroes Day", year: 1998) == ["1998-04-28"])
        #expect(bb.dates(of: "Emancipation Day (observed)", year: 2022) == ["2022-08-02"])
        #expect(bb.dates(of: "Kadooment Day", year: 2022) == ["2022-08-01"])
        #expect(bb.dates(of: "Public Holiday", year: 2021) == ["2021-01-04", "2021-01-05"])
        #expect(bb.dates(of: "50th Anniversary of CARICOM Holiday", year: 2023) == ["2023-07-31"])
    }
}
