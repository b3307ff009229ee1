import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Gibraltar: bank and public holidays")
struct GibraltarTests {
    let gi = RegionRegistry.region(code: "GI")!

    @Test("2026 exactly")
    func year2026() {
        #expect(gi.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Winter Midterm Bank Holiday",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-28 Workers' Memorial Day",
            "2026-05-01 May Day",
            "2026-05-25 Spring Bank Holiday",
            "2026-06-15 King's Birthday",
            "2026-08-31 Late Summer Bank Holiday",
            "2026-09-10 Gibraltar National Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("Known from 2000")
    func known() {
        #expect(gi.holidays(year: 1999).isEmpty)
        #expect(gi.names(on: "2000-01-01") == ["New Year's Day"])
    }

    @Test("Commonwealth Day in March until 2020, the February holiday from 2021")
    func winterHoliday() {
        #expect(gi.dates(of: "Commonwealth Day", year: 2020) == ["2020-03-09"])
        #expect(gi.dates(of: "Commonwealth Day", year: 2021) == ["2021-02-15"])
        #expect(gi.dates(of: "Winter Midterm Bank Holiday", year: 2023) == ["2023-02-20"])
        #expect(gi.dates(of: "Winter Midterm Bank Holiday", year: 2024) == ["2024-02-12"])
    }

    @Test("The sovereign's birthday: the Monday after the second Saturday, or a week later")
    func sovereignsBirthday() {
        #expect(gi.dates(of: "Queen's Birthday", year: 2016) == ["2016-06-13"])
        #expect(gi.dates(of: "Queen's Birthday", year: 2017) == ["2017-06-19"])
        #expect(gi.dates(of: "Queen's Birthday", year: 2018) == ["2018-06-11"])
        #expect(gi.dates(of: "King's Birthday", year: 2024) == ["2024-06-17"])
        #expect(gi.dates(of: "King's Birthday", year: 2025) == ["2025-06-16"])
    }

    @Test("Substitute days, and the years a day was moved")
    func substitutes() {
        // National Day on a Saturday in 2022; moved to the first Monday of September in 2016.
        #expect(gi.names(on: "2022-09-12") == ["Gibraltar National Day (observed)"])
        #expect(gi.dates(of: "Gibraltar National Day", year: 2016) == ["2016-09-05"])
        // May Day on the first Monday of May in 2008; on a Sunday in 2016.
        #expect(gi.dates(of: "May Day", year: 2008) == ["2008-05-05"])
        #expect(gi.names(on: "2016-05-02") == ["May Day (observed)"])
        // Workers' Memorial Day from 2013, on 26 April that year.
        #expect(gi.dates(of: "Workers' Memorial Day", year: 2013) == ["2013-04-26"])
        #expect(gi.dates(of: "Workers' Memorial Day", year: 2012).isEmpty)
    }
}
