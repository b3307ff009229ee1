import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kazakhstan: the Law on holidays, weekend substitutes, the Government's transfers")
struct KazakhstanTests {
    let kz = RegionRegistry.region(code: "KZ")!

    @Test("2025 exactly, with the Sunday worked")
    func year2025() {
        #expect(kz.lines(year: 2025, kinds: [.public, .workday]) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 New Year's Day",
            "2025-01-03 Day off (transferred)",
            "2025-01-05 Working day (transferred)",
            "2025-01-07 Orthodox Christmas",
            "2025-03-08 International Women's Day",
            "2025-03-10 International Women's Day (observed)",
            "2025-03-21 Nauryz",
            "2025-03-22 Nauryz",
            "2025-03-23 Nauryz",
            "2025-03-24 Nauryz (observed)",
            "2025-03-25 Nauryz (observed)",
            "2025-05-01 Kazakhstan People's Unity Day",
            "2025-05-07 Defender of the Fatherland Day",
            "2025-05-09 Victory Day",
            "2025-06-06 Kurban Ait",
            "2025-07-06 Capital Day",
            "2025-07-07 Capital Day (observed)",
            "2025-08-30 Constitution Day",
            "2025-09-01 Constitution Day (observed)",
            "2025-10-25 Republic Day",
            "2025-10-27 Republic Day (observed)",
            "2025-12-16 Independence Day",
        ])
        #expect(kz.holiday("Nauryz", on: "2025-03-21")?.localName == "Наурыз мейрамы")
    }

    @Test("Weekend substitutes from 2002; none for Christmas")
    func substitutes() {
        // 1 May 1999 and 2004 were Saturdays.
        #expect(kz.names(on: "1999-05-03").isEmpty)
        #expect(kz.names(on: "2004-05-03") == ["Kazakhstan People's Unity Day (observed)"])
        // 7 January 2024 was a Sunday.
        #expect(kz.names(on: "2024-01-08").isEmpty)
    }

    @Test("Each law's years", arguments: [
        ("Orthodox Christmas", 2005, 2006, ["2006-01-07"]),
        ("Capital Day", 2008, 2009, ["2009-07-06"]),
        ("Defender of the Fatherland Day", 2012, 2013, ["2013-05-07"]),
        ("First President Day", 2011, 2012, ["2012-12-01"]),
        ("Republic Day", 2021, 2022, ["2022-10-25"]),
    ])
    func firstYears(name: String, before: Int, first: Int, dates: [String]) {
        #expect(kz.dates(of: name, year: before).isEmpty)
        #expect(kz.dates(of: name, year: first) == dates)
    }

    @Test("Nauryz, Independence Day, Constitution Day and Republic Day over the years")
    func history() {
        #expect(kz.dates(of: "Nauryz", year: 2001).isEmpty)
        #expect(kz.dates(of: "Nauryz", year: 2009) == ["2009-03-22"])
        #expect(kz.dates(of: "Nauryz", year: 2010) == ["2010-03-21", "2010-03-22", "2010-03-23"])
        #expect(kz.dates(of: "Independence Day", year: 2021) == ["2021-12-16", "2021-12-17"])
        #expect(kz.dates(of: "Independence Day", year: 2022) == ["2022-12-16"])
        #expect(kz.dates(of: "Constitution Day", year: 2026).isEmpty)
        #expect(kz.dates(of: "Constitution Day", year: 2027) == ["2027-03-15"])
        #expect(kz.dates(of: "Republic Day", year: 2008) == ["2008-10-25"])
        #expect(kz.dates(of: "Republic Day", year: 2009).isEmpty)
        #expect(kz.names(on: "2026-10-25") == ["Day of the Republic of Kazakhstan"])
        #expect(kz.holidays(year: 1990).isEmpty)
    }

    @Test("Victory Day's day off moved to Friday 8 May 2020; Kurban ait 2006 only in January")
    func decrees() throws {
        let moved = try #require(kz.holiday("Day off (transferred)", on: "2020-05-08"))
        #expect(moved.observedOf == day("2020-05-09"))
        #expect(kz.names(on: "2020-05-11").isEmpty)
        #expect(kz.dates(of: "Kurban Ait", year: 2006) == ["2006-01-10"])
        #expect(kz.dates(of: "Kurban Ait", year: 2016) == ["2016-09-12"])
        #expect(kz.holiday("Working day (transferred)", on: "2013-12-28")?.kind == .workday)
        #expect(kz.names(on: "2014-01-03") == ["Day off (transferred)"])
    }

    // Judged against python-holidays 0.108 (scripts/divergences.toml): Victory Day on Sunday
    // 9 May 2060 and Kurban ait on Monday 10 May; the Law on holidays, art. 5, moves the day
    // off to the next working day after the holiday, Tuesday.
    @Test("Victory Day 2060's substitute passes over Kurban ait")
    func judged() {
        #expect(kz.names(on: "2060-05-10") == ["Kurban Ait"])
        #expect(kz.names(on: "2060-05-11") == ["Victory Day (observed)"])
    }

    @Test("Weekend Saturday and Sunday")
    func weekend() {
        #expect(Country.kazakhstan.weekend.current.days == [.saturday, .sunday])
    }
}
