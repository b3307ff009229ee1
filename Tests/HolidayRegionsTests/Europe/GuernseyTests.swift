import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Guernsey: public holidays")
struct GuernseyTests {
    let gg = RegionRegistry.region(code: "GG")!

    @Test("2026 exactly")
    func year2026() {
        #expect(gg.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-04 May Day Bank Holiday",
            "2026-05-09 Liberation Day",
            "2026-05-25 Spring Bank Holiday",
            "2026-08-31 Summer Bank Holiday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (substitute day)",
        ])
    }

    @Test("Substitute days: none before 1955, Sunday only until 2009, Saturday too from it")
    func substitutes() {
        // New Year's Day on a Sunday in 1950 and 1956.
        #expect(gg.names(on: "1950-01-02").isEmpty)
        #expect(gg.names(on: "1956-01-02") == ["New Year's Day (substitute day)"])
        // Boxing Day on a Saturday in 1998 (none) and in 2009 (Monday).
        #expect(gg.dates(of: "Boxing Day (substitute day)", year: 1998).isEmpty)
        #expect(gg.dates(of: "Boxing Day (substitute day)", year: 2009) == ["2009-12-28"])
        // New Year's Day on a Saturday in 2005 (an ordinance's one-off day) and 2011.
        #expect(gg.names(on: "2005-01-03") == ["New Year's Day (substitute day)"])
        #expect(gg.dates(of: "New Year's Day (substitute day)", year: 2011) == ["2011-01-03"])
    }

    @Test("Every substitute day, by rule or by an ordinance, says which holiday it stands in for")
    func substitutesSayWhich() {
        #expect(gg.holiday("Boxing Day (substitute day)", on: "1981-12-28")?.observedOf == day("1981-12-26"))
        // 1982: Boxing Day's Monday by the Sunday rule, the ordinance's Tuesday for Christmas Day.
        #expect(gg.holiday("Boxing Day (substitute day)", on: "1982-12-27")?.observedOf == day("1982-12-26"))
        #expect(gg.holiday("Christmas Day (substitute day)", on: "1982-12-28")?.observedOf == day("1982-12-25"))
        #expect(gg.holiday("New Year's Day (substitute day)", on: "2005-01-03")?.observedOf == day("2005-01-01"))
        // 1976: no ordinance made up the Saturday's Christmas Day; the Sunday rule gives one day.
        #expect(gg.lines(year: 1976).suffix(3) == [
            "1976-12-25 Christmas Day", "1976-12-26 Boxing Day", "1976-12-27 Boxing Day (substitute day)",
        ])
        #expect(gg.substitutesStandingInForNothing(suffix: " (substitute day)", years: 1950...2100) == [])
    }

    @Test("Liberation Day on any day of the week, with no substitute day")
    func liberationDay() {
        #expect(gg.dates(of: "Liberation Day", year: 1981) == ["1981-05-09"])  // a Saturday
        #expect(gg.dates(of: "Liberation Day", year: 2021) == ["2021-05-09"])  // a Sunday
        #expect(gg.names(on: "2021-05-10").isEmpty)
    }

    @Test("The States' dates for the spring and summer holidays before 1979")
    func springAndSummer() {
        #expect(gg.dates(of: "Whit Monday", year: 1966) == ["1966-05-30"])
        #expect(gg.dates(of: "Spring Bank Holiday", year: 1967) == ["1967-05-29"])
        // The first Monday of August was the August Bank Holiday until 1964.
        #expect(gg.names(on: "1964-08-03") == ["August Bank Holiday"])
        #expect(gg.dates(of: "Summer Bank Holiday", year: 1964).isEmpty)
        #expect(gg.dates(of: "Summer Bank Holiday", year: 1965) == ["1965-08-30"])
        #expect(gg.dates(of: "Summer Bank Holiday", year: 1968) == ["1968-09-02"])
        #expect(gg.dates(of: "Spring Bank Holiday", year: 1977).isEmpty)
        #expect(gg.dates(of: "Summer Bank Holiday", year: 1978).isEmpty)
        #expect(gg.dates(of: "Summer Bank Holiday", year: 1979) == ["1979-08-27"])
    }

    @Test("Liberation Day on 10 May in 2010; the May bank holiday moved for VE Day")
    func moved() {
        #expect(gg.dates(of: "Liberation Day", year: 2010) == ["2010-05-10"])
        #expect(gg.dates(of: "Liberation Day", year: 2011) == ["2011-05-09"])
        #expect(gg.dates(of: "May Day Bank Holiday", year: 2020) == ["2020-05-08"])
    }
}
