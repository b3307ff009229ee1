import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Belarus: holidays, commemorations and the Saturdays worked by decree")
struct BelarusTests {
    let by = RegionRegistry.region(code: "BY")!

    @Test("2025 exactly: days off, transfers to Saturdays, commemorations that are working days")
    func year2025() {
        #expect(by.lines(year: 2025, kinds: [.public, .workday, .observance]) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 New Year's Day",
            "2025-01-06 Day off (transferred)",
            "2025-01-07 Orthodox Christmas Day",
            "2025-01-11 Working day (transferred)",
            "2025-02-23 Day of the Fatherland's Defenders and the Armed Forces",
            "2025-03-08 Women's Day",
            "2025-03-15 Constitution Day",
            "2025-04-02 Day of Unity of the Peoples of Belarus and Russia",
            "2025-04-20 Catholic Easter",
            "2025-04-20 Orthodox Easter",
            "2025-04-26 Working day (transferred)",
            "2025-04-28 Day off (transferred)",
            "2025-04-29 Radunitsa",
            "2025-05-01 Labour Day",
            "2025-05-09 Victory Day",
            "2025-05-11 Day of the State Flag, Emblem and Anthem",
            "2025-07-03 Independence Day",
            "2025-07-04 Day off (transferred)",
            "2025-07-12 Working day (transferred)",
            "2025-09-17 Day of People's Unity",
            "2025-11-02 Dzyady",
            "2025-11-07 October Revolution Day",
            "2025-12-20 Working day (transferred)",
            "2025-12-25 Catholic Christmas Day",
            "2025-12-26 Day off (transferred)",
        ])
        #expect(by.holiday("Radunitsa", on: "2025-04-29")?.localName == "Радаўніца")
        let radunitsa = DateRange(day: day("2025-04-29"))
        #expect(by.holidays(in: radunitsa, language: "ru").map(\.localName) == ["Радуница"])
    }

    @Test("A worked Saturday is a business day; a Sunday commemoration is not")
    func businessDays() {
        let calendar = BusinessCalendar(region: by, years: 2025...2025)
        #expect(calendar.isBusinessDay(day("2025-07-12")))
        #expect(!calendar.isBusinessDay(day("2025-07-04")))
        #expect(!calendar.isBusinessDay(day("2025-05-11")))
        #expect(calendar.isBusinessDay(day("2025-09-17")))
        #expect(by.holiday("Day of People's Unity", on: "2025-09-17")?.kind == .observance)
    }

    @Test("The list by years: Easters 1992, Mondays and Dzyady off to 1997, July 3 from 1997, January 2 from 2020")
    func history() {
        #expect(by.lines(year: 1990).isEmpty)
        #expect(by.names(on: "1991-03-31").isEmpty)
        #expect(by.names(on: "1992-04-19") == ["Catholic Easter"])
        #expect(by.names(on: "1997-03-31") == ["Catholic Easter Monday"])
        #expect(by.names(on: "1998-04-13").isEmpty)
        #expect(by.holiday("Dzyady", on: "1997-11-02")?.kind == .public)
        #expect(by.holiday("Dzyady", on: "1998-11-02")?.kind == .observance)
        #expect(by.holiday("Constitution Day", on: "1998-03-15")?.kind == .public)
        #expect(by.holiday("Constitution Day", on: "1999-03-15")?.kind == .observance)
        #expect(by.names(on: "1994-11-07").isEmpty)
        #expect(by.names(on: "1995-11-07") == ["October Revolution Day"])
        #expect(by.names(on: "1996-07-27") == ["Independence Day"])
        #expect(by.names(on: "1997-07-27").isEmpty)
        #expect(by.names(on: "1997-07-03") == ["Independence Day"])
        #expect(by.names(on: "2019-01-02").isEmpty)
        #expect(by.names(on: "2020-01-02") == ["New Year's Day"])
        #expect(by.names(on: "2020-09-17").isEmpty)
        #expect(by.names(on: "2021-09-17") == ["Day of People's Unity"])
    }

    @Test("A transfer across the new year: Saturday December 30, 2006 worked for January 2, 2007")
    func acrossYears() {
        #expect(by.holiday("Working day (transferred)", on: "2006-12-30")?.kind == .workday)
        #expect(by.names(on: "2007-01-02") == ["Day off (transferred)"])
        #expect(by.lines(year: 2027, kinds: [.workday]).isEmpty)
    }
}
