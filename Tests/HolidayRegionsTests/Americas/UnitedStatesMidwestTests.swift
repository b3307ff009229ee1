import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// The Midwestern states: Indiana's December Washington's Birthday and election days,
/// Christmas and New Year's Eves, Arbor Day, South Dakota's Native Americans' Day.
@Suite("US states: Midwest")
struct UnitedStatesMidwestTests {
    let indiana = RegionRegistry.region(code: "US-IN")!
    let wisconsin = RegionRegistry.region(code: "US-WI")!

    @Test("Indiana 2026 exactly")
    func indiana2026() {
        #expect(indiana.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-19 Martin Luther King Jr. Day",
            "2026-04-03 Good Friday",
            "2026-05-05 Primary Election Day",
            "2026-05-25 Memorial Day",
            "2026-06-19 Juneteenth National Independence Day",
            "2026-07-03 Independence Day (observed)",
            "2026-07-04 Independence Day",
            "2026-09-07 Labor Day",
            "2026-10-12 Columbus Day",
            "2026-11-03 Election Day",
            "2026-11-11 Veterans Day",
            "2026-11-26 Thanksgiving Day",
            "2026-11-27 Lincoln's Birthday",
            "2026-12-24 Washington's Birthday",
            "2026-12-25 Christmas Day",
        ])
    }

    @Test("Washington's Birthday in December by Christmas Day's weekday, from 1971; none before", arguments: [
        (2017, "2017-12-26"), // Christmas on a Monday
        (2018, "2018-12-24"), // Tuesday
        (2019, "2019-12-24"), // Wednesday
        (2025, "2025-12-26"), // Thursday
        (2026, "2026-12-24"), // Friday
        (2021, "2021-12-23"), // Saturday
        (2022, "2022-12-23"), // Sunday
    ])
    func decemberWashingtonsBirthday(year: Int, date: String) {
        #expect(indiana.dates(of: "Washington's Birthday", year: year) == [date])
        #expect(RegionRegistry.region(code: "US-GA")!.dates(of: "Washington's Birthday", year: year) == [date])
    }

    @Test("Indiana: no February day; elections in even years, every year from 2015")
    func indianaHistory() {
        #expect(indiana.dates(of: "Washington's Birthday", year: 1970).isEmpty)
        #expect(indiana.dates(of: "Washington's Birthday", year: 1971) == ["1971-12-23"])
        #expect(indiana.dates(of: "Primary Election Day", year: 2005).isEmpty)
        #expect(indiana.dates(of: "Primary Election Day", year: 2006) == ["2006-05-02"])
        #expect(indiana.dates(of: "Primary Election Day", year: 2007).isEmpty)
        #expect(indiana.dates(of: "Election Day", year: 2006).isEmpty)
        #expect(indiana.dates(of: "Election Day", year: 2008) == ["2008-11-04"])
        #expect(indiana.dates(of: "Election Day", year: 2015) == ["2015-11-03"])
        #expect(indiana.dates(of: "Lincoln's Birthday", year: 2009).isEmpty)
        #expect(indiana.dates(of: "Lincoln's Birthday", year: 2010) == ["2010-11-26"])
    }

    @Test("Wisconsin: Christmas Eve and New Year's Eve from 2012, with their weekdays")
    func wisconsinEves() {
        #expect(wisconsin.dates(of: "Christmas Eve", year: 2011).isEmpty)
        #expect(wisconsin.dates(of: "Christmas Eve", year: 2012) == ["2012-12-24"])
        // Christmas Eve 2021 was a Friday (Christmas Day observed on it): the Thursday too.
        #expect(wisconsin.names(on: "2021-12-23") == ["Christmas Eve (observed)"])
        // Christmas Eve 2022 a Saturday, 2023 a Sunday: the Friday before.
        #expect(wisconsin.names(on: "2022-12-23") == ["Christmas Eve (observed)"])
        #expect(wisconsin.names(on: "2023-12-22") == ["Christmas Eve (observed)"])
        // New Year's Eve 2022, a Saturday: Friday December 30; 2023, a Sunday: no Monday
        // of its own (it would be New Year's Day).
        #expect(wisconsin.names(on: "2022-12-30") == ["New Year's Eve (observed)"])
        #expect(wisconsin.names(on: "2024-01-01") == ["New Year's Day"])
        #expect(wisconsin.dates(of: "Susan B. Anthony Day", year: 1976) == ["1976-02-15"])
        #expect(wisconsin.dates(of: "Columbus Day", year: 2026).isEmpty)
    }

    @Test("Nebraska: Arbor Day on April 22 until 1988, the last Friday of April from 1989")
    func nebraska() {
        let nebraska = RegionRegistry.region(code: "US-NE")!
        #expect(nebraska.dates(of: "Arbor Day", year: 1988) == ["1988-04-22"])
        #expect(nebraska.dates(of: "Arbor Day", year: 1989) == ["1989-04-28"])
        #expect(nebraska.dates(of: "Columbus Day", year: 2019) == ["2019-10-14"])
        #expect(nebraska.dates(of: "Indigenous Peoples' Day", year: 2020) == ["2020-10-12"])
    }

    @Test("South Dakota: Columbus Day on October 12 until 1969, a Monday from 1970, Native Americans' Day from 1990")
    func southDakota() {
        let southDakota = RegionRegistry.region(code: "US-SD")!
        #expect(southDakota.dates(of: "Columbus Day", year: 1969) == ["1969-10-12"])
        #expect(southDakota.dates(of: "Columbus Day", year: 1970) == ["1970-10-12"])
        #expect(southDakota.dates(of: "Columbus Day", year: 1971) == ["1971-10-11"])
        #expect(southDakota.dates(of: "Native Americans' Day", year: 1990) == ["1990-10-08"])
        #expect(southDakota.dates(of: "Columbus Day", year: 1990).isEmpty)
    }

    @Test("Illinois, Michigan, Missouri, Minnesota, Iowa, Kansas, Ohio, North Dakota")
    func otherStates() {
        let illinois = RegionRegistry.region(code: "US-IL")!
        #expect(illinois.dates(of: "Casimir Pulaski Day", year: 1977).isEmpty)
        #expect(illinois.dates(of: "Casimir Pulaski Day", year: 1978) == ["1978-03-06"])
        let michigan = RegionRegistry.region(code: "US-MI")!
        #expect(michigan.dates(of: "Day After Thanksgiving", year: 2016).isEmpty)
        #expect(michigan.dates(of: "Day After Thanksgiving", year: 2017) == ["2017-11-24"])
        #expect(michigan.dates(of: "New Year's Eve", year: 2013) == ["2013-12-31"])
        // May 8, 2021 was a Saturday.
        #expect(RegionRegistry.region(code: "US-MO")!.names(on: "2021-05-07") == ["Truman Day (observed)"])
        #expect(RegionRegistry.region(code: "US-MN")!.names(on: "2026-02-16") == ["Washington's and Lincoln's Birthday"])
        #expect(RegionRegistry.region(code: "US-IA")!.dates(of: "Lincoln's Birthday", year: 2026) == ["2026-02-12"])
        #expect(RegionRegistry.region(code: "US-KS")!.dates(of: "Christmas Eve", year: 2013) == ["2013-12-24"])
        #expect(RegionRegistry.region(code: "US-OH")!.names(on: "2026-02-16") == ["Washington-Lincoln Day"])
        // North Dakota keeps the federal days but Columbus Day.
        let northDakota = RegionRegistry.region(code: "US-ND")!
        #expect(northDakota.holidays(year: 2026).count == RegionRegistry.region(code: "US")!.holidays(year: 2026).count - 1)
        #expect(northDakota.names(on: "2026-10-12").isEmpty)
    }
}
