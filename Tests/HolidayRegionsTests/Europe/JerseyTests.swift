import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Jersey: public and bank holidays")
struct JerseyTests {
    let je = RegionRegistry.region(code: "JE")!

    @Test("2026 exactly, with Liberation Day on a Saturday")
    func year2026() {
        #expect(je.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 Early May Bank Holiday",
            "2026-05-09 Liberation Day",
            "2026-05-25 Spring Bank Holiday",
            "2026-08-31 Summer Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
    }

    @Test("Known from 1952, the first year of the 1951 Law")
    func known() {
        #expect(je.holidays(year: 1951).isEmpty)
        #expect(je.names(on: "1952-01-01") == ["New Year's Day"])
    }

    @Test("Substitute days: Sunday only before R&O 123/2004, Saturday too from it")
    func substitutes() {
        // Christmas Day 2004 on a Saturday: Monday; Boxing Day on the Sunday: Tuesday.
        #expect(je.dates(of: "Christmas Day (substitute day)", year: 2004) == ["2004-12-27"])
        #expect(je.dates(of: "Boxing Day (substitute day)", year: 2004) == ["2004-12-28"])
        // New Year's Day 2005 on a Saturday.
        #expect(je.names(on: "2005-01-03") == ["New Year's Day (substitute day)"])
        #expect(je.holiday("New Year's Day (substitute day)", on: "2005-01-03")?.observedOf == day("2005-01-01"))
    }

    // Before 2004 only a Sunday gave a substitute day: with Christmas Day on a Saturday and
    // Boxing Day on the Sunday, the Monday was Boxing Day's, and the States appointed the
    // Tuesday for the Christmas Day lost (as Guernsey's ordinances of 1982 and 1993 name it).
    @Test("Christmas Day on a Saturday before 2004: Boxing Day's Monday, and the States' Tuesday for Christmas Day")
    func christmasOnSaturday() {
        for year in [1976, 1982, 1993, 1999] {
            let boxing = je.holiday("Boxing Day (substitute day)", on: "\(year)-12-27")
            let christmas = je.holiday("Christmas Day (substitute day)", on: "\(year)-12-28")
            #expect(boxing?.observedOf == day("\(year)-12-26"), "\(year)")
            #expect(christmas?.observedOf == day("\(year)-12-25"), "\(year)")
            #expect(je.dates(of: "Boxing Day (substitute day)", year: year) == ["\(year)-12-27"])
        }
        // Before the States made up a Saturday: 1971 has Boxing Day's Monday only.
        #expect(je.dates(of: "Christmas Day (substitute day)", year: 1971).isEmpty)
        #expect(je.dates(of: "Boxing Day (substitute day)", year: 1971) == ["1971-12-27"])
    }

    @Test("Every substitute day, by rule or by an Act of the States, says which holiday it stands in for")
    func substitutesSayWhich() {
        #expect(je.holiday("Boxing Day (substitute day)", on: "1981-12-28")?.observedOf == day("1981-12-26"))
        #expect(je.holiday("New Year's Day (substitute day)", on: "1977-01-03")?.observedOf == day("1977-01-01"))
        #expect(je.substitutesStandingInForNothing(suffix: " (substitute day)", years: 1952...2100) == [])
    }

    // The Schedule to the Public Holidays and Bank Holidays (Jersey) Act 1952 made 9 May a
    // public holiday on a week-day, Monday to Saturday (the States' proposition P.18/2010;
    // the Legislation Committee's statement of 16 March 2004): a Saturday is one, a Sunday
    // is not. The States declined to appoint Sunday 9 May 2010 (24 March 2010).
    @Test("Liberation Day: a holiday Monday to Saturday, none on a Sunday")
    func liberationDay() {
        #expect(je.dates(of: "Liberation Day", year: 1953) == ["1953-05-09"])  // a Saturday
        #expect(je.dates(of: "Liberation Day", year: 2009) == ["2009-05-09"])  // a Saturday
        #expect(je.dates(of: "Liberation Day", year: 2004).isEmpty)  // a Sunday
        #expect(je.dates(of: "Liberation Day", year: 2010).isEmpty)  // a Sunday
        #expect(je.dates(of: "Liberation Day", year: 2015) == ["2015-05-09"])  // a Saturday
        #expect(je.dates(of: "Liberation Day", year: 2021).isEmpty)  // a Sunday
        #expect(je.dates(of: "Liberation Day", year: 2024) == ["2024-05-09"])  // a Thursday
    }

    @Test("History: the summer bank holiday and Whit Monday until 1969; May from 1980")
    func history() {
        #expect(je.dates(of: "Summer Bank Holiday", year: 1969) == ["1969-09-01"])
        #expect(je.dates(of: "Summer Bank Holiday", year: 1970) == ["1970-08-31"])
        #expect(je.dates(of: "Whit Monday", year: 1969) == ["1969-05-26"])
        #expect(je.dates(of: "Spring Bank Holiday", year: 1970) == ["1970-05-25"])
        #expect(je.dates(of: "Early May Bank Holiday", year: 1979).isEmpty)
        #expect(je.dates(of: "Early May Bank Holiday", year: 1980) == ["1980-05-05"])
        // Not moved in 2020: 8 May was a holiday of its own.
        #expect(je.dates(of: "Early May Bank Holiday", year: 2020) == ["2020-05-04"])
        #expect(je.names(on: "2020-05-08") == ["75th Anniversary of VE Day"])
    }
}
