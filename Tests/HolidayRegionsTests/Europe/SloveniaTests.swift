import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Slovenia: holidays and work-free days")
struct SloveniaTests {
    let si = RegionRegistry.region(code: "SI")!

    @Test("2026 exactly: the work-free days, and the national holidays that are worked")
    func year2026() {
        #expect(si.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 New Year's Day",
            "2026-02-08 Prešeren Day, the Slovenian Cultural Holiday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-27 Day of Uprising Against Occupation",
            "2026-05-01 Labour Day",
            "2026-05-02 Labour Day",
            "2026-05-24 Whit Sunday",
            "2026-06-25 Statehood Day",
            "2026-08-15 Assumption Day",
            "2026-10-31 Reformation Day",
            "2026-11-01 Remembrance Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Independence and Unity Day",
        ])
        #expect(si.lines(year: 2026, kinds: [.observance]) == [
            "2026-06-08 Primož Trubar Day",
            "2026-08-17 Unification of Prekmurje Slovenes with the Mother Nation",
            "2026-09-15 Integration of Primorska into the Homeland",
            "2026-09-23 Slovenian Sports Day",
            "2026-10-25 Sovereignty Day",
            "2026-11-23 Rudolf Maister Day",
        ])
        #expect(si.holiday("Remembrance Day", on: "2026-11-01")?.localName == "dan spomina na mrtve")
    }

    @Test("January 2 work-free until 2012 and from 2017 (ZUJF)")
    func january2() {
        #expect(si.names(on: "2012-01-02") == ["New Year's Day"])
        #expect(si.names(on: "2013-01-02").isEmpty)
        #expect(si.names(on: "2016-01-02").isEmpty)
        #expect(si.names(on: "2017-01-02") == ["New Year's Day"])
    }

    @Test("Known from 1992; December 26 renamed in 2005; August 14, 2023 once")
    func history() {
        #expect(si.holidays(year: 1991).isEmpty)
        #expect(si.names(on: "2004-12-26") == ["Independence Day"])
        #expect(si.names(on: "2005-12-26") == ["Independence and Unity Day"])
        #expect(si.names(on: "2023-08-14") == ["Solidarity Day"])
        #expect(si.names(on: "2024-08-14").isEmpty)
    }

    @Test("The worked national holidays from the year each was added; September 15 renamed in 2025")
    func workedHolidays() {
        #expect(si.names(on: "2004-11-23").isEmpty)
        #expect(si.names(on: "2005-11-23") == ["Rudolf Maister Day"])
        #expect(si.names(on: "2005-08-17").isEmpty)
        #expect(si.names(on: "2006-08-17") == ["Unification of Prekmurje Slovenes with the Mother Nation"])
        #expect(si.names(on: "2010-06-08").isEmpty)
        #expect(si.names(on: "2011-06-08") == ["Primož Trubar Day"])
        #expect(si.names(on: "2014-10-25").isEmpty)
        #expect(si.names(on: "2015-10-25") == ["Sovereignty Day"])
        #expect(si.names(on: "2019-09-23").isEmpty)
        #expect(si.names(on: "2020-09-23") == ["Slovenian Sports Day"])
        #expect(si.names(on: "2024-09-15") == ["Return of Primorska to the Homeland"])
        #expect(si.names(on: "2025-09-15") == ["Integration of Primorska into the Homeland"])
    }

    // Judged divergence: python-holidays 0.108 files the worked national holidays under its
    // "workday" category; as holical's workday kind, Saturday 23 November 2024 would count as
    // a business day.
    @Test("A worked national holiday on a Saturday is no business day; on a weekday it is one")
    func businessDays() {
        let calendar = BusinessCalendar(region: si, years: 2024...2026)
        #expect(!calendar.isBusinessDay(day("2024-11-23")))  // Saturday
        #expect(calendar.isBusinessDay(day("2026-11-23")))  // Monday
        #expect(!calendar.isBusinessDay(day("2026-01-02")))  // Friday, work-free
        #expect(calendar.workedWeekendDays.isEmpty)
    }
}
