import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Luxembourg: legal and bank holidays")
struct LuxembourgTests {
    let lu = RegionRegistry.region(code: "LU")!

    @Test("2026 exactly: legal holidays and the bank closing days")
    func year2026() {
        #expect(lu.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-09 Europe Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-06-23 National Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-12-24 Christmas Eve (afternoon)",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(lu.lines(year: 2026, kinds: [.bank]) == [
            "2026-04-03 Good Friday", "2026-12-24 Christmas Eve (afternoon)", "2026-12-31 New Year's Eve",
        ])
    }

    @Test("Names in Luxembourgish (the main language), French and German")
    func names() {
        let nationalDay = DateRange(day: day("2026-06-23"))
        #expect(lu.holidays(in: nationalDay).map(\.localName) == ["Nationalfeierdag"])
        #expect(lu.holidays(in: nationalDay, language: "fr").map(\.localName) == ["Fête nationale"])
        #expect(lu.holidays(in: nationalDay, language: "de").map(\.localName) == ["Nationalfeiertag"])
        #expect(lu.holiday("St Stephen's Day", on: "2026-12-26")?.localName == "Stiefesdag")
    }

    @Test("Europe Day from 2019 (loi du 23 avril 2019)")
    func europeDay() {
        #expect(lu.names(on: "2018-05-09").isEmpty)
        #expect(lu.names(on: "2019-05-09") == ["Europe Day"])
    }

    // Judged divergence: python-holidays 0.108 has June 23 in every year. The arrêté
    // grand-ducal of 23 December 1961 moved the celebration from Grand Duchess Charlotte's
    // birthday, January 23, to June 23.
    @Test("National Day: January 23 until 1961, June 23 from 1962")
    func nationalDay() {
        #expect(lu.dates(of: "National Day", year: 1950) == ["1950-01-23"])
        #expect(lu.dates(of: "National Day", year: 1961) == ["1961-01-23"])
        #expect(lu.names(on: "1961-06-23").isEmpty)
        #expect(lu.dates(of: "National Day", year: 1962) == ["1962-06-23"])
        #expect(lu.names(on: "1962-01-23").isEmpty)
    }

    @Test("No substitute days: a Sunday holiday stays on the Sunday")
    func noSubstitutes() {
        // 2030-06-23 is a Sunday.
        #expect(lu.names(on: "2030-06-23") == ["National Day"])
        #expect(lu.names(on: "2030-06-24").isEmpty)
        #expect(lu.holidays(year: 1949).isEmpty)
    }
}
