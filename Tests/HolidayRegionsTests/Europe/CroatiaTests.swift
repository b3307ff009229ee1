import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Croatia: public holidays")
struct CroatiaTests {
    let hr = RegionRegistry.region(code: "HR")!

    @Test("2026 exactly")
    func year2026() {
        #expect(hr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-30 Statehood Day",
            "2026-06-04 Corpus Christi",
            "2026-06-22 Anti-Fascist Struggle Day",
            "2026-08-05 Victory and Homeland Thanksgiving Day and Croatian Veterans Day",
            "2026-08-15 Assumption Day",
            "2026-11-01 All Saints' Day",
            "2026-11-18 Remembrance Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
        ])
        #expect(hr.holiday("Statehood Day", on: "2026-05-30")?.localName == "Dan državnosti")
    }

    @Test("Statehood Day: none until 1995, May 30 1996-2001, June 25 2002-2019, May 30 from 2020")
    func statehoodDay() {
        #expect(hr.holidays(year: 1991).isEmpty)
        #expect(hr.dates(of: "Statehood Day", year: 1995).isEmpty)
        #expect(hr.dates(of: "Statehood Day", year: 1996) == ["1996-05-30"])
        #expect(hr.dates(of: "Statehood Day", year: 2001) == ["2001-05-30"])
        #expect(hr.dates(of: "Statehood Day", year: 2002) == ["2002-06-25"])
        #expect(hr.dates(of: "Statehood Day", year: 2019) == ["2019-06-25"])
        #expect(hr.dates(of: "Statehood Day", year: 2020) == ["2020-05-30"])
    }

    @Test("Independence Day 2002-2019, Remembrance Day from 2020 (NN 110/2019)")
    func independenceAndRemembrance() {
        #expect(hr.names(on: "2001-10-08").isEmpty)
        #expect(hr.names(on: "2002-10-08") == ["Independence Day"])
        #expect(hr.names(on: "2019-10-08") == ["Independence Day"])
        #expect(hr.names(on: "2020-10-08").isEmpty)
        #expect(hr.names(on: "2019-11-18").isEmpty)
        #expect(hr.names(on: "2020-11-18") == ["Remembrance Day"])
    }

    @Test("Corpus Christi from 2002, Easter Sunday from 2009, no Epiphany in 2002, August 5 renamed in 2008")
    func smallerChanges() {
        #expect(hr.dates(of: "Corpus Christi", year: 2001).isEmpty)
        #expect(hr.dates(of: "Corpus Christi", year: 2002) == ["2002-05-30"])
        #expect(hr.dates(of: "Easter Sunday", year: 2008).isEmpty)
        #expect(hr.dates(of: "Easter Sunday", year: 2009) == ["2009-04-12"])
        #expect(hr.names(on: "2001-01-06") == ["Epiphany"])
        #expect(hr.names(on: "2002-01-06").isEmpty)
        #expect(hr.names(on: "2003-01-06") == ["Epiphany"])
        #expect(hr.names(on: "2007-08-05") == ["Victory and Homeland Thanksgiving Day"])
        #expect(hr.names(on: "2008-08-05") == ["Victory and Homeland Thanksgiving Day and Croatian Veterans Day"])
    }
}
