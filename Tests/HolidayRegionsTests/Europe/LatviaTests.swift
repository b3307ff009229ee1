import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Latvia: public holidays, substitute Mondays and working-day transfers")
struct LatviaTests {
    let lv = RegionRegistry.region(code: "LV")!

    @Test("2026 exactly, with its order's days off and worked Saturdays (likumi.lv 361161)")
    func year2026() {
        #expect(lv.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Bridge day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Constitutional Assembly Convocation Day",
            "2026-05-01 Labour Day",
            "2026-05-04 Restoration of Independence Day",
            "2026-05-10 Mother's Day",
            "2026-05-24 Whit Sunday",
            "2026-06-22 Bridge day",
            "2026-06-23 Midsummer Eve",
            "2026-06-24 Midsummer Day",
            "2026-11-18 Proclamation Day of the Republic of Latvia",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
            "2026-12-31 New Year's Eve",
        ])
        #expect(lv.lines(year: 2026, kinds: [.workday]) == ["2026-01-17 Working day", "2026-06-27 Working day"])
        #expect(lv.holiday("Midsummer Eve", on: "2026-06-23")?.localName == "Līgo diena")
    }

    @Test("The Monday for May 4 and November 18 on a weekend, from 2007")
    func substituteMondays() {
        // 2006-11-18 is a Saturday, before the law of 2007: no Monday.
        #expect(lv.names(on: "2006-11-20").isEmpty)
        // 2007-11-18 is a Sunday.
        #expect(lv.names(on: "2007-11-19") == ["Proclamation Day of the Republic of Latvia (observed)"])
        let observed = lv.holiday("Proclamation Day of the Republic of Latvia (observed)", on: "2023-11-20")
        #expect(observed?.observedOf == day("2023-11-18"))
        #expect(observed?.localName == "Latvijas Republikas Proklamēšanas diena (brīvdiena)")
        // 2024-05-04 is a Saturday.
        #expect(lv.names(on: "2024-05-06") == ["Restoration of Independence Day (observed)"])
    }

    @Test("Whit Sunday from 1996, Easter Monday from 1997, May 4 from 2002, Christmas Eve from 2007")
    func history() {
        #expect(lv.holidays(year: 1990).isEmpty)
        #expect(lv.dates(of: "Whit Sunday", year: 1995).isEmpty)
        #expect(lv.dates(of: "Whit Sunday", year: 1996) == ["1996-05-26"])
        #expect(lv.dates(of: "Easter Monday", year: 1996).isEmpty)
        #expect(lv.dates(of: "Easter Monday", year: 1997) == ["1997-03-31"])
        #expect(lv.names(on: "2001-05-04").isEmpty)
        #expect(lv.names(on: "2002-05-04") == ["Proclamation of the Declaration of Independence Day"])
        #expect(lv.names(on: "2011-05-04") == ["Proclamation of the Declaration of Independence Day"])
        #expect(lv.names(on: "2012-05-04") == ["Restoration of Independence Day"])
        #expect(lv.names(on: "2006-12-24").isEmpty)
        #expect(lv.names(on: "2007-12-24") == ["Christmas Eve"])
    }

    @Test("The days decreed once: two song festivals, a papal visit, a bronze medal")
    func decreed() {
        #expect(lv.names(on: "2018-07-09") == ["Song and Dance Celebration Closing Day"])
        #expect(lv.names(on: "2023-07-10") == ["Song and Dance Celebration Closing Day"])
        #expect(lv.names(on: "2018-09-24") == ["Day of the Pastoral Visit of Pope Francis"])
        #expect(lv.names(on: "2023-05-29") == ["Ice Hockey Bronze Medal Day"])
    }

    @Test("Business days count the worked Saturday and skip the day off")
    func businessDays() {
        let calendar = BusinessCalendar(region: lv, years: 2025...2025)
        #expect(calendar.isBusinessDay(day("2025-11-08")))  // Saturday worked
        #expect(!calendar.isBusinessDay(day("2025-11-17")))  // Monday off
        #expect(!calendar.isBusinessDay(day("2025-11-18")))  // Proclamation Day
        #expect(calendar.workedWeekendDays == [day("2025-05-10"), day("2025-11-08")])
    }
}
