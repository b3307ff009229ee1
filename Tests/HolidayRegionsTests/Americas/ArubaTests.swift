import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Aruba: the Antilles' holidays from 1955 and Aruba's own")
struct ArubaTests {
    let aw = RegionRegistry.region(code: "AW")!

    @Test("2026 exactly; known from 1955")
    func year2026() {
        #expect(aw.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-25 Betico Day",
            "2026-02-16 Monday before Ash Wednesday",
            "2026-03-18 National Anthem and Flag Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-27 King's Day",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(aw.holidays(year: 1954).isEmpty)
        #expect(!aw.holidays(year: 1955).isEmpty)
        #expect(aw.firstWeekday == .monday)
        #expect(aw.holiday("King's Day", on: "2026-04-27")?.localName == "Dia di Rey")
    }

    @Test("Carnival Monday from 1956 and renamed in 2023, Flag Day from 1976, Betico Day from 1989; the monarch's day and Labour Day moves")
    func history() {
        #expect(aw.dates(of: "Carnival Monday", year: 1955) == [])
        #expect(aw.dates(of: "Carnival Monday", year: 1956) == ["1956-02-13"])
        #expect(aw.dates(of: "Carnival Monday", year: 2022) == ["2022-02-28"])
        #expect(aw.dates(of: "Monday before Ash Wednesday", year: 2023) == ["2023-02-20"])
        #expect(aw.dates(of: "National Anthem and Flag Day", year: 1975) == [])
        #expect(aw.dates(of: "National Anthem and Flag Day", year: 1976) == ["1976-03-18"])
        #expect(aw.dates(of: "Betico Day", year: 1988) == [])
        #expect(aw.dates(of: "Betico Day", year: 1989) == ["1989-01-25"])
        // 30 April 1978, a Sunday: the Monday; 1989, a Sunday: the Saturday before. King's Day 2025, a Sunday: the Saturday.
        #expect(aw.dates(of: "Queen's Day", year: 1978) == ["1978-05-01"])
        #expect(aw.dates(of: "Queen's Day", year: 1989) == ["1989-04-29"])
        #expect(aw.dates(of: "King's Day", year: 2025) == ["2025-04-26"])
        // Labour Day on Monday 1 May 1978: the Tuesday; from 1980 a Monday stays (1989).
        #expect(aw.dates(of: "Labour Day", year: 1978) == ["1978-05-02"])
        #expect(aw.dates(of: "Labour Day", year: 1989) == ["1989-05-01"])
    }
}
