import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Czechia: days of rest")
struct CzechiaTests {
    let cz = RegionRegistry.region(code: "CZ")!

    @Test("2026 exactly: two holidays on New Year's Day")
    func year2026() {
        #expect(cz.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-01 Restoration Day of the Independent Czech State",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-08 Victory Day",
            "2026-07-05 Saints Cyril and Methodius Day",
            "2026-07-06 Jan Hus Day",
            "2026-09-28 Statehood Day",
            "2026-10-28 Independent Czechoslovak State Day",
            "2026-11-17 Struggle for Freedom and Democracy Day and International Students' Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(cz.holiday("Victory Day", on: "2026-05-08")?.localName == "Den vítězství")
    }

    @Test("Known from 1952, the first year of zákon č. 93/1951 Sb.")
    func known() {
        #expect(cz.holidays(year: 1951).isEmpty)
        #expect(cz.lines(year: 1952) == [
            "1952-01-01 New Year's Day",
            "1952-04-14 Easter Monday",
            "1952-05-01 Labour Day",
            "1952-05-09 Liberation Day",
            "1952-10-28 Nationalisation Day",
            "1952-12-25 Christmas Day",
            "1952-12-26 Second Day of Christmas",
        ])
    }

    @Test("Liberation Day on May 9 until 1991, on May 8 from 1992; its names")
    func liberationDay() {
        #expect(cz.dates(of: "Liberation Day", year: 1991) == ["1991-05-09"])
        #expect(cz.dates(of: "Liberation Day", year: 1992) == ["1992-05-08"])
        #expect(cz.holiday("Liberation Day", on: "2000-05-08")?.localName == "Den osvobození od fašismu")
        #expect(cz.holiday("Liberation Day", on: "2003-05-08")?.localName == "Den osvobození")
        #expect(cz.names(on: "2004-05-08") == ["Victory Day"])
    }

    // Judged divergence: python-holidays 0.108 has October 28 as a day off in every year.
    // Zákon č. 56/1975 Sb. took it off the days of rest; 141/1988 Sb. made it one again.
    @Test("October 28: Nationalisation Day until 1974, a working day 1975-1987, a state holiday from 1988")
    func october28() {
        #expect(cz.names(on: "1974-10-28") == ["Nationalisation Day"])
        #expect(cz.names(on: "1975-10-28").isEmpty)
        #expect(cz.names(on: "1987-10-28").isEmpty)
        #expect(cz.names(on: "1988-10-28") == ["Independent Czechoslovak State Day"])
    }

    // Judged divergence: python-holidays 0.108 has November 17 as a day off from 1990. It was
    // a significant day, worked, until zákon č. 245/2000 Sb.
    @Test("November 17: a working significant day 1990-1999, a state holiday from 2000, renamed in 2019")
    func november17() {
        #expect(cz.names(on: "1989-11-17").isEmpty)
        let worked = cz.holiday("Struggle for Freedom and Democracy Day", on: "1999-11-17")
        #expect(worked?.kind == .observance)
        #expect(cz.lines(year: 1999).contains("1999-11-17 Struggle for Freedom and Democracy Day") == false)
        #expect(cz.holiday("Struggle for Freedom and Democracy Day", on: "2000-11-17")?.kind == .public)
        #expect(cz.names(on: "2018-11-17") == ["Struggle for Freedom and Democracy Day"])
        #expect(cz.names(on: "2019-11-17") == ["Struggle for Freedom and Democracy Day and International Students' Day"])
    }

    @Test("The days the acts of 1990, 2000 and 2015 added")
    func added() {
        #expect(cz.names(on: "1989-07-05").isEmpty)
        #expect(cz.names(on: "1990-07-05") == ["Saints Cyril and Methodius Day"])
        #expect(cz.names(on: "1990-07-06") == ["Jan Hus Day"])
        #expect(cz.names(on: "1989-12-24").isEmpty)
        #expect(cz.names(on: "1990-12-24") == ["Christmas Eve"])
        #expect(cz.names(on: "1999-09-28").isEmpty)
        #expect(cz.names(on: "2000-09-28") == ["Statehood Day"])
        #expect(cz.names(on: "2000-01-01") == ["New Year's Day"])
        #expect(cz.dates(of: "Good Friday", year: 2015).isEmpty)
        #expect(cz.dates(of: "Good Friday", year: 2016) == ["2016-03-25"])
    }
}
