import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Dominica: the Public Holidays Act as amended in 1990")
struct DominicaTests {
    let dm = RegionRegistry.region(code: "DM")!

    @Test("2026 exactly; known from 1990")
    func year2026() {
        #expect(dm.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Labour Day",
            "2026-05-25 Whit Monday",
            "2026-08-03 Emancipation Day",
            "2026-11-03 Independence Day",
            "2026-11-04 National Day of Community Service",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(dm.holidays(year: 1989).isEmpty)
        #expect(!dm.holidays(year: 1990).isEmpty)
        #expect(dm.firstWeekday == .sunday)
    }

    @Test("Labour Day on 1 May until 2009, the first Monday of May from 2010; Emancipation Day so named from 1998")
    func history() {
        #expect(dm.dates(of: "Labour Day", year: 2009) == ["2009-05-01"])
        #expect(dm.dates(of: "Labour Day", year: 2010) == ["2010-05-03"])
        #expect(dm.dates(of: "First Monday of August", year: 1997) == ["1997-08-04"])
        #expect(dm.dates(of: "Emancipation Day", year: 1998) == ["1998-08-03"])
        // 3 November 2024, a Sunday: Independence Day also on the Tuesday, Community Service Day's Monday between.
        #expect(dm.dates(of: "Independence Day (observed)", year: 2024) == ["2024-11-05"])
        #expect(dm.dates(of: "Post-Hurricane Maria Thanksgiving Celebrations", year: 2019) == ["2019-09-19"])
    }
}
