import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Monaco: legal holidays and the Monday after a Sunday")
struct MonacoTests {
    let mc = RegionRegistry.region(code: "MC")!

    @Test("2026 exactly: All Saints' Day on a Sunday gives Monday the 2nd")
    func year2026() throws {
        #expect(mc.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-27 Saint Devote's Day",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-02 All Saints' Day (observed)",
            "2026-11-19 Prince's Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        let monday = try #require(mc.holiday("All Saints' Day (observed)", on: "2026-11-02"))
        #expect(monday.localName == "Toussaint (reporté)")
        #expect(monday.observedOf == day("2026-11-01"))
    }

    @Test("Known from 1967, the first year under Loi n° 798; its first Monday for a Sunday")
    func known() {
        #expect(mc.holidays(year: 1966).isEmpty)
        #expect(mc.names(on: "1967-01-02") == ["New Year's Day (observed)"])
    }

    @Test("Saint Devote's day has no Monday")
    func saintDevote() {
        #expect(mc.names(on: "2019-01-27") == ["Saint Devote's Day"])
        #expect(mc.names(on: "2019-01-28").isEmpty)
    }

    @Test("The Immaculate Conception has its Monday from 2019 (Circulaire n° 2019-2)")
    func immaculateConception() {
        #expect(mc.names(on: "2013-12-09").isEmpty)
        #expect(mc.names(on: "2024-12-09") == ["Immaculate Conception (observed)"])
    }

    @Test("The legal holiday of 7 January 2015 (Loi n° 1.413)")
    func oneOff() {
        #expect(mc.holiday("Public Holiday", on: "2015-01-07")?.localName == "Jour férié")
        #expect(mc.names(on: "2016-01-07").isEmpty)
    }
}
