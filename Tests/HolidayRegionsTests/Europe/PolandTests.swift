import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Poland: days free from work")
struct PolandTests {
    let pl = RegionRegistry.region(code: "PL")!

    @Test("2026 exactly, with Christmas Eve (a day off from 2025)")
    func year2026() {
        #expect(pl.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-03 Constitution Day",
            "2026-05-24 Whit Sunday",
            "2026-06-04 Corpus Christi",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-11 Independence Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(pl.holiday("Second Day of Christmas", on: "2026-12-26")?.localName == "Boże Narodzenie (drugi dzień)")
    }

    @Test("1950, the last year before the act of 1951, with its church and national days")
    func year1950() {
        #expect(pl.lines(year: 1950) == [
            "1950-01-01 New Year's Day",
            "1950-01-06 Epiphany",
            "1950-02-02 Candlemas",
            "1950-04-09 Easter Sunday",
            "1950-04-10 Easter Monday",
            "1950-05-01 Labour Day",
            "1950-05-03 Constitution Day",
            "1950-05-09 National Victory and Freedom Day",
            "1950-05-18 Ascension Day",
            "1950-05-28 Whit Sunday",
            "1950-05-29 Whit Monday",
            "1950-06-08 Corpus Christi",
            "1950-06-29 Saints Peter and Paul",
            "1950-07-22 National Day of the Rebirth of Poland",
            "1950-08-15 Assumption Day",
            "1950-11-01 All Saints' Day",
            "1950-12-08 Immaculate Conception",
            "1950-12-25 Christmas Day",
            "1950-12-26 Second Day of Christmas",
        ])
        #expect(pl.holidays(year: 1949).isEmpty)
    }

    @Test("The act of 1951 drops the church days of 1950; Epiphany and Assumption go after 1960")
    func boundaries() {
        #expect(pl.names(on: "1951-02-02").isEmpty)
        #expect(pl.names(on: "1951-05-03").isEmpty)
        #expect(pl.names(on: "1951-12-08").isEmpty)
        #expect(pl.names(on: "1960-01-06") == ["Epiphany"])
        #expect(pl.names(on: "1961-01-06").isEmpty)
        #expect(pl.names(on: "1960-08-15") == ["Assumption Day"])
        #expect(pl.names(on: "1961-08-15").isEmpty)
        // Assumption Day and Independence Day return in 1989, Epiphany in 2011.
        #expect(pl.names(on: "1988-08-15").isEmpty)
        #expect(pl.names(on: "1989-08-15") == ["Assumption Day"])
        #expect(pl.names(on: "1988-11-11").isEmpty)
        #expect(pl.names(on: "1989-11-11") == ["Independence Day"])
        #expect(pl.names(on: "2010-01-06").isEmpty)
        #expect(pl.names(on: "2011-01-06") == ["Epiphany"])
    }

    @Test("July 22 until 1989, May 3 again from 1990 (act of 6 April 1990)")
    func nationalDays() {
        #expect(pl.names(on: "1989-07-22") == ["National Day of the Rebirth of Poland"])
        #expect(pl.names(on: "1990-07-22").isEmpty)
        #expect(pl.names(on: "1989-05-03").isEmpty)
        #expect(pl.names(on: "1990-05-03") == ["Constitution Day"])
    }

    @Test("Christmas Eve from 2025; November 12, 2018 decreed once")
    func decreed() {
        #expect(pl.names(on: "2024-12-24").isEmpty)
        #expect(pl.names(on: "2025-12-24") == ["Christmas Eve"])
        #expect(pl.names(on: "2018-11-12") == ["Independence Day (100th anniversary)"])
        #expect(pl.names(on: "2019-11-12").isEmpty)
    }

    @Test("No substitute days: a Saturday holiday stays on the Saturday")
    func noSubstitutes() {
        // 2026-08-15 is a Saturday.
        #expect(pl.names(on: "2026-08-15") == ["Assumption Day"])
        #expect(pl.names(on: "2026-08-14").isEmpty)
        #expect(pl.names(on: "2026-08-17").isEmpty)
    }
}
