import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("China: the Measures' holidays, make-up days and the State Council's transfers")
struct ChinaTests {
    let cn = RegionRegistry.region(code: "CN")!

    @Test("2026 exactly, as the 2026 notice arranges it")
    func year2026() {
        #expect(cn.lines(year: 2026, kinds: [.public, .workday, .halfDay]) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Day off (transferred)",
            "2026-01-04 Working day (transferred)",
            "2026-02-14 Working day (transferred)",
            "2026-02-16 Chinese New Year's Eve",
            "2026-02-17 Spring Festival",
            "2026-02-18 Spring Festival",
            "2026-02-19 Spring Festival",
            "2026-02-20 Day off (transferred)",
            "2026-02-23 Day off (transferred)",
            "2026-02-28 Working day (transferred)",
            "2026-03-08 International Women's Day",
            "2026-04-05 Tomb-Sweeping Day",
            "2026-04-06 Tomb-Sweeping Day (observed)",
            "2026-05-01 Labour Day",
            "2026-05-02 Labour Day",
            "2026-05-04 Labour Day (observed)",
            "2026-05-04 Youth Day",
            "2026-05-05 Day off (transferred)",
            "2026-05-09 Working day (transferred)",
            "2026-06-01 Children's Day",
            "2026-06-19 Dragon Boat Festival",
            "2026-08-01 Army Day",
            "2026-09-20 Working day (transferred)",
            "2026-09-25 Mid-Autumn Festival",
            "2026-10-01 National Day",
            "2026-10-02 National Day",
            "2026-10-03 National Day",
            "2026-10-05 National Day (observed)",
            "2026-10-06 Day off (transferred)",
            "2026-10-07 Day off (transferred)",
            "2026-10-10 Working day (transferred)",
        ])
        #expect(cn.holiday("Spring Festival", on: "2026-02-17")?.localName == "春节")
        #expect(cn.holiday("Working day (transferred)", on: "2026-02-28")?.kind == .workday)
        #expect(cn.holiday("National Day (observed)", on: "2026-10-05")?.isEstimated == false)
    }

    @Test("After the last notice: no transfers, and the make-up days are forecasts")
    func forecasts() {
        #expect(cn.lines(year: 2027, kinds: [.workday]).isEmpty)
        #expect(cn.holiday("Spring Festival (observed)", on: "2027-02-09")?.isEstimated == true)
        #expect(cn.holiday("Spring Festival", on: "2027-02-06")?.isEstimated == false)
        #expect(cn.holiday("National Day (observed)", on: "2027-10-04")?.isEstimated == true)
    }

    @Test("The revisions: 1999, 2007 (from 2008), 2013 (from 2014), 2024 (from 2025)")
    func revisions() {
        #expect(cn.dates(of: "National Day", year: 1998) == ["1998-10-01", "1998-10-02"])
        #expect(cn.dates(of: "National Day", year: 1999) == ["1999-10-01", "1999-10-02", "1999-10-03"])
        #expect(cn.dates(of: "Labour Day", year: 1999) == ["1999-05-01"])
        #expect(cn.dates(of: "Labour Day", year: 2007) == ["2007-05-01", "2007-05-02", "2007-05-03"])
        #expect(cn.dates(of: "Labour Day", year: 2008) == ["2008-05-01"])
        #expect(cn.dates(of: "Labour Day", year: 2025) == ["2025-05-01", "2025-05-02"])
        #expect(cn.dates(of: "Tomb-Sweeping Day", year: 2007).isEmpty)
        #expect(cn.dates(of: "Tomb-Sweeping Day", year: 2008) == ["2008-04-04"])
        #expect(cn.dates(of: "Chinese New Year's Eve", year: 2007).isEmpty)
        #expect(cn.dates(of: "Chinese New Year's Eve", year: 2013) == ["2013-02-09"])
        #expect(cn.dates(of: "Chinese New Year's Eve", year: 2014).isEmpty)
        #expect(cn.dates(of: "Chinese New Year's Eve", year: 2025) == ["2025-01-28"])
        #expect(cn.dates(of: "Spring Festival", year: 2013) == ["2013-02-10", "2013-02-11"])
        #expect(cn.dates(of: "Spring Festival", year: 2014) == ["2014-01-31", "2014-02-01", "2014-02-02"])
        // Make-up days from 2000: New Year's Day 1995 (a Sunday) had none, 2000's (a Saturday) one.
        #expect(cn.names(on: "1995-01-02").isEmpty)
        #expect(cn.names(on: "2000-01-03") == ["New Year's Day (observed)"])
    }

    @Test("The notices' own days: 2012, 2015, 2020")
    func noticeDays() {
        #expect(cn.names(on: "2012-06-22") == ["Dragon Boat Festival (observed)"])
        #expect(cn.names(on: "2012-06-25").isEmpty)
        #expect(cn.names(on: "2015-09-03") == ["70th Anniversary of the Victory of the War of Resistance"])
        #expect(cn.names(on: "2015-10-06") == ["Mid-Autumn Festival (observed)"])
        #expect(cn.dates(of: "Spring Festival extended holiday", year: 2020) == ["2020-01-31", "2020-02-01", "2020-02-02"])
        // A worked day in the year before its notice: December 29, 2001 for January 2, 2002.
        #expect(cn.holiday("Working day (transferred)", on: "2001-12-29")?.kind == .workday)
    }

    @Test("The weekend: Sunday until April 1995, Saturday and Sunday from 1 May 1995; worked Saturdays are business days")
    func weekend() {
        #expect(cn.weekend.mask(on: day("1995-04-29")) == .sundayOnly)
        #expect(cn.weekend.mask(on: day("1995-05-06")) == .saturdaySunday)
        let calendar = BusinessCalendar(region: cn, years: 2026...2026)
        #expect(calendar.isBusinessDay(day("2026-02-28")))
        #expect(!calendar.isBusinessDay(day("2026-02-23")))
        #expect(!calendar.isBusinessDay(day("2026-03-07")))
    }
}
