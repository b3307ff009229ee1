import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Sint Maarten: the country's holidays from 2011")
struct SintMaartenTests {
    let sx = RegionRegistry.region(code: "SX")!

    @Test("2026 exactly; known from 2011")
    func year2026() {
        #expect(sx.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-04-27 King's Day",
            "2026-04-30 Carnival Day",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-07-01 Emancipation Day",
            "2026-10-12 Constitution Day",
            "2026-11-11 Sint Maarten Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(sx.holidays(year: 2010).isEmpty)
        #expect(!sx.holidays(year: 2011).isEmpty)
        #expect(sx.firstWeekday == .monday)
    }

    @Test("Emancipation Day from 2012, Constitution Day in place of Kingdom Day from 2015, Carnival Day's two rules")
    func history() {
        #expect(sx.dates(of: "Emancipation Day", year: 2011) == [])
        #expect(sx.dates(of: "Emancipation Day", year: 2012) == ["2012-07-02"])
        #expect(sx.dates(of: "Kingdom Day", year: 2014) == ["2014-12-15"])
        #expect(sx.dates(of: "Kingdom Day", year: 2015) == [])
        #expect(sx.dates(of: "Constitution Day", year: 2014) == [])
        #expect(sx.dates(of: "Constitution Day", year: 2015) == ["2015-10-12"])
        #expect(sx.dates(of: "Carnival Day", year: 2013) == ["2013-04-29"])
        // 30 April 2017, a Sunday: the Tuesday after Labour Day; 2022, a Saturday: the Friday.
        #expect(sx.dates(of: "Carnival Day", year: 2017) == ["2017-05-02"])
        #expect(sx.dates(of: "Carnival Day", year: 2022) == ["2022-04-29"])
        // Emancipation Day on Sunday 1 July 2018 moves to the Monday.
        #expect(sx.dates(of: "Emancipation Day", year: 2018) == ["2018-07-02"])
    }
}
