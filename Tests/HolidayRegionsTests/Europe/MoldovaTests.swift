import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Moldova: the Labour Code's non-working holidays")
struct MoldovaTests {
    let md = RegionRegistry.region(code: "MD")!

    @Test("2026 exactly")
    func year2026() {
        #expect(md.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-07 Christmas Day (old style)",
            "2026-01-08 Christmas Day (old style)",
            "2026-03-08 International Women's Day",
            "2026-04-12 Easter Sunday",
            "2026-04-13 Easter Monday",
            "2026-04-20 Memorial Easter",
            "2026-05-01 International Workers' Solidarity Day",
            "2026-05-09 Europe Day",
            "2026-05-09 Victory Day and Commemoration of the Heroes Fallen for the Independence of the Fatherland",
            "2026-06-01 International Children's Day",
            "2026-08-27 Independence Day",
            "2026-08-31 National Language Day",
            "2026-12-25 Christmas Day (new style)",
        ])
        #expect(md.holiday("Memorial Easter", on: "2026-04-20")?.localName == "Paștele blajinilor")
    }

    @Test("December 25 from 2013; the old-style name from 2014; Children's Day 2016; Europe Day 2017")
    func history() {
        #expect(md.names(on: "2012-12-25").isEmpty)
        #expect(md.names(on: "2013-12-25") == ["Christmas Day (new style)"])
        #expect(md.names(on: "2013-01-07") == ["Christmas Day"])
        #expect(md.names(on: "2014-01-07") == ["Christmas Day (old style)"])
        #expect(md.names(on: "2015-06-01").isEmpty)
        #expect(md.names(on: "2016-06-01") == ["International Children's Day"])
        #expect(md.dates(of: "Europe Day", year: 2016).isEmpty)
        #expect(md.dates(of: "Europe Day", year: 2017) == ["2017-05-09"])
        #expect(md.lines(year: 1990).isEmpty)
    }
}
