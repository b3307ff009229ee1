import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Dominican Republic: Ley 139-97's Monday moves from 1998")
struct DominicanRepublicTests {
    let dom = RegionRegistry.region(code: "DO")!

    @Test("2026 exactly; known from 1998")
    func year2026() {
        #expect(dom.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-05 Epiphany",
            "2026-01-21 Lady of Altagracia",
            "2026-01-26 Juan Pablo Duarte Day",
            "2026-02-27 National Independence Day",
            "2026-04-03 Good Friday",
            "2026-05-04 Labour Day",
            "2026-06-04 Corpus Christi",
            "2026-08-16 Restoration Day",
            "2026-09-24 Our Lady of Mercedes Day",
            "2026-11-09 Constitution Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(dom.holidays(year: 1997).isEmpty)
        #expect(!dom.holidays(year: 1998).isEmpty)
        #expect(dom.firstWeekday == .sunday)
    }

    @Test("Tuesday and Wednesday back to Monday, Thursday and Friday on; Restoration Day stays in inauguration years")
    func moves() {
        // 26 January 2027 is a Tuesday: the Monday before; 6 November 2025, a Thursday: the Monday after.
        #expect(dom.dates(of: "Juan Pablo Duarte Day", year: 2027) == ["2027-01-25"])
        #expect(dom.dates(of: "Constitution Day", year: 2025) == ["2025-11-10"])
        // 16 August 2023, a Wednesday: moved; 2024, a Friday, an inauguration year: stays.
        #expect(dom.dates(of: "Restoration Day", year: 2023) == ["2023-08-14"])
        #expect(dom.dates(of: "Restoration Day", year: 2024) == ["2024-08-16"])
        // Labour Day on a Sunday (2022) moves to the Monday; Epiphany on a Sunday (2019) stays.
        #expect(dom.dates(of: "Labour Day", year: 2022) == ["2022-05-02"])
        #expect(dom.dates(of: "Epiphany", year: 2019) == ["2019-01-06"])
    }
}
