import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("The British Virgin Islands: the Public Holidays Act from 1967, as amended 2019")
struct BritishVirginIslandsTests {
    let vg = RegionRegistry.region(code: "VG")!

    @Test("2026 exactly; known from 1967")
    func year2026() {
        #expect(vg.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-03-02 The Anniversary of the Birth of Hamilton Lavity Stoutt",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-25 Whit Monday",
            "2026-06-12 Sovereign's Birthday",
            "2026-07-06 Virgin Islands Day",
            "2026-08-03 Emancipation Monday",
            "2026-08-04 Emancipation Tuesday",
            "2026-08-05 Emancipation Wednesday",
            "2026-10-19 Heroes and Foreparents Day",
            "2026-11-23 The Great March of 1949 and Restoration Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
        #expect(vg.holidays(year: 1966).isEmpty)
        #expect(!vg.holidays(year: 1967).isEmpty)
        #expect(vg.firstWeekday == .monday)
    }

    @Test("Territory Day's names and move in 2021, the Emancipation Festival, Saint Ursula's Day until 2020")
    func history() {
        #expect(vg.dates(of: "Colony Day", year: 1977) == ["1977-07-01"])
        #expect(vg.dates(of: "Territory Day", year: 1978) == ["1978-07-01"])
        #expect(vg.dates(of: "Territory Day", year: 2020) == ["2020-06-29"])
        #expect(vg.dates(of: "Virgin Islands Day", year: 2021) == ["2021-07-05"])
        #expect(vg.dates(of: "Festival Monday", year: 2020) == ["2020-08-03"])
        #expect(vg.dates(of: "Emancipation Monday", year: 2021) == ["2021-08-02"])
        #expect(vg.dates(of: "Saint Ursula's Day", year: 2020) == ["2020-10-23"])
        #expect(vg.dates(of: "Saint Ursula's Day", year: 2021) == [])
        #expect(vg.dates(of: "Heroes and Foreparents Day", year: 2021) == ["2021-10-18"])
        #expect(vg.dates(of: "Sovereign's Birthday", year: 2018) == ["2018-06-09"])
        #expect(vg.dates(of: "Sovereign's Birthday", year: 2019) == ["2019-06-07"])
        #expect(vg.dates(of: "Sovereign's Birthday", year: 2024) == ["2024-06-14"])
        // Lavity Stoutt's birthday: the Monday on or before 7 March (a Monday in 2022).
        #expect(vg.dates(of: "The Anniversary of the Birth of Hamilton Lavity Stoutt", year: 2022) == ["2022-03-07"])
        // Substitute days from 2000: New Year's Day on Saturday 1 January 2000 and 2005.
        #expect(vg.dates(of: "New Year's Day (observed)", year: 1994) == [])
        #expect(vg.dates(of: "New Year's Day (observed)", year: 2005) == ["2005-01-03"])
    }
}
