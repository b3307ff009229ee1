import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mauritania: the Government's holidays and five weekend changes")
struct MauritaniaTests {
    let mr = RegionRegistry.region(code: "MR")!

    @Test("2025 exactly: two days of each Eid, Africa Day, Independence Day")
    func year2025() {
        #expect(mr.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr",
            "2025-05-01 Labour Day",
            "2025-05-25 Africa Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
            "2025-11-28 Independence Day",
        ])
    }

    // Judged in holical's favour (scripts/divergences.toml): the Organisation of African Unity
    // was founded on 25 May 1963, so there is no Africa Day before; python-holidays 0.108
    // gives it in 1960 and 1962.
    @Test("Africa Day from 1963, the founding of the OAU")
    func africaDay() {
        #expect(mr.names(on: "1962-05-25").isEmpty)
        #expect(mr.names(on: "1963-05-25") == ["Africa Day"])
    }

    @Test("No table of Mauritania's own sighting: every Islamic day is estimated")
    func islamicEstimated() throws {
        #expect(try #require(mr.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(try #require(mr.holiday("Eid al-Adha", on: "1990-07-03")).isEstimated)
    }

    @Test("The weekend's five changes, each on both sides of its day", arguments: [
        ("1982-12-31", WeekendMask.saturdaySunday, "1983-01-01", WeekendMask([.thursday, .friday])!),
        ("2001-03-13", WeekendMask([.thursday, .friday])!, "2001-03-14", .fridaySaturday),
        ("2005-04-08", .fridaySaturday, "2005-04-09", .saturdaySunday),
        ("2007-12-12", .saturdaySunday, "2007-12-13", .fridaySaturday),
        ("2014-09-30", .fridaySaturday, "2014-10-01", .saturdaySunday),
    ])
    func weekends(before: String, maskBefore: WeekendMask, from: String, mask: WeekendMask) {
        #expect(mr.weekend.mask(on: day(before)) == maskBefore)
        #expect(mr.weekend.mask(on: day(from)) == mask)
    }

    @Test("Known from 1960, the year of independence")
    func known() {
        #expect(mr.holidays(year: 1959).isEmpty)
        #expect(mr.names(on: "1960-11-28") == ["Independence Day"])
    }
}
