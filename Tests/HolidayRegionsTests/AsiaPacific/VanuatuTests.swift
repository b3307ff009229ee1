import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Vanuatu public holidays")
struct VanuatuTests {
    let vu = RegionRegistry.region(code: "VU")!

    @Test("2026 exactly: Unity Day on Sunday gives the Monday")
    func year2026VU() {
        #expect(vu.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-21 Father Lini Day",
            "2026-03-05 Custom Chief's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-07-24 Children's Day",
            "2026-07-30 Independence Day",
            "2026-08-15 Assumption Day",
            "2026-10-05 Constitution Day",
            "2026-11-29 Unity Day",
            "2026-11-30 Unity Day (observed)",
            "2026-12-25 Christmas Day",
            "2026-12-26 Family Day",
        ])
    }

    @Test("Father Lini Day from 1999, the 2020 anniversary days, Family Day's Tuesday")
    func history() {
        #expect(vu.dates(of: "Father Lini Day", year: 1998).isEmpty)
        #expect(vu.dates(of: "Father Lini Day", year: 1999) == ["1999-02-21"])
        #expect(vu.names(on: "1999-02-22") == ["Father Lini Day (observed)"])
        #expect(vu.dates(of: "40th Independence Anniversary", year: 2020).count == 5)
        // 2022: Christmas a Sunday (no day of its own), Family Day a Monday: the Tuesday.
        #expect(vu.names(on: "2022-12-27") == ["Family Day (observed)"])
        #expect(vu.lines(year: 1980).isEmpty)
    }
}
