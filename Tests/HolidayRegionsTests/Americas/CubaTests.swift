import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cuba: the labour codes' days of rest from 1959")
struct CubaTests {
    let cu = RegionRegistry.region(code: "CU")!

    @Test("2026 exactly; known from 1959")
    func year2026() {
        #expect(cu.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 Liberation Day",
            "2026-01-02 Victory Day",
            "2026-04-03 Good Friday",
            "2026-05-01 International Workers' Day",
            "2026-07-25 Commemoration of the Assault of the Moncada Garrison",
            "2026-07-26 Day of the National Rebellion",
            "2026-07-27 Commemoration of the Assault of the Moncada Garrison",
            "2026-10-10 Independence Day",
            "2026-12-25 Christmas Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(cu.holidays(year: 1958).isEmpty)
        #expect(!cu.holidays(year: 1959).isEmpty)
        #expect(cu.firstWeekday == .monday)
    }

    @Test("Christmas suspended 1969-1996; 2 January and 31 December from 2008 and 2007; Good Friday from 2012")
    func history() {
        #expect(cu.dates(of: "Christmas Day", year: 1968) == ["1968-12-25"])
        #expect(cu.dates(of: "Christmas Day", year: 1969) == [])
        #expect(cu.dates(of: "Christmas Day", year: 1996) == [])
        #expect(cu.dates(of: "Christmas Day", year: 1997) == ["1997-12-25"])
        #expect(cu.dates(of: "Victory Day", year: 2007) == [])
        #expect(cu.dates(of: "Victory Day", year: 2008) == ["2008-01-02"])
        #expect(cu.dates(of: "New Year's Eve", year: 2006) == [])
        #expect(cu.dates(of: "New Year's Eve", year: 2007) == ["2007-12-31"])
        #expect(cu.dates(of: "Good Friday", year: 2011) == [])
        #expect(cu.dates(of: "Good Friday", year: 2012) == ["2012-04-06"])
    }

    @Test("A Sunday holiday also on the Monday; 1 January only until 2013")
    func sundays() {
        // 1 January 2012 and 2017 are Sundays.
        #expect(cu.dates(of: "Liberation Day (observed)", year: 2012) == ["2012-01-02"])
        #expect(cu.dates(of: "Liberation Day (observed)", year: 2017) == [])
        // 10 October 2021, a Sunday.
        #expect(cu.dates(of: "Independence Day (observed)", year: 2021) == ["2021-10-11"])
    }
}
