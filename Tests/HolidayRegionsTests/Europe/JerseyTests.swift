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
        // Christmas Day 1999 on a Saturday: no substitute by the rule (the States' one-off
        // day stands for it); Boxing Day on the Sunday gives the Monday.
        #expect(je.names(on: "1999-12-27") == ["Boxing Day (substitute day)"])
        #expect(je.dates(of: "Christmas Day (substitute day)", year: 1999).isEmpty)
        #expect(je.names(on: "1999-12-28") == ["Boxing Day (substitute day)"])
        // Christmas Day 2004 on a Saturday: Monday; Boxing Day on the Sunday: Tuesday.
        #expect(je.dates(of: "Christmas Day (substitute day)", year: 2004) == ["2004-12-27"])
        #expect(je.dates(of: "Boxing Day (substitute day)", year: 2004) == ["2004-12-28"])
        // New Year's Day 2005 on a Saturday.
        #expect(je.names(on: "2005-01-03") == ["New Year's Day (substitute day)"])
    }

    @Test("Liberation Day: none on a weekend until 2010, none on a Sunday from 2011")
    func liberationDay() {
        #expect(je.dates(of: "Liberation Day", year: 2009).isEmpty)  // a Saturday
        #expect(je.dates(of: "Liberation Day", year: 2010) == ["2010-05-09"])  // a Sunday, kept once
        #expect(je.dates(of: "Liberation Day", year: 2015) == ["2015-05-09"])  // a Saturday
        #expect(je.dates(of: "Liberation Day", year: 2021).isEmpty)  // a Sunday
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
