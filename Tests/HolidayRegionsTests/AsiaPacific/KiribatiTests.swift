import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kiribati public holidays")
struct KiribatiTests {
    let ki = RegionRegistry.region(code: "KI")!

    @Test("2026 exactly")
    func year2026KI() {
        #expect(ki.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-08 International Women's Day",
            "2026-03-09 International Women's Day (observed)",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-19 National Health Day",
            "2026-04-20 National Health Day (observed)",
            "2026-07-11 Gospel Day",
            "2026-07-12 National Day - Independence Anniversary",
            "2026-07-13 National Day - Independence Anniversary (observed)",
            "2026-07-15 National Day (in honor of Unimwane)",
            "2026-07-16 National Day (in honor of Unaine)",
            "2026-08-05 Youth Day",
            "2026-12-09 Human Rights and Peace Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("The 2002 amendment: Holy Saturday and the August Monday until 2002, Youth Day from 2003")
    func amendment2002() {
        #expect(ki.dates(of: "Holy Saturday", year: 2002) == ["2002-03-30"])
        #expect(ki.dates(of: "Holy Saturday", year: 2003).isEmpty)
        #expect(ki.dates(of: "Youth Day", year: 2003) == ["2003-08-05"])
        #expect(ki.dates(of: "Human Rights and Peace Day", year: 2002) == ["2002-12-10"])
        #expect(ki.dates(of: "Human Rights and Peace Day", year: 2003) == ["2003-12-09"])
        #expect(ki.lines(year: 1979).isEmpty)
    }
}
