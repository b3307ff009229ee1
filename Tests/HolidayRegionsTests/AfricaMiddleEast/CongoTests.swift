import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Congo: loi n° 2-94 and Republic Day from 2010")
struct CongoTests {
    let cg = RegionRegistry.region(code: "CG")!

    @Test("2025 exactly")
    func year2025() {
        #expect(cg.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-29 Ascension Day",
            "2025-06-09 Whit Monday",
            "2025-06-10 Reconciliation Day",
            "2025-08-15 National Day",
            "2025-11-01 All Saints' Day",
            "2025-11-28 Republic Day",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("Republic Day from 2010 (loi n° 18-2010); known from 1994")
    func history() {
        #expect(cg.names(on: "2009-11-28").isEmpty)
        #expect(cg.names(on: "2010-11-28") == ["Republic Day"])
        #expect(cg.holidays(year: 1993).isEmpty)
        #expect(cg.names(on: "1994-06-10") == ["Reconciliation Day"])
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(cg.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
