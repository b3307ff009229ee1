import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Uruguay: five paid holidays, the bank days, and the Monday moves of 1980-1983 and from 1997")
struct UruguayTests {
    let uy = RegionRegistry.region(code: "UY")!

    @Test("2026 exactly: public and bank days")
    func year2026() {
        #expect(uy.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-05-01 Workers' Day",
            "2026-07-18 Constitution Day",
            "2026-08-25 Independence Declaration Day",
            "2026-12-25 Family Day",
        ])
        #expect(uy.lines(year: 2026, kinds: [.bank]) == [
            "2026-01-06 Children's Day",
            "2026-02-16 Carnival Monday",
            "2026-02-17 Carnival Tuesday",
            "2026-03-30 Tourism Week",
            "2026-03-31 Tourism Week",
            "2026-04-01 Tourism Week",
            "2026-04-02 Tourism Week",
            "2026-04-03 Tourism Week",
            "2026-04-19 Landing of the 33 Patriots",
            "2026-05-18 Battle of Las Piedras",
            "2026-06-19 Birthday of Artigas",
            "2026-10-12 Cultural Diversity Day",
            "2026-11-02 All Souls' Day",
        ])
        #expect(uy.firstWeekday == .monday)
    }

    @Test("The Monday moves: 1980-1983 (Workers' Day too), none 1984-1996, again from 1997")
    func moves() {
        // 18 May 1982, a Tuesday; 1 May 1980, a Thursday.
        #expect(uy.dates(of: "Battle of Las Piedras", year: 1982) == ["1982-05-17"])
        #expect(uy.dates(of: "Workers' Day", year: 1980) == ["1980-05-05"])
        #expect(uy.dates(of: "Workers' Day", year: 1986) == ["1986-05-01"])
        // 19 April 1990, a Thursday: kept.
        #expect(uy.dates(of: "Landing of the 33 Patriots", year: 1990) == ["1990-04-19"])
        #expect(uy.dates(of: "Landing of the 33 Patriots", year: 2018) == ["2018-04-23"])
        // Artigas and All Souls' moved until 2001 only.
        #expect(uy.dates(of: "Birthday of Artigas", year: 2001) == ["2001-06-18"])
        #expect(uy.dates(of: "Birthday of Artigas", year: 2002) == ["2002-06-19"])
        #expect(uy.dates(of: "All Souls' Day", year: 2001) == ["2001-11-05"])
        #expect(uy.dates(of: "All Souls' Day", year: 2006) == ["2006-11-02"])
    }

    @Test("Beaches' Day until 1979; 12 October renamed in 2014; the inaugurations of 1985-2020")
    func history() {
        #expect(uy.dates(of: "Beaches' Day", year: 1979) == ["1979-12-08"])
        #expect(uy.dates(of: "Beaches' Day", year: 1980).isEmpty)
        #expect(uy.dates(of: "Day of the Race", year: 2012) == ["2012-10-15"])
        #expect(uy.dates(of: "Day of the Race", year: 2014).isEmpty)
        #expect(uy.dates(of: "Cultural Diversity Day", year: 2017) == ["2017-10-16"])
        #expect(uy.dates(of: "Presidential Inauguration Day", year: 1985) == ["1985-03-01"])
        #expect(uy.dates(of: "Presidential Inauguration Day", year: 2020) == ["2020-03-01"])
        #expect(uy.dates(of: "Presidential Inauguration Day", year: 1986).isEmpty)
    }
}
