import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Seychelles: the Public Holidays Act, its 2015 and 2017 amendments, the declared days")
struct SeychellesTests {
    let sc = RegionRegistry.region(code: "SC")!

    @Test("2020 exactly: the bridge and election days, All Saints Day on a Sunday gives the Monday")
    func year2020() {
        #expect(sc.lines(year: 2020) == [
            "2020-01-01 New Year's Day",
            "2020-01-02 New Year Holiday",
            "2020-01-03 Bridge Public Holiday",
            "2020-04-10 Good Friday",
            "2020-04-11 Easter Saturday",
            "2020-04-13 Easter Monday",
            "2020-05-01 Labour Day",
            "2020-06-11 The Fete Dieu",
            "2020-06-18 Constitution Day",
            "2020-06-29 Independence (National) Day",
            "2020-08-15 Assumption Day",
            "2020-10-24 General Election Day",
            "2020-10-26 Bridge Public Holiday",
            "2020-11-01 All Saints Day",
            "2020-11-02 All Saints Day (observed)",
            "2020-12-08 The Feast of the Immaculate Conception",
            "2020-12-25 Christmas Day",
        ])
    }

    @Test("History: Liberation Day until 2016, Easter Monday from 2017, the 2015 names; New Year's Day gives no Monday")
    func history() {
        #expect(sc.names(on: "2016-06-05") == ["Liberation Day"])
        #expect(sc.names(on: "2017-06-05").isEmpty)
        #expect(sc.names(on: "2016-03-28").isEmpty)
        #expect(sc.names(on: "2017-04-17") == ["Easter Monday"])
        #expect(sc.names(on: "2014-06-18") == ["National Day"])
        #expect(sc.names(on: "2015-06-18") == ["Constitution Day"])
        #expect(sc.names(on: "2014-06-29") == ["Independence Day"])
        // 2023: New Year's Day on a Sunday; the New Year Holiday is the Monday.
        #expect(sc.names(on: "2023-01-02") == ["New Year Holiday"])
        #expect(sc.names(on: "2023-01-03").isEmpty)
        #expect(sc.holidays(year: 1993).isEmpty)
    }
}
