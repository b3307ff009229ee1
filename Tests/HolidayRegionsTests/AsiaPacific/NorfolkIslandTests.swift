import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Norfolk Island public holidays")
struct NorfolkIslandTests {
    let nf = RegionRegistry.region(code: "NF")!

    @Test("2026 exactly: Boxing Day on a Saturday gives the Monday")
    func year2026NF() {
        #expect(nf.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-26 Australia Day",
            "2026-03-06 Foundation Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-06-08 Bounty Day",
            "2026-06-15 King's Birthday",
            "2026-10-12 Show Day",
            "2026-11-25 Thanksgiving Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("The Sovereign's Birthday a week later when Bounty Day is the second Saturday of June")
    func sovereignsBirthday() {
        // 2019: June 8 a Saturday; Bounty Day takes Monday 10 June, the Birthday the 17th.
        #expect(nf.names(on: "2019-06-10") == ["Bounty Day (observed)"])
        #expect(nf.dates(of: "Queen's Birthday", year: 2019) == ["2019-06-17"])
        #expect(nf.dates(of: "King's Birthday", year: 2025) == ["2025-06-16"])
        // Foundation Day: a Monday only for a Sunday (2022), none for a Saturday (2021).
        #expect(nf.names(on: "2022-03-07") == ["Foundation Day (observed)"])
        #expect(nf.names(on: "2021-03-08").isEmpty)
        #expect(nf.lines(year: 2015).isEmpty)
    }
}
