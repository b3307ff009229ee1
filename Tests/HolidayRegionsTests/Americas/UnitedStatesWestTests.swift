import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The Western states: California's days with Cesar Chavez and Diwali, Alaska from
/// statehood, Hawaii's royal days, Nevada Day, the renamed Presidents' Days.
@Suite("US states: West")
struct UnitedStatesWestTests {
    let california = RegionRegistry.region(code: "US-CA")!
    let alaska = RegionRegistry.region(code: "US-AK")!
    let hawaii = RegionRegistry.region(code: "US-HI")!

    @Test("California 2026 exactly: Susan B. Anthony Day, Cesar Chavez Day, Diwali, no Columbus Day")
    func california2026() {
        #expect(california.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-02-15 Susan B. Anthony Day",
            "2026-02-16 Presidents' Day",
            "2026-03-31 Cesar Chavez Day",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-11-08 Diwali",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-11-27 Day After Thanksgiving",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("California: each day's years; Cesar Chavez Day on a Sunday gives the Monday, on a Saturday nothing")
    func californiaHistory() {
        #expect(california.dates(of: "Lincoln's Birthday", year: 2009) == ["2009-02-12"])
        #expect(california.dates(of: "Lincoln's Birthday", year: 2010).isEmpty)
        #expect(california.dates(of: "Columbus Day", year: 1970).isEmpty)
        #expect(california.dates(of: "Columbus Day", year: 2008) == ["2008-10-13"])
        #expect(california.dates(of: "Columbus Day", year: 2009).isEmpty)
        #expect(california.dates(of: "Cesar Chavez Day", year: 1994).isEmpty)
        #expect(california.dates(of: "Cesar Chavez Day (observed)", year: 2024) == ["2024-04-01"])
        #expect(california.names(on: "2029-03-30").isEmpty)
        #expect(california.dates(of: "Diwali", year: 2025).isEmpty)
        #expect(california.dates(of: "Washington's Birthday", year: 1970) == ["1970-02-22"])
    }

    @Test("Alaska: known from statehood in 1959; Lincoln's Birthday until 1989, King's from 1990")
    func alaskaHistory() {
        #expect(alaska.known.first == 1959)
        #expect(alaska.holidays(year: 1958).isEmpty)
        #expect(alaska.dates(of: "Seward's Day", year: 1959) == ["1959-03-30"])
        #expect(alaska.dates(of: "Lincoln's Birthday", year: 1989) == ["1989-02-12"])
        #expect(alaska.dates(of: "Lincoln's Birthday (observed)", year: 1989) == ["1989-02-13"])
        #expect(alaska.dates(of: "Lincoln's Birthday", year: 1990).isEmpty)
        #expect(alaska.names(on: "1989-01-16").isEmpty)
        #expect(alaska.names(on: "1990-01-15") == ["Martin Luther King Jr.'s Birthday"])
        #expect(alaska.names(on: "1989-02-20") == ["Washington's Birthday"])
        #expect(alaska.names(on: "1990-02-19") == ["Presidents' Day"])
        #expect(alaska.names(on: "1970-02-22").isEmpty)
        #expect(alaska.names(on: "2014-10-13") == ["Columbus Day"])
        #expect(alaska.names(on: "2015-10-12") == ["Indigenous Peoples' Day"])
        // October 18, 2026 is a Sunday.
        #expect(alaska.dates(of: "Alaska Day (observed)", year: 2026) == ["2026-10-19"])
    }

    @Test("Hawaii: Kamehameha Day observed on a weekday from 2011 only; Statehood Day; no Columbus Day")
    func hawaiiDays() {
        // June 11, 2005 and 2011 were Saturdays.
        #expect(hawaii.names(on: "2005-06-10").isEmpty)
        #expect(hawaii.names(on: "2011-06-10") == ["Kamehameha Day (observed)"])
        #expect(hawaii.names(on: "2011-03-25") == ["Prince Jonah Kuhio Kalanianaole Day (observed)"])
        #expect(hawaii.dates(of: "Statehood Day", year: 2026) == ["2026-08-21"])
        #expect(hawaii.dates(of: "Columbus Day", year: 2026).isEmpty)
        #expect(hawaii.localName == "Hawaiʻi")
    }

    @Test("Nevada Day on October 31 until 1999, the last Friday of October from 2000")
    func nevada() {
        let nevada = RegionRegistry.region(code: "US-NV")!
        #expect(nevada.dates(of: "Nevada Day", year: 1999) == ["1999-10-31"])
        #expect(nevada.dates(of: "Nevada Day (observed)", year: 1999) == ["1999-11-01"])
        #expect(nevada.dates(of: "Nevada Day", year: 2000) == ["2000-10-27"])
        #expect(nevada.dates(of: "Family Day", year: 2026) == ["2026-11-27"])
    }

    @Test("Colorado, New Mexico, Arizona, Idaho, Utah, Washington: their own days")
    func otherStates() {
        let colorado = RegionRegistry.region(code: "US-CO")!
        #expect(colorado.dates(of: "Frances Xavier Cabrini Day", year: 2019).isEmpty)
        #expect(colorado.dates(of: "Frances Xavier Cabrini Day", year: 2020) == ["2020-10-05"])
        #expect(colorado.dates(of: "Cesar Chavez Day", year: 2001) == ["2001-03-31"])
        let newMexico = RegionRegistry.region(code: "US-NM")!
        #expect(newMexico.names(on: "2026-02-16").isEmpty)
        #expect(newMexico.names(on: "2026-11-27") == ["Presidents' Day"])
        #expect(newMexico.names(on: "1970-10-12").isEmpty)
        #expect(newMexico.names(on: "2019-10-14") == ["Indigenous Peoples' Day"])
        #expect(RegionRegistry.region(code: "US-AZ")!.names(on: "2026-01-19") == ["Dr. Martin Luther King Jr. / Civil Rights Day"])
        let idaho = RegionRegistry.region(code: "US-ID")!
        #expect(idaho.names(on: "2005-01-17") == ["Martin Luther King Jr. Day"])
        #expect(idaho.names(on: "2006-01-16") == ["Martin Luther King Jr. / Idaho Human Rights Day"])
        // July 24, 2022 was a Sunday.
        #expect(RegionRegistry.region(code: "US-UT")!.names(on: "2022-07-25") == ["Pioneer Day (observed)"])
        let washington = RegionRegistry.region(code: "US-WA")!
        #expect(washington.dates(of: "Native American Heritage Day", year: 2013).isEmpty)
        #expect(washington.dates(of: "Native American Heritage Day", year: 2014) == ["2014-11-28"])
    }
}
