import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Marshall Islands public holidays")
struct MarshallIslandsTests {
    let mh = RegionRegistry.region(code: "MH")!

    @Test("2026 exactly: Remembrance Day on a Sunday gives the Monday")
    func year2026MH() {
        #expect(mh.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-03-01 Nuclear Victims Remembrance Day",
            "2026-03-02 Nuclear Victims Remembrance Day Holiday",
            "2026-04-03 Good Friday",
            "2026-05-01 Constitution Day",
            "2026-07-03 Fisherman's Day",
            "2026-09-04 Dri-jerbal Day",
            "2026-09-25 Manit Day",
            "2026-11-17 President's Day",
            "2026-12-04 Gospel Day",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("General Election Day every fourth year from 2015; Saturday holidays on the Friday")
    func history() {
        #expect(mh.dates(of: "General Election Day", year: 2015) == ["2015-11-16"])
        #expect(mh.dates(of: "General Election Day", year: 2019) == ["2019-11-18"])
        #expect(mh.dates(of: "General Election Day", year: 2026).isEmpty)
        #expect(mh.names(on: "2021-12-31") == ["New Year's Day Holiday"])
        #expect(mh.dates(of: "Memorial Day and Nuclear Survivors Remembrance Day", year: 2004) == ["2004-03-01"])
    }
}
