import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tanzania: the Public Holidays Ordinance, section 4's substitute days 1994-2022, the Gazette's Islamic dates")
struct TanzaniaTests {
    let tz = RegionRegistry.region(code: "TZ")!

    @Test("2025 exactly: no substitute days, Easter Sunday a bank holiday")
    func year2025() {
        #expect(tz.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-12 Zanzibar Revolution Day",
            "2025-03-31 Eid al-Fitr",
            "2025-04-01 Eid al-Fitr",
            "2025-04-07 The Sheikh Abeid Amani Karume Day",
            "2025-04-18 Good Friday",
            "2025-04-20 Easter Sunday",
            "2025-04-21 Easter Monday",
            "2025-04-26 Union Celebrations",
            "2025-05-01 International Workers' Day",
            "2025-06-07 Eid al-Adha",
            "2025-07-07 International Trade Fair",
            "2025-08-08 Peasants' Day",
            "2025-09-04 Prophet's Birthday",
            "2025-10-14 The Mwalimu Nyerere Day and Climax of the Uhuru Torch Race",
            "2025-12-09 Independence and Republic Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
        #expect(tz.holidays(year: 2025).first { $0.name == "Easter Sunday" }?.kind == .bank)
    }

    @Test("Section 4 in 2021: Saturday and Sunday holidays give the Monday, one Monday for Christmas and Boxing Day")
    func section4() {
        #expect(tz.names(on: "2021-05-03") == ["International Workers' Day (observed)"])
        #expect(tz.names(on: "2021-05-17") == ["Eid al-Fitr (observed)"])
        #expect(tz.names(on: "2021-08-09") == ["Peasants' Day (observed)"])
        #expect(Set(tz.names(on: "2021-12-27")) == ["Christmas Day (observed)", "Boxing Day (observed)"])
        // A Sunday Christmas gives the Tuesday (2016), Boxing Day having the Monday.
        #expect(tz.names(on: "2016-12-27") == ["Christmas Day (observed)"])
        // Eid El-Fitri on a Saturday and a Sunday: one Monday (2015).
        #expect(tz.names(on: "2015-07-20") == ["Eid al-Fitr (observed)"])
        // Karume Day on Easter Saturday gives the Tuesday after Easter Monday.
        #expect(tz.names(on: "2012-04-10") == ["The Sheikh Abeid Amani Karume Day (observed)"])
        // Before 1994 and after the 2022 repeal: none.
        #expect(tz.names(on: "1994-01-03").isEmpty)
        #expect(tz.names(on: "2023-05-01") == ["International Workers' Day"])
        #expect(tz.names(on: "2028-05-01") == ["International Workers' Day"])
        #expect(tz.names(on: "2027-05-03").isEmpty)
        // The boundary years, dated: Christmas 1994 (the Act in force from 29 July), 2022 until 15 July.
        #expect(tz.names(on: "1994-12-27") == ["Christmas Day (observed)"])
        #expect(tz.names(on: "2022-07-11") == ["Eid al-Adha (observed)"])
        #expect(tz.names(on: "2022-10-17").isEmpty)
    }

    @Test("History: New Year's and Boxing Day dropped in 1966 and kept again, the party day 1973-1993, Nane Nane from 1995")
    func history() {
        #expect(tz.names(on: "1966-01-01") == ["New Year's Day"])
        #expect(tz.names(on: "1967-01-01").isEmpty)
        #expect(tz.names(on: "1987-01-01") == ["New Year's Day"])
        #expect(tz.names(on: "1965-12-26") == ["Boxing Day"])
        #expect(tz.names(on: "1966-12-26").isEmpty)
        #expect(tz.names(on: "1993-12-26") == ["Boxing Day"])
        #expect(tz.names(on: "1972-02-05").isEmpty)
        #expect(tz.names(on: "1973-02-05") == ["Afro-Shirazi Party Founding Day"])
        #expect(tz.names(on: "1977-02-05") == ["CCM Party Founding Day"])
        #expect(tz.names(on: "1994-02-05").isEmpty)
        #expect(tz.names(on: "1976-07-07") == ["Saba Saba Day"])
        #expect(tz.names(on: "1977-07-07") == ["Peasants' Day"])
        #expect(tz.names(on: "1994-08-08").isEmpty)
        #expect(tz.names(on: "1995-08-08") == ["Peasants' Day"])
        #expect(tz.names(on: "2001-10-14").isEmpty)
        #expect(tz.names(on: "2002-10-14") == ["The Mwalimu Nyerere Day and Climax of the Uhuru Torch Race"])
        #expect(tz.names(on: "2005-04-07").isEmpty)
        #expect(tz.names(on: "2006-04-07") == ["The Sheikh Abeid Amani Karume Day"])
        #expect(tz.names(on: "1990-04-26") == ["Union Day"])
        #expect(tz.names(on: "1991-04-26") == ["Union Celebrations"])
        #expect(tz.holidays(year: 1964).isEmpty)
    }

    @Test("Islamic days: the Gazette's dates, the two Eid El Hajj days until 1966, moved days, estimated forecasts")
    func islamic() throws {
        #expect(tz.dates(of: "Eid al-Adha", year: 1965) == ["1965-04-13", "1965-04-14"])
        #expect(tz.dates(of: "Eid al-Adha", year: 1967) == ["1967-03-22"])
        // The 1998 Gazette's Maulidi, months from the month around it.
        #expect(tz.names(on: "1998-04-07").contains("Prophet's Birthday"))
        #expect(tz.dates(of: "Prophet's Birthday", year: 1998) == ["1998-04-07"])
        // The 2006 moved Eid El-Fitri was a Sunday: the Tuesday.
        #expect(tz.dates(of: "Eid al-Fitr", year: 2006) == ["2006-10-29", "2006-10-30"])
        #expect(tz.names(on: "2006-10-31") == ["Eid al-Fitr (observed)"])
        #expect(try !#require(tz.holiday("Eid al-Fitr", on: "2024-04-10")).isEstimated)
        // A day after Umm al-Qura where no list is known yet.
        #expect(try #require(tz.holiday("Eid al-Adha", on: "2027-05-17")).isEstimated)
    }

    @Test("Weekend, first weekday, names in Swahili")
    func weekendAndNames() {
        #expect(tz.weekend.current == .saturdaySunday)
        #expect(tz.firstWeekday == .monday)
        #expect(tz.holidays(in: DateRange(day: day("2025-12-09")), language: "sw").map(\.localName) == ["Uhuru na Jamhuri"])
    }
}
