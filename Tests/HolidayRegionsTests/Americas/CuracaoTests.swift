import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Curaçao: the Antilles' holidays from 1955 and Curaçao's from 2010")
struct CuracaoTests {
    let cw = RegionRegistry.region(code: "CW")!

    @Test("2026 exactly; known from 1955")
    func year2026() {
        #expect(cw.lines(year: 2026, kinds: [.public, .halfDay]) == [
            "2026-01-01 New Year's Day",
            "2026-02-16 Carnival Monday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-27 King's Day",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-07-02 National Anthem and Flag Day",
            "2026-10-10 Curaçao Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
            "2026-12-31 New Year's Eve",
        ])
        #expect(cw.holidays(year: 1954).isEmpty)
        #expect(!cw.holidays(year: 1955).isEmpty)
        #expect(cw.firstWeekday == .monday)
    }

    @Test("Whit Sunday until 2009, Flag Day from 1984, Kingdom Day 2008-2009, Curaçao Day and New Year's Eve from 2010")
    func history() {
        #expect(cw.dates(of: "Whit Sunday", year: 2009) == ["2009-05-31"])
        #expect(cw.dates(of: "Whit Sunday", year: 2010) == [])
        #expect(cw.dates(of: "National Anthem and Flag Day", year: 1983) == [])
        #expect(cw.dates(of: "National Anthem and Flag Day", year: 1984) == ["1984-07-02"])
        #expect(cw.dates(of: "Kingdom Day", year: 2007) == [])
        #expect(cw.dates(of: "Kingdom Day", year: 2008) == ["2008-12-15"])
        #expect(cw.dates(of: "Kingdom Day", year: 2010) == [])
        #expect(cw.dates(of: "Curaçao Day", year: 2009) == [])
        #expect(cw.dates(of: "Curaçao Day", year: 2010) == ["2010-10-10"])
        #expect(cw.dates(of: "New Year's Eve", year: 2009) == [])
        #expect(cw.dates(of: "New Year's Eve", year: 2010) == ["2010-12-31"])
    }
}
