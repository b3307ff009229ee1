import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Pitcairn Islands public holidays and commemorations")
struct PitcairnIslandsTests {
    let pn = RegionRegistry.region(code: "PN")!

    @Test("2026 exactly")
    func year2026PN() {
        #expect(pn.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-23 Bounty Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-06-01 King's Birthday",
            "2026-07-02 Pitcairn Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(pn.lines(year: 2026, kinds: [.observance]) == ["2026-04-25 Anzac Day", "2026-11-11 Remembrance Day"])
    }

    @Test("Queen's Birthday on the second Saturday of June until 2022, King's on the first Monday from 2023")
    func sovereign() {
        #expect(pn.dates(of: "Queen's Birthday", year: 2022) == ["2022-06-11"])
        #expect(pn.dates(of: "King's Birthday", year: 2023) == ["2023-06-05"])
        #expect(pn.lines(year: 2015).isEmpty)
    }
}
