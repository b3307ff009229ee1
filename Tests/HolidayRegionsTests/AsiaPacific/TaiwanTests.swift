import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Taiwan: the Measures' holidays, observed days and the work calendars' transfers")
struct TaiwanTests {
    let tw = RegionRegistry.region(code: "TW")!

    @Test("2025 exactly, as the DGPA's 2025 work calendar gives it")
    func year2025() {
        #expect(tw.lines(year: 2025, kinds: [.public, .workday, .optional]) == [
            "2025-01-01 Founding Day of the Republic of China",
            "2025-01-27 Day off (transferred)",
            "2025-01-28 Chinese New Year's Eve",
            "2025-01-29 Spring Festival",
            "2025-01-30 Spring Festival",
            "2025-01-31 Spring Festival",
            "2025-02-08 Working day (transferred)",
            "2025-02-28 Peace Memorial Day",
            "2025-04-03 Children's Day (observed)",
            "2025-04-04 Children's Day",
            "2025-04-04 Tomb-Sweeping Day",
            "2025-05-01 Labour Day",
            "2025-05-30 Dragon Boat Festival (observed)",
            "2025-05-31 Dragon Boat Festival",
            "2025-09-03 Armed Forces Day",
            "2025-09-28 Confucius' Birthday",
            "2025-09-29 Confucius' Birthday (observed)",
            "2025-10-06 Mid-Autumn Festival",
            "2025-10-10 National Day",
            "2025-10-24 Taiwan Restoration and Guningtou Victory Memorial Day (observed)",
            "2025-10-25 Taiwan Restoration and Guningtou Victory Memorial Day",
            "2025-12-25 Constitution Day",
        ])
        #expect(tw.holiday("Spring Festival", on: "2025-01-29")?.localName == "春節")
        #expect(tw.holiday("Labour Day", on: "2025-05-01")?.kind == .optional)
        #expect(tw.holiday("Working day (transferred)", on: "2025-02-08")?.kind == .workday)
    }

    @Test("2026: the day before New Year's Eve, Labour Day for all; no transfers after the last calendar")
    func year2026() {
        #expect(tw.dates(of: "Chinese New Year's Eve", year: 2026) == ["2026-02-15", "2026-02-16"])
        #expect(tw.dates(of: "Chinese New Year's Eve", year: 2025) == ["2025-01-28"])
        #expect(tw.names(on: "2026-02-20") == ["Chinese New Year's Eve (observed)"])
        #expect(tw.holiday("Labour Day", on: "2026-05-01")?.kind == .public)
        #expect(tw.lines(year: 2026, kinds: [.workday]).isEmpty)
        #expect(tw.lines(year: 2027, kinds: [.workday]).isEmpty)
    }

    @Test("Observed days: the Spring Festival's from 2003, the others' from 2015")
    func observedEras() {
        // Spring Festival 2002 on Tuesday-Thursday had none to give; 2000's weekend days none.
        #expect(tw.names(on: "2000-02-08").isEmpty)
        // 2004: New Year's Eve on Wednesday January 21 ... the third day on Saturday January 24.
        #expect(tw.names(on: "2004-01-26") == ["Spring Festival (observed)"])
        // Peace Memorial Day on Saturday 2009 had no observed day; on Saturday 2015, the Friday.
        #expect(tw.names(on: "2009-02-27").isEmpty)
        #expect(tw.names(on: "2015-02-27") == ["Peace Memorial Day (observed)"])
        // Sunday to the Monday: National Day 2021 (a Sunday) to Monday October 11.
        #expect(tw.names(on: "2021-10-11") == ["National Day (observed)"])
        // Founding Day 2022 on a Saturday: observed on Friday, December 31, 2021.
        #expect(tw.names(on: "2021-12-31") == ["Founding Day of the Republic of China (observed)"])
    }

    @Test("Children's Day with Tomb-Sweeping Day: the day the Measures give for each weekday")
    func childrensDayWithQingming() {
        // Thursday (2024): the Friday after. Friday (2025): the Thursday before.
        #expect(tw.names(on: "2024-04-05") == ["Children's Day (observed)"])
        #expect(tw.names(on: "2025-04-03") == ["Children's Day (observed)"])
        // Saturday (2020): Friday and Thursday, one for each.
        #expect(tw.dates(of: "Children's Day (observed)", year: 2020) == ["2020-04-02", "2020-04-03"])
        // Sunday (2021): the Friday before and the Monday after.
        #expect(tw.dates(of: "Children's Day (observed)", year: 2021) == ["2021-04-02", "2021-04-05"])
        // Alone on a Saturday (2026): the Friday; Tomb-Sweeping Day on the Sunday: Monday.
        #expect(tw.names(on: "2026-04-03") == ["Children's Day (observed)"])
        #expect(tw.names(on: "2026-04-06") == ["Tomb-Sweeping Day (observed)"])
        // A memorial day until 2010, a day off from 2011.
        #expect(tw.holiday("Children's Day", on: "2010-04-04")?.kind == .observance)
        #expect(tw.holiday("Children's Day", on: "2011-04-04")?.kind == .public)
        // Judged divergence: python-holidays puts Qingming 2100 on Sunday April 4 (its rule,
        // estimated); the Observatory on April 5, so Children's Day is alone on the Sunday
        // and is made up after Tomb-Sweeping Day's Monday.
        #expect(tw.dates(of: "Tomb-Sweeping Day", year: 2100) == ["2100-04-05"])
        #expect(tw.dates(of: "Children's Day (observed)", year: 2100) == ["2100-04-06"])
    }

    @Test("The calendars' own days: 1998-2000, 2013, and a Saturday worked in the year before")
    func calendarDays() {
        #expect(tw.names(on: "1998-01-31") == ["Spring Festival (observed)"])
        #expect(tw.names(on: "2000-05-14") == ["Buddha's Birthday (observed)"])
        #expect(tw.holiday("Buddha's Birthday (observed)", on: "2000-05-14")?.observedOf == day("2000-05-11"))
        #expect(tw.names(on: "2013-04-05") == ["Children's Day (observed)"])
        #expect(tw.holiday("Working day (transferred)", on: "2014-12-27")?.kind == .workday)
        #expect(tw.names(on: "2015-01-02") == ["Day off (transferred)"])
        #expect(tw.holiday("Women's and Children's Day", on: "2000-04-03")?.kind == .optional)
    }

    @Test("Memorial days of 2025 retired or made days off; Confucius' Birthday a day off from 2025")
    func memorialDays() {
        #expect(tw.holiday("Confucius' Birthday", on: "2024-09-28")?.kind == .observance)
        #expect(tw.holiday("Confucius' Birthday", on: "2025-09-28")?.kind == .public)
        #expect(tw.holiday("Taiwan Retrocession Day", on: "2024-10-25")?.kind == .observance)
        #expect(tw.holiday("Taiwan Retrocession Day", on: "2025-10-25") == nil)
        #expect(tw.holiday("Late President Chiang Kai-shek's Birthday", on: "2006-10-31") != nil)
        #expect(tw.holiday("Late President Chiang Kai-shek's Birthday", on: "2007-10-31") == nil)
        #expect(tw.names(on: "2026-03-12") == ["Arbor Day", "Dr. Sun Yat-sen's Memorial Day"])
    }

    @Test("Known from 1998; the weekend: Sunday, Saturday too from 2001; worked Saturdays are business days")
    func weekendAndValidity() {
        #expect(tw.holidays(in: DateRange(years: 1997...1997)).isEmpty)
        #expect(!tw.holidays(in: DateRange(years: 1998...1998)).isEmpty)
        #expect(tw.weekend.mask(on: day("2000-12-30")) == .sundayOnly)
        #expect(tw.weekend.mask(on: day("2001-01-06")) == .saturdaySunday)
        #expect(tw.firstWeekday == .sunday)
        let calendar = BusinessCalendar(region: tw, years: 2025...2025)
        #expect(calendar.isBusinessDay(day("2025-02-08")))
        #expect(!calendar.isBusinessDay(day("2025-01-27")))
        #expect(!calendar.isBusinessDay(day("2025-02-15")))
    }
}
