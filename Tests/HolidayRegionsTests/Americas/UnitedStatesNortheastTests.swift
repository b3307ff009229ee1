import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The New England and Mid-Atlantic states: Patriots' Day, Massachusetts' Sunday-only rule,
/// Election Day, Lincoln's Birthday, the renamed Columbus Days.
@Suite("US states: Northeast")
struct UnitedStatesNortheastTests {
    let massachusetts = RegionRegistry.region(code: "US-MA")!
    let maine = RegionRegistry.region(code: "US-ME")!
    let newYork = RegionRegistry.region(code: "US-NY")!
    let us = RegionRegistry.region(code: "US")!

    @Test("Massachusetts 2026 exactly: Patriots' Day; Independence Day on a Saturday gives no Friday")
    func massachusetts2026() {
        #expect(massachusetts.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-16 Washington's Birthday",
            "2026-04-20 Patriots' Day",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-10-12 Columbus Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-12-25 Christmas Day",
        ])
        // The federal list has the Friday.
        #expect(us.names(on: "2026-07-03") == ["Independence Day (observed)"])
    }

    @Test("Massachusetts: a Sunday holiday gives the Monday, a Saturday one nothing")
    func massachusettsWeekendRule() {
        #expect(massachusetts.names(on: "2022-06-20") == ["Juneteenth National Independence Day (observed)"])
        #expect(massachusetts.names(on: "2022-12-26") == ["Christmas Day (observed)"])
        // New Year's Day 2022 and Juneteenth 2021 fell on Saturdays.
        #expect(massachusetts.names(on: "2021-12-31").isEmpty)
        #expect(massachusetts.names(on: "2021-06-18").isEmpty)
        #expect(us.names(on: "2021-12-31") == ["New Year's Day (observed)"])
        // Veterans Day on Saturday 1989: the federal Friday, none in Massachusetts.
        #expect(us.names(on: "1989-11-10") == ["Veterans Day (observed)"])
        #expect(massachusetts.names(on: "1989-11-10").isEmpty)
        // Armistice Day on Sunday 1956 gave the Monday there as well.
        #expect(massachusetts.names(on: "1956-11-12") == ["Veterans Day (observed)"])
        // The October Veterans Day of 1971-1977 is kept.
        #expect(massachusetts.dates(of: "Veterans Day", year: 1975) == ["1975-10-27"])
    }

    @Test("Patriots' Day: April 19 until 1968, the third Monday of April from 1969, in Maine too")
    func patriotsDay() {
        for region in [massachusetts, maine] {
            #expect(region.dates(of: "Patriots' Day", year: 1968) == ["1968-04-19"])
            #expect(region.dates(of: "Patriots' Day", year: 1969) == ["1969-04-21"])
        }
        #expect(us.dates(of: "Patriots' Day", year: 2026).isEmpty)
    }

    @Test("Maine: Columbus Day on the Monday from 1971, Indigenous Peoples' Day from 2019")
    func maineIndigenousPeoplesDay() {
        #expect(maine.names(on: "1970-10-12").isEmpty)
        #expect(maine.dates(of: "Columbus Day", year: 2018) == ["2018-10-08"])
        #expect(maine.dates(of: "Indigenous Peoples' Day", year: 2019) == ["2019-10-14"])
        #expect(maine.dates(of: "Columbus Day", year: 2019).isEmpty)
    }

    @Test("New York: Election Day in even years from 2008, every year from 2015; Lincoln's Birthday from 1971")
    func newYorkElectionsAndLincoln() {
        #expect(newYork.dates(of: "Election Day", year: 2006).isEmpty)
        #expect(newYork.dates(of: "Election Day", year: 2008) == ["2008-11-04"])
        #expect(newYork.dates(of: "Election Day", year: 2013).isEmpty)
        #expect(newYork.dates(of: "Election Day", year: 2015) == ["2015-11-03"])
        #expect(newYork.dates(of: "Election Day", year: 2026) == ["2026-11-03"])
        #expect(newYork.dates(of: "Lincoln's Birthday", year: 1970).isEmpty)
        #expect(newYork.dates(of: "Lincoln's Birthday", year: 1971) == ["1971-02-12"])
        // February 12, 1972 was a Saturday.
        #expect(newYork.names(on: "1972-02-11") == ["Lincoln's Birthday (observed)"])
        #expect(newYork.dates(of: "Susan B. Anthony Day", year: 2003).isEmpty)
        #expect(newYork.dates(of: "Susan B. Anthony Day", year: 2004) == ["2004-02-15"])
    }

    @Test("Vermont: Town Meeting Day and Bennington Battle Day, no Columbus Day")
    func vermont() {
        let vermont = RegionRegistry.region(code: "US-VT")!
        #expect(vermont.dates(of: "Town Meeting Day", year: 2026) == ["2026-03-03"])
        // August 16, 2026 is a Sunday.
        #expect(vermont.dates(of: "Bennington Battle Day (observed)", year: 2026) == ["2026-08-17"])
        #expect(vermont.dates(of: "Columbus Day", year: 2026).isEmpty)
        #expect(vermont.dates(of: "Washington's Birthday", year: 1970) == ["1970-02-22"])
        #expect(vermont.dates(of: "Presidents' Day", year: 1971) == ["1971-02-15"])
    }

    @Test("Rhode Island, New Hampshire, Pennsylvania, New Jersey, Connecticut: their own days")
    func otherStates() {
        let rhodeIsland = RegionRegistry.region(code: "US-RI")!
        #expect(rhodeIsland.dates(of: "Victory Day", year: 1950) == ["1950-08-14"])
        #expect(rhodeIsland.dates(of: "Columbus Day", year: 2021) == ["2021-10-11"])
        #expect(rhodeIsland.dates(of: "Indigenous Peoples' Day / Columbus Day", year: 2022) == ["2022-10-10"])
        let newHampshire = RegionRegistry.region(code: "US-NH")!
        #expect(newHampshire.names(on: "2026-01-19") == ["Dr. Martin Luther King Jr. / Civil Rights Day"])
        #expect(newHampshire.dates(of: "Day After Thanksgiving", year: 1974).isEmpty)
        #expect(newHampshire.dates(of: "Day After Thanksgiving", year: 1975) == ["1975-11-28"])
        #expect(RegionRegistry.region(code: "US-PA")!.dates(of: "Day After Thanksgiving", year: 1950) == ["1950-11-24"])
        let newJersey = RegionRegistry.region(code: "US-NJ")!
        #expect(newJersey.dates(of: "Good Friday", year: 2026) == ["2026-04-03"])
        #expect(newJersey.dates(of: "Election Day", year: 2026) == ["2026-11-03"])
        #expect(newJersey.dates(of: "Election Day", year: 2027).isEmpty)
        #expect(RegionRegistry.region(code: "US-CT")!.dates(of: "Good Friday", year: 2026) == ["2026-04-03"])
    }
}
