import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Armenia and its provinces: holidays, memorial days and days off moved")
struct ArmeniaTests {
    let am = RegionRegistry.region(code: "AM")!

    @Test("2021 exactly: the last year of the Christmas holidays, a Saturday worked for September 20")
    func year2021() {
        #expect(am.lines(year: 2021, kinds: [.public, .workday]) == [
            "2021-01-01 New Year's Day",
            "2021-01-02 New Year's Day",
            "2021-01-03 Christmas Holidays",
            "2021-01-04 Christmas Holidays",
            "2021-01-05 Christmas Holidays",
            "2021-01-06 Christmas and Epiphany",
            "2021-01-07 Day of Remembrance of the Dead",
            "2021-01-28 Army Day",
            "2021-03-08 Women's Day",
            "2021-04-24 Armenian Genocide Remembrance Day",
            "2021-05-01 Labour Day",
            "2021-05-09 Victory and Peace Day",
            "2021-05-28 Republic Day",
            "2021-07-05 Constitution Day",
            "2021-09-20 Day off (transferred)",
            "2021-09-21 Independence Day",
            "2021-09-25 Working day (transferred)",
            "2021-12-31 New Year's Eve",
        ])
        #expect(am.holiday("Republic Day", on: "2021-05-28")?.localName == "Հանրապետության օր")
    }

    @Test("The days off by years")
    func history() {
        #expect(am.lines(year: 1990).isEmpty)
        #expect(am.names(on: "2009-01-03").isEmpty)
        #expect(am.names(on: "2010-01-03") == ["Christmas Holidays"])
        #expect(am.names(on: "2022-01-07").isEmpty)
        #expect(am.holiday("Army Day", on: "2002-01-28")?.kind == .observance)
        #expect(am.holiday("Army Day", on: "2003-01-28")?.kind == .public)
        #expect(am.names(on: "2000-03-08").isEmpty)
        #expect(am.names(on: "2001-03-08") == ["International Women's Day"])
        #expect(am.holiday("Motherhood and Beauty Day", on: "2001-04-07")?.kind == .public)
        #expect(am.holiday("Motherhood and Beauty Day", on: "2003-04-07")?.kind == .observance)
        #expect(am.names(on: "2014-04-24") == ["Genocide Remembrance Day"])
        #expect(am.names(on: "2015-04-24") == ["Armenian Genocide Remembrance Day"])
        #expect(am.names(on: "1994-05-09").isEmpty)
        #expect(am.names(on: "1991-09-21").isEmpty)
        #expect(am.names(on: "2025-01-27").isEmpty)
        #expect(am.names(on: "2026-01-27") == ["Day of Remembrance of the Fallen Defenders of the Fatherland"])
    }

    @Test("Memorial days: working days, the Easter ones on the Gregorian Easter")
    func memorialDays() {
        // The Armenian Apostolic Church keeps the Gregorian Easter (March 31, 2024).
        #expect(am.dates(of: "St Vardanants' Day", year: 2024) == ["2024-02-08"])
        #expect(am.dates(of: "Feast of Holy Etchmiadzin", year: 2024) == ["2024-06-02"])
        // Citizen's Day: the last Saturday of April, the Sunday after when that is April 24.
        #expect(am.dates(of: "Citizen's Day", year: 2025) == ["2025-04-26"])
        #expect(am.dates(of: "Citizen's Day", year: 2021) == ["2021-04-25"])
        #expect(am.dates(of: "Citizen's Day", year: 2018).isEmpty)
        #expect(am.holiday("Translators' Day", on: "2025-10-11")?.kind == .observance)
        let calendar = BusinessCalendar(region: am, years: 2025...2025)
        #expect(!calendar.isBusinessDay(day("2025-10-11")))
        #expect(calendar.isBusinessDay(day("2025-05-08")))
    }

    @Test("Provinces: Lori and Shirak had December 7, 2018 off, Saturday December 15 worked")
    func provinces() {
        #expect(RegionRegistry.region(code: "AM-ER")?.name == "Armenia, Yerevan")
        let lori = RegionRegistry.region(code: "AM-LO")!
        let shirak = RegionRegistry.region(code: "AM-SH")!
        let yerevan = RegionRegistry.region(code: "AM-ER")!
        for province in [lori, shirak] {
            #expect(province.lines(year: 2018, kinds: [.public, .workday]).contains("2018-12-07 Day off (transferred)"))
            #expect(province.holiday("Working day (transferred)", on: "2018-12-15")?.kind == .workday)
            #expect(province.lines(year: 2021) == am.lines(year: 2021))
        }
        #expect(yerevan.lines(year: 2018, kinds: [.public, .workday]) == am.lines(year: 2018, kinds: [.public, .workday]))
        #expect(!yerevan.lines(year: 2018, kinds: [.public]).contains("2018-12-07 Day off (transferred)"))
    }

    @Test("A transfer across the new year: Saturday December 29, 2002 worked for January 3, 2003")
    func acrossYears() {
        #expect(am.holiday("Working day (transferred)", on: "2002-12-29")?.kind == .workday)
        #expect(am.names(on: "2003-01-03") == ["Day off (transferred)"])
    }
}
