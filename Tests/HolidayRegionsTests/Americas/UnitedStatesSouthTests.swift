import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The Southern states and the District: Texas' state days, Georgia's State Holidays,
/// Confederate days, Lee-Jackson Day, Inauguration Day, Mardi Gras.
@Suite("US states: South and the District of Columbia")
struct UnitedStatesSouthTests {
    let texas = RegionRegistry.region(code: "US-TX")!
    let georgia = RegionRegistry.region(code: "US-GA")!
    let virginia = RegionRegistry.region(code: "US-VA")!

    @Test("Texas 2026 exactly: no Columbus Day, Emancipation Day beside Juneteenth")
    func texas2026() {
        #expect(texas.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Confederate Heroes Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-16 Presidents' Day",
            "2026-03-02 Texas Independence Day",
            "2026-03-31 Cesar Chavez Day",
            "2026-04-03 Good Friday",
            "2026-04-21 San Jacinto Day",
            "2026-05-25 Memorial Day",
            "2026-06-19 Emancipation Day In Texas",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-08-27 Lyndon Baines Johnson Day",
            "2026-09-07 Labor Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-11-27 Friday After Thanksgiving",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Day After Christmas",
        ])
    }

    @Test("Texas: each state day from the year it was made")
    func texasHistory() {
        #expect(texas.dates(of: "Emancipation Day In Texas", year: 1979).isEmpty)
        #expect(texas.dates(of: "Emancipation Day In Texas", year: 1980) == ["1980-06-19"])
        #expect(texas.dates(of: "Lyndon Baines Johnson Day", year: 1972).isEmpty)
        #expect(texas.dates(of: "Lyndon Baines Johnson Day", year: 1973) == ["1973-08-27"])
        #expect(texas.dates(of: "Cesar Chavez Day", year: 1999).isEmpty)
        #expect(texas.dates(of: "Cesar Chavez Day", year: 2000) == ["2000-03-31"])
        #expect(texas.dates(of: "Christmas Eve", year: 1980).isEmpty)
        #expect(texas.dates(of: "Day After Christmas", year: 1981) == ["1981-12-26"])
        // Washington's Birthday on February 22 until 1970, Presidents' Day from 1971.
        #expect(texas.dates(of: "Washington's Birthday", year: 1970) == ["1970-02-22"])
        #expect(texas.dates(of: "Presidents' Day", year: 1971) == ["1971-02-15"])
        #expect(texas.dates(of: "Columbus Day", year: 1960).isEmpty)
    }

    @Test("Georgia 2026 exactly: State Holidays on Good Friday and the Friday after Thanksgiving")
    func georgia2026() {
        #expect(georgia.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-04-03 State Holiday",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-10-12 Columbus Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-11-27 State Holiday",
            "2026-12-24 Washington's Birthday",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("Georgia: Confederate Memorial Day until 2015, a State Holiday on its Monday until 2019, on Good Friday from 2020")
    func georgiaHistory() {
        #expect(georgia.dates(of: "Confederate Memorial Day", year: 2015) == ["2015-04-27"])
        #expect(georgia.dates(of: "State Holiday", year: 2019) == ["2019-04-22", "2019-11-29"])
        #expect(georgia.dates(of: "State Holiday", year: 2020) == ["2020-04-10", "2020-11-27"])
        #expect(georgia.dates(of: "Robert E. Lee's Birthday", year: 1985).isEmpty)
        #expect(georgia.dates(of: "Robert E. Lee's Birthday", year: 1986) == ["1986-11-28"])
        #expect(georgia.dates(of: "Washington's Birthday", year: 1970).isEmpty)
    }

    @Test("Virginia: Lee-Jackson Day on January 19, the third Monday from 1983, the Friday before from 2000, none from 2021")
    func leeJacksonDay() {
        #expect(virginia.dates(of: "Lee Jackson Day", year: 1982) == ["1982-01-19"])
        #expect(virginia.dates(of: "Lee Jackson Day", year: 1983) == ["1983-01-17"])
        #expect(virginia.dates(of: "Lee Jackson Day", year: 1999) == ["1999-01-18"])
        #expect(virginia.dates(of: "Lee Jackson Day", year: 2000) == ["2000-01-14"])
        #expect(virginia.dates(of: "Lee Jackson Day", year: 2020) == ["2020-01-17"])
        #expect(virginia.dates(of: "Lee Jackson Day", year: 2021).isEmpty)
        #expect(virginia.dates(of: "Columbus Day", year: 2019) == ["2019-10-14"])
        #expect(virginia.dates(of: "Indigenous Peoples' Day", year: 2020) == ["2020-10-12"])
    }

    @Test("Inauguration Day every fourth year in DC, Maryland and Virginia; on a Sunday the Monday")
    func inaugurationDay() {
        for code in ["US-DC", "US-MD", "US-VA"] {
            let region = RegionRegistry.region(code: code)!
            #expect(region.dates(of: "Inauguration Day", year: 2025) == ["2025-01-20"])
            #expect(region.dates(of: "Inauguration Day", year: 2026).isEmpty)
            #expect(region.dates(of: "Inauguration Day (observed)", year: 2013) == ["2013-01-21"])
            #expect(region.dates(of: "Inauguration Day", year: 1953) == ["1953-01-20"])
        }
        #expect(RegionRegistry.region(code: "US-TX")!.dates(of: "Inauguration Day", year: 2025).isEmpty)
    }

    @Test("Alabama: the federal days under its names, Confederate Memorial Day, Jefferson Davis' Birthday")
    func alabama() {
        let alabama = RegionRegistry.region(code: "US-AL")!
        #expect(alabama.names(on: "2026-01-19") == ["Martin Luther King, Jr & Robert E. Lee's Birthday"])
        #expect(alabama.names(on: "2026-02-16") == ["George Washington & Thomas Jefferson's Birthday"])
        #expect(alabama.dates(of: "Confederate Memorial Day", year: 2026) == ["2026-04-27"])
        #expect(alabama.dates(of: "Jefferson Davis Birthday", year: 2026) == ["2026-06-01"])
        #expect(alabama.names(on: "2026-10-12") == ["Columbus Day / American Indian Heritage Day / Fraternal Day"])
        #expect(alabama.names(on: "1999-10-11") == ["Columbus Day / Fraternal Day"])
        // Neither Washington's Birthday nor Columbus Day before 1971.
        #expect(alabama.names(on: "1970-02-22").isEmpty)
        #expect(alabama.names(on: "1970-10-12").isEmpty)
    }

    @Test("Arkansas, Mississippi, South Carolina: Lee's Birthday beside King's, Confederate Memorial Days")
    func confederateDays() {
        let arkansas = RegionRegistry.region(code: "US-AR")!
        #expect(arkansas.names(on: "2017-01-16") == ["Dr. Martin Luther King Jr. and Robert E. Lee's Birthdays"])
        #expect(arkansas.names(on: "2018-01-15") == ["Martin Luther King Jr. Day"])
        #expect(arkansas.names(on: "2026-02-16") == ["George Washington's Birthday and Daisy Gatson Bates Day"])
        let mississippi = RegionRegistry.region(code: "US-MS")!
        #expect(mississippi.dates(of: "Confederate Memorial Day", year: 2026) == ["2026-04-27"])
        #expect(mississippi.dates(of: "Confederate Memorial Day", year: 2025) == ["2025-04-28"])
        let southCarolina = RegionRegistry.region(code: "US-SC")!
        #expect(southCarolina.dates(of: "Confederate Memorial Day", year: 2025) == ["2025-04-28"])
        #expect(southCarolina.dates(of: "Confederate Memorial Day", year: 2021) == ["2021-04-26"])
    }

    @Test("North Carolina: Christmas Eve and the day after Christmas with their weekdays, from 2013")
    func northCarolina() {
        let northCarolina = RegionRegistry.region(code: "US-NC")!
        #expect(northCarolina.dates(of: "Day After Christmas", year: 2012).isEmpty)
        // December 26, 2022 was a Monday: Tuesday too.
        #expect(northCarolina.names(on: "2022-12-27") == ["Day After Christmas (observed)"])
        // A Saturday (2020): the Monday.
        #expect(northCarolina.names(on: "2020-12-28") == ["Day After Christmas (observed)"])
        #expect(northCarolina.names(on: "2022-12-23") == ["Christmas Eve (observed)"])
    }

    @Test("Louisiana, Delaware, Florida, DC, Kentucky, Maryland, Oklahoma, Tennessee, West Virginia")
    func otherStates() {
        let louisiana = RegionRegistry.region(code: "US-LA")!
        #expect(louisiana.dates(of: "Mardi Gras", year: 2026) == ["2026-02-17"])
        #expect(louisiana.dates(of: "Mardi Gras", year: 1950) == ["1950-02-21"])
        let delaware = RegionRegistry.region(code: "US-DE")!
        #expect(delaware.dates(of: "Washington's Birthday", year: 1970).isEmpty)
        #expect(delaware.dates(of: "Washington's Birthday", year: 1989) == ["1989-02-20"])
        #expect(delaware.dates(of: "Presidents' Day", year: 2009) == ["2009-02-16"])
        #expect(delaware.dates(of: "Presidents' Day", year: 2010).isEmpty)
        let florida = RegionRegistry.region(code: "US-FL")!
        #expect(florida.names(on: "2026-02-16").isEmpty)
        #expect(florida.dates(of: "Friday After Thanksgiving", year: 2026) == ["2026-11-27"])
        let district = RegionRegistry.region(code: "US-DC")!
        #expect(district.dates(of: "Emancipation Day", year: 2004).isEmpty)
        // April 16, 2022 was a Saturday.
        #expect(district.dates(of: "Emancipation Day (observed)", year: 2022) == ["2022-04-15"])
        #expect(district.names(on: "2019-10-14") == ["Indigenous Peoples' Day"])
        let kentucky = RegionRegistry.region(code: "US-KY")!
        #expect(kentucky.dates(of: "New Year's Eve", year: 2012).isEmpty)
        #expect(kentucky.dates(of: "New Year's Eve", year: 2013) == ["2013-12-31"])
        #expect(RegionRegistry.region(code: "US-MD")!.names(on: "2026-11-27") == ["American Indian Heritage Day"])
        #expect(RegionRegistry.region(code: "US-OK")!.names(on: "2026-11-27") == ["Day After Thanksgiving"])
        #expect(RegionRegistry.region(code: "US-TN")!.dates(of: "Good Friday", year: 2026) == ["2026-04-03"])
        // June 20, 2026 is a Saturday.
        #expect(RegionRegistry.region(code: "US-WV")!.names(on: "2026-06-19").contains("West Virginia Day (observed)"))
    }
}
