import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Nauru public holidays")
struct NauruTests {
    let nr = RegionRegistry.region(code: "NR")!

    @Test("2026 exactly")
    func year2026NR() {
        #expect(nr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-31 Independence Day",
            "2026-02-01 Day following Independence Day",
            "2026-02-02 Independence Day (observed)",
            "2026-02-03 Day following Independence Day (observed)",
            "2026-03-08 International Women's Day",
            "2026-03-09 International Women's Day (observed)",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-07 Easter Tuesday",
            "2026-05-17 Constitution Day",
            "2026-05-18 Constitution Day (observed)",
            "2026-07-01 RONPHOS Handover",
            "2026-08-19 Ibumin Earoeni Day",
            "2026-09-25 Sir Hammer DeRoburt Day",
            "2026-10-26 Angam Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Day following Christmas",
            "2026-12-28 Day following Christmas (observed)",
        ])
    }

    @Test("National Youth Day from 2001, Sir Hammer DeRoburt Day from 2020")
    func history() {
        #expect(nr.dates(of: "National Youth Day", year: 2000).isEmpty)
        #expect(nr.dates(of: "National Youth Day", year: 2019) == ["2019-09-25"])
        #expect(nr.dates(of: "Sir Hammer DeRoburt Day", year: 2020) == ["2020-09-25"])
        #expect(nr.dates(of: "RONPHOS Handover", year: 2017).isEmpty)
        #expect(nr.lines(year: 1968).isEmpty)
    }
}
