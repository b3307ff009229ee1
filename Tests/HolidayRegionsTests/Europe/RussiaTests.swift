import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Russia: the Labour Code's holidays and the yearly transfers of days off")
struct RussiaTests {
    let ru = RegionRegistry.region(code: "RU")!

    @Test("2024 exactly (постановление № 1314): bridge days off and three Saturdays worked")
    func year2024() {
        #expect(ru.lines(year: 2024, kinds: [.public, .workday]) == [
            "2024-01-01 New Year Holidays",
            "2024-01-02 New Year Holidays",
            "2024-01-03 New Year Holidays",
            "2024-01-04 New Year Holidays",
            "2024-01-05 New Year Holidays",
            "2024-01-06 New Year Holidays",
            "2024-01-07 Christmas Day",
            "2024-01-08 New Year Holidays",
            "2024-02-23 Defender of the Fatherland Day",
            "2024-03-08 International Women's Day",
            "2024-04-27 Working day (transferred)",
            "2024-04-29 Day off (transferred)",
            "2024-04-30 Day off (transferred)",
            "2024-05-01 Holiday of Spring and Labour",
            "2024-05-09 Victory Day",
            "2024-05-10 Day off (transferred)",
            "2024-06-12 Russia Day",
            "2024-11-02 Working day (transferred)",
            "2024-11-04 Unity Day",
            "2024-12-28 Working day (transferred)",
            "2024-12-30 Day off (transferred)",
            "2024-12-31 Day off (transferred)",
        ])
        #expect(ru.holiday("Working day (transferred)", on: "2024-04-27")?.kind == .workday)
        #expect(ru.holiday("Christmas Day", on: "2024-01-07")?.localName == "Рождество Христово")
    }

    @Test("Working days of the production calendars: a worked Saturday counts, a bridge day does not")
    func productionCalendars() {
        let calendar = BusinessCalendar(region: ru, years: 2012...2025)
        func workingDays(_ year: Int) -> Int {
            calendar.count(
                from: CivilDate(year: year, month: 1, day: 1)!, to: CivilDate(year: year, month: 12, day: 31)!,
                includeStart: true, includeEnd: true)
        }
        // The official totals for a five-day week.
        #expect(workingDays(2012) == 249)
        #expect(workingDays(2018) == 247)
        #expect(workingDays(2023) == 247)
        #expect(workingDays(2024) == 248)
        #expect(workingDays(2025) == 247)
        #expect(calendar.isBusinessDay(day("2024-12-28")))
        #expect(!calendar.isBusinessDay(day("2024-12-30")))
    }

    @Test("A day off on a holiday moves to the next working day (art. 112), not in January from 2013")
    func observedDays() {
        #expect(ru.names(on: "2023-11-06") == ["Unity Day (observed)"])
        #expect(ru.holiday("Unity Day (observed)", on: "2023-11-06")?.localName == "День народного единства (выходной)")
        // Saturday January 6, 2024: no Monday for it; the decree moved it to May 10.
        #expect(ru.names(on: "2024-01-08") == ["New Year Holidays"])
    }

    // Decrees of 29 May 2020 № 345 (the parade for the 75th anniversary of Victory) and of
    // 1 June 2020 № 354 (the date of the vote on the constitutional amendments) declared
    // each day a non-working day with pay; python-holidays 0.108 has neither (a judged
    // divergence).
    @Test("2020: the Victory parade and the constitutional vote, paid non-working days by decree")
    func decreedDays2020() {
        #expect(ru.names(on: "2020-06-24") == ["Victory Parade Day"])
        #expect(ru.holiday("Victory Parade Day", on: "2020-06-24")?.localName == "День проведения парада Победы")
        #expect(ru.names(on: "2020-07-01") == ["Constitutional Vote Day"])
        #expect(ru.holiday("Constitutional Vote Day", on: "2020-07-01")?.kind == .public)
        let calendar = BusinessCalendar(region: ru, years: 2020...2020)
        func workingDays(_ from: String, _ to: String) -> Int {
            calendar.count(from: day(from), to: day(to), includeStart: true, includeEnd: true)
        }
        // The production calendar of 2020 as the decrees left it: June 20, July 22.
        #expect(workingDays("2020-06-01", "2020-06-30") == 20)
        #expect(workingDays("2020-07-01", "2020-07-31") == 22)
        #expect(workingDays("2020-06-01", "2020-07-31") == 42)
        #expect(!calendar.isBusinessDay(day("2020-06-24")))
        #expect(calendar.isBusinessDay(day("2020-06-23")))
    }

    @Test("A day off carried over from a holiday says which holiday it stands in for")
    func carriedOver() {
        // Art. 112: a holiday on a Saturday or Sunday gives the next working day.
        #expect(ru.holiday("Holiday of Spring and Labour (observed)", on: "2021-05-03")?.observedOf == day("2021-05-01"))
        #expect(ru.holiday("Victory Day (observed)", on: "2021-05-10")?.observedOf == day("2021-05-09"))
        #expect(ru.holiday("New Year Holidays (observed)", on: "2005-01-10")?.observedOf == day("2005-01-02"))
        // The January days off on a weekend, moved by the year's resolution.
        #expect(ru.holiday("Day off (transferred)", on: "2020-05-04")?.observedOf == day("2020-01-04"))
        #expect(ru.holiday("Day off (transferred)", on: "2013-05-10")?.observedOf == day("2013-02-23"))
        #expect(ru.holiday("Day off (transferred)", on: "2024-12-31")?.observedOf == day("2024-01-07"))
        // A bridge day given for a Saturday worked stands in for no holiday.
        let bridge = ru.holiday("Day off (transferred)", on: "2024-04-29")
        #expect(bridge != nil && bridge?.observedOf == nil)
        // Every observed day names a holiday on the date it stands in for; every day off
        // moved by a resolution that stands in for one follows a holiday on that date.
        #expect(ru.substitutesStandingInForNothing(suffix: " (observed)", years: 1991...2100) == [])
        let standingIn = ru.holidays(in: DateRange(years: 1991...2100)).filter { $0.observedOf != nil }
        for moved in standingIn where moved.name == "Day off (transferred)" {
            let there = ru.holidays(on: moved.observedOf!).contains { $0.kind == .public && $0.observedOf == nil }
            #expect(there, "\(moved.date) stands in for \(moved.observedOf!), which has no holiday")
        }
        // 90 carried over by art. 112, 35 moved by a resolution.
        #expect(standingIn.count == 125)
    }

    @Test("The list by years: 1991, 1992, 1993, 1994-2004, 2002, 2005, 2013")
    func history() {
        #expect(ru.lines(year: 1990).isEmpty)
        #expect(ru.names(on: "1991-05-01") == ["International Workers' Solidarity Day"])
        #expect(ru.names(on: "1991-11-08") == ["Anniversary of the Great October Socialist Revolution"])
        #expect(ru.names(on: "1992-11-08").isEmpty)
        #expect(ru.names(on: "1991-06-12").isEmpty)
        #expect(ru.names(on: "1992-06-12") == ["Day of the Adoption of the Declaration of State Sovereignty"])
        #expect(ru.names(on: "2002-06-12") == ["Russia Day"])
        #expect(ru.names(on: "1992-01-02").isEmpty)
        #expect(ru.names(on: "1993-01-02") == ["New Year's Day"])
        #expect(ru.names(on: "1993-12-12").isEmpty)
        #expect(ru.names(on: "1994-12-12") == ["Constitution Day"])
        #expect(ru.names(on: "1995-11-07") == ["Anniversary of the Great October Socialist Revolution"])
        #expect(ru.names(on: "1996-11-07") == ["Day of Accord and Reconciliation"])
        #expect(ru.names(on: "2001-02-23").isEmpty)
        #expect(ru.names(on: "2002-02-23") == ["Defender of the Fatherland Day"])
        // 2005: New Year holidays to January 5, Unity Day; May 2, November 7, December 12 go.
        #expect(ru.names(on: "2004-05-02") == ["Holiday of Spring and Labour"])
        #expect(ru.names(on: "2005-05-02") == ["Holiday of Spring and Labour (observed)"])
        #expect(ru.names(on: "2006-05-02").isEmpty)
        #expect(ru.names(on: "2004-11-04").isEmpty)
        #expect(ru.names(on: "2005-11-04") == ["Unity Day"])
        #expect(ru.names(on: "2005-11-07").isEmpty)
        #expect(ru.names(on: "2005-12-12").isEmpty)
        #expect(ru.names(on: "2005-01-05") == ["New Year Holidays"])
        // 2013: January 6 and 8 join.
        #expect(ru.names(on: "2011-01-06") == ["New Year Holidays (observed)"])
        #expect(ru.names(on: "2014-01-06") == ["New Year Holidays"])
        #expect(ru.names(on: "2014-01-08") == ["New Year Holidays"])
    }

    @Test("Christmas on the Julian calendar: January 8 from 2101; no transfers after 2027")
    func julianAndFuture() {
        #expect(ru.dates(of: "Christmas Day", year: 2101) == ["2101-01-08"])
        #expect(ru.lines(year: 2027, kinds: [.workday]) == ["2027-02-20 Working day (transferred)"])
        #expect(ru.lines(year: 2028, kinds: [.workday]).isEmpty)
    }
}
