import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Ukraine: holidays, substitute days, transfers and martial law")
struct UkraineTests {
    let ua = RegionRegistry.region(code: "UA")!

    @Test("2021 exactly: substitute days chained (May 1 and Easter), transfers to Saturdays")
    func year2021() {
        #expect(ua.lines(year: 2021, kinds: [.public, .workday]) == [
            "2021-01-01 New Year's Day",
            "2021-01-07 Christmas Day",
            "2021-01-08 Day off (transferred)",
            "2021-01-16 Working day (transferred)",
            "2021-03-08 International Women's Day",
            "2021-05-01 Labour Day",
            "2021-05-02 Easter Sunday",
            "2021-05-03 Labour Day (observed)",
            "2021-05-04 Easter Sunday (observed)",
            "2021-05-09 Day of Victory over Nazism in World War II",
            "2021-05-10 Day of Victory over Nazism in World War II (observed)",
            "2021-06-20 Trinity Sunday",
            "2021-06-21 Trinity Sunday (observed)",
            "2021-06-28 Constitution Day",
            "2021-08-23 Day off (transferred)",
            "2021-08-24 Independence Day",
            "2021-08-28 Working day (transferred)",
            "2021-10-14 Defenders' Day",
            "2021-10-15 Day off (transferred)",
            "2021-10-23 Working day (transferred)",
            "2021-12-25 Christmas Day",
            "2021-12-27 Christmas Day (observed)",
        ])
        #expect(ua.holiday("Trinity Sunday (observed)", on: "2021-06-21")?.localName == "Трійця (вихідний)")
    }

    @Test("Martial law: Easter's days are working days from 2022, New Year's Day from 2023")
    func martialLaw() {
        #expect(ua.lines(year: 2022, kinds: [.public]) == [
            "2022-01-01 New Year's Day",
            "2022-01-03 New Year's Day (observed)",
            "2022-01-07 Christmas Day",
            "2022-03-07 Day off (transferred)",
            "2022-03-08 International Women's Day",
        ])
        #expect(ua.lines(year: 2024, kinds: [.public, .workday]).isEmpty)
        #expect(ua.lines(year: 2024, kinds: [.observance]) == [
            "2024-01-01 New Year's Day",
            "2024-03-08 International Women's Day",
            "2024-05-01 Labour Day",
            "2024-05-05 Easter Sunday",
            "2024-05-08 Day of Remembrance and Victory over Nazism in World War II",
            "2024-06-23 Trinity Sunday",
            "2024-06-28 Constitution Day",
            "2024-07-15 Statehood Day",
            "2024-08-24 Independence Day",
            "2024-10-01 Defenders' Day",
            "2024-12-25 Christmas Day",
        ])
        // A holiday under martial law on a weekend is no business day, and no working day.
        let calendar = BusinessCalendar(region: ua, years: 2024...2024)
        #expect(!calendar.isBusinessDay(day("2024-08-24")))
        #expect(calendar.isBusinessDay(day("2024-10-01")))
    }

    @Test("Substitute days: from 27 January 1995, none in 1998, again from 23 April 1999")
    func substituteEras() {
        // January 1, 1995, a Sunday, and January 7, a Saturday: before the law.
        #expect(ua.names(on: "1995-01-02").isEmpty)
        #expect(ua.names(on: "1995-01-09") == ["Day off (presidential decree)"])
        #expect(ua.names(on: "1995-04-24") == ["Easter Sunday (observed)"])
        #expect(ua.names(on: "1997-03-10") == ["International Women's Day (observed)"])
        #expect(ua.names(on: "1998-03-09").isEmpty)
        #expect(ua.names(on: "1998-05-11").isEmpty)
        // 1999: Easter on April 11, before the law returned; Trinity on May 30, after it.
        #expect(ua.names(on: "1999-04-12") == ["Day off (transferred)"])
        #expect(ua.names(on: "1999-05-31") == ["Trinity Sunday (observed)"])
        // 2005: Easter on May 1, one Sunday, one day off (May 2 is a holiday already).
        #expect(ua.names(on: "2005-05-03") == ["International Workers' Solidarity Day (observed)"])
        #expect(ua.names(on: "2005-05-04").isEmpty)
    }

    @Test("Dates and names over the years")
    func history() {
        #expect(ua.lines(year: 1990).isEmpty)
        #expect(ua.names(on: "1991-07-16") == ["Independence Day"])
        #expect(ua.names(on: "1992-08-24") == ["Independence Day"])
        #expect(ua.names(on: "1999-11-08") == ["Anniversary of the Great October Socialist Revolution"])
        #expect(ua.names(on: "2000-11-07").isEmpty)
        #expect(ua.names(on: "1996-06-28").isEmpty)
        #expect(ua.names(on: "1997-06-28") == ["Constitution Day"])
        #expect(ua.names(on: "2014-10-14").isEmpty)
        #expect(ua.names(on: "2015-10-14") == ["Defender of Ukraine Day"])
        #expect(ua.names(on: "2016-12-25").isEmpty)
        #expect(ua.names(on: "2017-12-25") == ["Christmas Day"])
        #expect(ua.names(on: "2017-05-02") == ["International Workers' Solidarity Day"])
        #expect(ua.names(on: "2018-05-02").isEmpty)
        #expect(ua.dates(of: "Christmas Day", year: 2023) == ["2023-01-07", "2023-12-25"])
        #expect(ua.dates(of: "Christmas Day", year: 2024) == ["2024-12-25"])
        #expect(ua.dates(of: "Statehood Day", year: 2023) == ["2023-07-28"])
        #expect(ua.holiday("Working day (transferred)", on: "1996-12-28")?.kind == .workday)
        #expect(ua.names(on: "1997-01-02") == ["Day off (transferred)"])
    }
}
