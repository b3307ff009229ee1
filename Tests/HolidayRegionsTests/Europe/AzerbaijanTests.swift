import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Azerbaijan: holidays, Bayrams as observed, substitute days and exchanged days")
struct AzerbaijanTests {
    let az = RegionRegistry.region(code: "AZ")!

    @Test("2025 exactly: Novruz's weekend days, the Bayrams, the days moved to bridge Novruz")
    func year2025() {
        #expect(az.lines(year: 2025, kinds: [.public]) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 New Year's Day",
            "2025-01-03 Day off (transferred)",
            "2025-01-20 Day of National Mourning",
            "2025-01-29 Municipal elections",
            "2025-03-08 Women's Day",
            "2025-03-20 Novruz",
            "2025-03-21 Novruz",
            "2025-03-22 Novruz",
            "2025-03-23 Novruz",
            "2025-03-24 Novruz",
            "2025-03-25 Novruz (observed)",
            "2025-03-26 Novruz (observed)",
            "2025-03-27 Day off (transferred)",
            "2025-03-28 Day off (transferred)",
            "2025-03-30 Ramazan Bayram",
            "2025-03-31 Ramazan Bayram",
            "2025-05-09 Victory over Fascism Day",
            "2025-05-28 Independence Day",
            "2025-06-06 Qurban Bayram",
            "2025-06-07 Qurban Bayram",
            "2025-06-09 Qurban Bayram (observed)",
            "2025-06-15 National Salvation Day",
            "2025-06-16 National Salvation Day (observed)",
            "2025-06-26 Armed Forces Day",
            "2025-06-27 Day off (transferred)",
            "2025-11-08 Victory Day",
            "2025-11-09 National Flag Day",
            "2025-11-10 Victory Day (observed)",
            "2025-11-11 National Flag Day (observed)",
            "2025-12-31 International Solidarity Day of Azerbaijanis",
        ])
        #expect(az.lines(year: 2025, kinds: [.workday]) == [
            "2025-06-21 Working day (transferred)",
        ])
        #expect(az.holiday("Novruz (observed)", on: "2025-03-25")?.localName == "Novruz bayramı (müşahidə olunur)")
    }

    @Test("The Bayrams follow Azerbaijan's own month starts; later years are estimated")
    func bayrams() {
        // 2019: Ramazan Bayram on June 5, a day after Umm al-Qura's 1 Shawwal.
        #expect(az.dates(of: "Ramazan Bayram", year: 2019) == ["2019-06-05", "2019-06-06"])
        #expect(az.holidays(on: day("2019-06-05")).allSatisfy { !$0.isEstimated })
        #expect(az.holidays(on: day("2030-02-04")).map(\.isEstimated) == [true])
        // Ramazan's second day from 2006, Qurban's from 2007.
        #expect(az.dates(of: "Ramazan Bayram", year: 2005) == ["2005-11-03"])
        #expect(az.dates(of: "Ramazan Bayram", year: 2006).count == 2)
        #expect(az.dates(of: "Qurban Bayram", year: 2006) == ["2006-01-10", "2006-12-31"])
    }

    @Test("Substitute days from 2006, none for January 20; Novruz five days from 2007")
    func substituteDays() {
        // June 26, 2005 and 2011 fell on a Sunday.
        #expect(az.names(on: "2005-06-27").isEmpty)
        #expect(az.names(on: "2011-06-27") == ["Armed Forces Day (observed)"])
        // January 20, 2024 was a Saturday: no day off for it.
        #expect(az.names(on: "2024-01-22").isEmpty)
        #expect(az.names(on: "2006-03-22").isEmpty)
        #expect(az.names(on: "2007-03-22") == ["Novruz"])
        // December 31, 2005, a Saturday: its day off on January 3, 2006 (after New Year's Day).
        #expect(az.holiday("International Solidarity Day of Azerbaijanis (observed)", on: "2006-01-03")?.observedOf
            == day("2005-12-31"))
    }

    @Test("A Bayram day on another holiday gives the next working day too (art. 105.6), from 2008")
    func bayramOnAnotherHoliday() {
        // Ramazan Bayram on Monday June 26, 2017, Armed Forces Day: Wednesday June 28 (27th is its second day).
        #expect(az.names(on: "2017-06-28") == ["Ramazan Bayram (observed)"])
        // Friday March 20, 2026, Ramazan Bayram and Novruz, and both again on Saturday the
        // 21st and Novruz on Sunday the 22nd: four days, after Novruz's own five.
        #expect(az.dates(of: "Ramazan Bayram (observed)", year: 2026) == ["2026-03-25", "2026-03-27"])
        #expect(az.dates(of: "Novruz (observed)", year: 2026) == ["2026-03-26", "2026-03-30"])
        // Thursday Dec 31, 2071 and Friday Jan 1, 2072 (estimated): three days off lost, three days.
        for day in ["2072-01-04", "2072-01-05", "2072-01-06"] { #expect(!az.names(on: day).isEmpty) }
    }

    // Qurban Bayram on Sunday December 31, 2006 (with Solidarity Day, which had no day of its
    // own that year) and on Monday January 1, 2007 (with New Year's Day): the Cabinet's 2007
    // calendar gave January 3, 4 and 5, before art. 105.6 was applied by rule from 2008.
    @Test("The days off for Qurban Bayram of 2006-2007 say which Bayram day each stands in for")
    func qurban2007() {
        #expect(az.lines(year: 2007).prefix(5) == [
            "2007-01-01 New Year's Day", "2007-01-01 Qurban Bayram", "2007-01-02 New Year's Day",
            "2007-01-03 Qurban Bayram (observed)", "2007-01-04 Qurban Bayram (observed)",
        ])
        #expect(az.holiday("Qurban Bayram (observed)", on: "2007-01-03")?.observedOf == day("2006-12-31"))
        #expect(az.holiday("Qurban Bayram (observed)", on: "2007-01-04")?.observedOf == day("2006-12-31"))
        #expect(az.holiday("Qurban Bayram (observed)", on: "2007-01-05")?.observedOf == day("2007-01-01"))
        #expect(az.holiday("Qurban Bayram (observed)", on: "2007-01-05")?.localName == "Qurban bayramı (müşahidə olunur)")
        // Every observed day, 1990-2100, says which holiday it stands in for.
        #expect(az.substitutesStandingInForNothing(suffix: " (observed)", years: 1990...2100) == [])
    }

    @Test("Days marked but worked are observances; the exchanged weekend days are business days")
    func workingDays() {
        #expect(az.holiday("Constitution Day", on: "2025-11-12")?.kind == .observance)
        #expect(az.names(on: "2005-10-18") == ["National Independence Day"])
        #expect(az.holiday("National Independence Day", on: "2005-10-18")?.kind == .public)
        #expect(az.holiday("National Independence Day", on: "2006-10-18")?.kind == .observance)
        #expect(az.names(on: "2021-10-18") == ["Independence Restoration Day"])
        let calendar = BusinessCalendar(region: az, years: 2023...2024)
        // Saturday December 30, 2023 worked for Thursday January 4, 2024.
        #expect(calendar.isBusinessDay(day("2023-12-30")))
        #expect(!calendar.isBusinessDay(day("2024-01-04")))
        #expect(!calendar.isBusinessDay(day("2024-11-17")))
    }

    @Test("The list by years")
    func history() {
        #expect(az.lines(year: 1989).isEmpty)
        #expect(az.names(on: "1990-03-20") == ["Novruz"])
        #expect(az.names(on: "1999-01-20").isEmpty)
        #expect(az.names(on: "2000-01-20") == ["Day of National Mourning"])
        #expect(az.names(on: "1997-10-09") == ["Armed Forces Day"])
        #expect(az.names(on: "1998-10-09").isEmpty)
        #expect(az.names(on: "1998-06-26") == ["Armed Forces Day"])
        #expect(az.names(on: "2009-11-09").isEmpty)
        #expect(az.names(on: "2020-05-28") == ["Republic Day"])
        #expect(az.names(on: "2021-05-28") == ["Independence Day"])
        #expect(az.names(on: "2020-11-08").isEmpty)
    }
}
