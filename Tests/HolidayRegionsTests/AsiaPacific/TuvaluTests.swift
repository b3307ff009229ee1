import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tuvalu public holidays and island days")
struct TuvaluTests {
    let tv = RegionRegistry.region(code: "TV")!
    let funafuti = RegionRegistry.region(code: "TV-FUN")!

    @Test("2026 exactly")
    func year2026TV() {
        #expect(tv.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-11 Gospel Day",
            "2026-06-13 King's Birthday",
            "2026-08-03 National Youth Day",
            "2026-10-01 Tuvalu Day",
            "2026-10-02 Tuvalu Day",
            "2026-10-12 National Children's Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("2026 in Funafuti: the nation's days and the island's two")
    func year2026Funafuti() {
        #expect(funafuti.lines(year: 2026) == (tv.lines(year: 2026) + [
            "2026-04-23 The Day of the Bombing",
            "2026-10-21 Cyclone Day",
        ]).sorted())
    }

    @Test("Commonwealth Day until 2020, Youth Day from 2019 with Children's Day in October, the Heir's Birthday until 2022")
    func history() {
        #expect(tv.dates(of: "Commonwealth Day", year: 2020) == ["2020-03-09"])
        #expect(tv.dates(of: "Commonwealth Day", year: 2021).isEmpty)
        #expect(tv.dates(of: "National Children's Day", year: 2018) == ["2018-08-06"])
        #expect(tv.dates(of: "National Children's Day", year: 2019) == ["2019-10-14"])
        #expect(tv.dates(of: "Heir to the Throne's Birthday", year: 2022) == ["2022-11-14"])
        #expect(tv.dates(of: "Heir to the Throne's Birthday", year: 2023).isEmpty)
        // 2022: Tuvalu Day on Saturday and Sunday: the Monday and the Tuesday.
        #expect(tv.dates(of: "Tuvalu Day (observed)", year: 2022) == ["2022-10-03", "2022-10-04"])
        #expect(tv.holiday("Christmas Day", on: "2026-12-25")?.localName == "Kilisimasi")
    }
}
