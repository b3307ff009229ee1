import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kyrgyzstan: the Labour Codes' holidays, substitutes until 2025, the Government's transfers")
struct KyrgyzstanTests {
    let kg = RegionRegistry.region(code: "KG")!

    @Test("2025 exactly: the May holidays, four days marked but worked, a Saturday worked")
    func year2025() {
        #expect(kg.lines(year: 2025, kinds: [.public, .workday, .observance]) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 Day off (transferred)",
            "2025-01-03 Additional day off",
            "2025-01-06 Additional day off",
            "2025-01-07 Christmas Day",
            "2025-01-11 Working day (transferred)",
            "2025-02-23 Fatherland Defender's Day",
            "2025-03-08 International Women's Day",
            "2025-03-21 Nooruz",
            "2025-03-30 Eid al-Fitr",
            "2025-04-07 Day of the People's April Revolution",
            "2025-05-01 Labour Day",
            "2025-05-02 May Holidays",
            "2025-05-03 May Holidays",
            "2025-05-04 May Holidays",
            "2025-05-05 Constitution Day",
            "2025-05-06 May Holidays",
            "2025-05-07 May Holidays",
            "2025-05-08 May Holidays",
            "2025-05-09 Victory Day",
            "2025-06-06 Eid al-Adha",
            "2025-08-31 Independence Day",
            "2025-11-07 Days of History and Commemoration of Ancestors",
            "2025-11-08 Days of History and Commemoration of Ancestors",
        ])
        #expect(kg.holiday("Fatherland Defender's Day", on: "2025-02-23")?.kind == .observance)
        #expect(kg.holiday("Fatherland Defender's Day", on: "2024-02-23")?.kind == .public)
        #expect(kg.holiday("Nooruz", on: "2025-03-21")?.localName == "Элдик Нооруз майрамы")
    }

    @Test("New Year holidays from 2026; no weekend substitutes from the 2025 Code")
    func code2025() {
        #expect(kg.dates(of: "New Year Holidays", year: 2025).isEmpty)
        #expect(kg.dates(of: "New Year Holidays", year: 2026) == [
            "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06",
        ])
        // Sunday 31 August 2025 and Saturday 9 May 2026 give no Monday.
        #expect(kg.names(on: "2025-09-01").isEmpty)
        #expect(kg.names(on: "2026-05-11").isEmpty)
    }

    @Test("Substitutes: Saturday and Sunday, Sunday only under the 2004 Code to 29 March 2009")
    func substituteEras() {
        // Saturday 1 May 2004, before the 2004 Code: the Monday.
        #expect(kg.names(on: "2004-05-03") == ["Labour Day (observed)"])
        // Saturday 1 May 2010, after it: the Monday again; Saturday 8 March 2008: none.
        #expect(kg.names(on: "2010-05-03") == ["Labour Day (observed)"])
        #expect(kg.names(on: "2008-03-10").isEmpty)
        // 2009: Saturday 21 March under the 2004 Code gives none, Saturday 9 May the Monday.
        #expect(kg.names(on: "2009-03-23") == ["Day off (transferred)"])
        #expect(kg.names(on: "2009-05-11") == ["Victory Day (observed)"])
        // Sunday 7 November 2004: the Monday.
        #expect(kg.names(on: "2004-11-08") == ["Day of the Great October Socialist Revolution (observed)"])
    }

    @Test("Christmas gave no substitute 2002-2012, the aits none before 2013")
    func christmasAndAits() {
        // 7 January 2001 and 2007 were Sundays; 2007's day off was decreed for Friday 5 January.
        #expect(kg.names(on: "2001-01-08") == ["Christmas Day (observed)"])
        #expect(kg.holiday("Christmas Day (observed)", on: "2007-01-05")?.observedOf == day("2007-01-07"))
        #expect(kg.names(on: "2007-01-08").isEmpty)
        // Orozo ait on Sunday 19 August 2012: a decree's Monday.
        #expect(kg.holiday("Eid al-Fitr (observed)", on: "2012-08-20")?.observedOf == day("2012-08-19"))
    }

    @Test("A substitute the Government moved: Saturday 23 February 2019's day off on 2 January")
    func movedSubstitutes() throws {
        let moved = try #require(kg.holiday("Day off (transferred)", on: "2019-01-02"))
        #expect(moved.observedOf == day("2019-02-23"))
        #expect(kg.names(on: "2019-02-25").isEmpty)
        #expect(kg.names(on: "2013-05-06").isEmpty)
        #expect(kg.holiday("Day off (transferred)", on: "2013-05-10")?.observedOf == day("2013-05-05"))
    }

    @Test("Each law's years", arguments: [
        ("Fatherland Defender's Day", 2004, 2005, ["2005-02-23"]),
        ("Day of the People's April Revolution", 2015, 2016, ["2016-04-07"]),
        ("Day of the People's Revolution", 2007, 2008, ["2008-03-24"]),
        ("Day of the Great October Socialist Revolution", 2001, 2002, ["2002-11-07"]),
    ])
    func firstYears(name: String, before: Int, first: Int, dates: [String]) {
        #expect(kg.dates(of: name, year: before).isEmpty)
        #expect(kg.dates(of: name, year: first) == dates)
    }

    @Test("Names and last years")
    func history() {
        #expect(kg.dates(of: "Day of the People's Revolution", year: 2012) == ["2012-03-24"])
        #expect(kg.dates(of: "Day of the People's Revolution", year: 2013).isEmpty)
        #expect(kg.names(on: "2017-11-07") == ["Day of the Great October Socialist Revolution"])
        #expect(kg.dates(of: "Days of History and Commemoration of Ancestors", year: 2018) == ["2018-11-07", "2018-11-08"])
        #expect(kg.names(on: "1997-05-01") == ["International Workers' Solidarity Day"])
        #expect(kg.names(on: "1998-05-01") == ["Labour Day"])
        #expect(kg.names(on: "2004-03-08") == ["Women's Day"])
        #expect(kg.names(on: "2005-03-08") == ["International Women's Day"])
        #expect(kg.holidays(year: 1991).isEmpty)
        #expect(Country.kyrgyzstan.weekend.current.days == [.saturday, .sunday])
    }

    @Test("The aits on the Government's dates: Kurman ait 2024 a day after Umm al-Qura")
    func islamicCalendar() {
        #expect(kg.dates(of: "Eid al-Adha", year: 2024) == ["2024-06-17"])
        #expect(kg.holiday("Working day (transferred)", on: "2024-05-11")?.kind == .workday)
    }
}
