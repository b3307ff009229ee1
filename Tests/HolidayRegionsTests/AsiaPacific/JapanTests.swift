import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Japan: national holidays, substitute and citizens' holidays, equinoxes, bank holidays")
struct JapanTests {
    let jp = RegionRegistry.region(code: "JP")!

    @Test("2026 exactly: a citizens' holiday in September, the substitute for a Sunday, bank holidays")
    func year2026() {
        #expect(jp.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-01 Bank Holiday",
            "2026-01-02 Bank Holiday",
            "2026-01-03 Bank Holiday",
            "2026-01-12 Coming of Age Day",
            "2026-02-11 Foundation Day",
            "2026-02-23 Emperor's Birthday",
            "2026-03-20 Vernal Equinox Day",
            "2026-04-29 Showa Day",
            "2026-05-03 Constitution Day",
            "2026-05-04 Greenery Day",
            "2026-05-05 Children's Day",
            "2026-05-06 Constitution Day (substitute holiday)",
            "2026-07-20 Marine Day",
            "2026-08-11 Mountain Day",
            "2026-09-21 Respect for the Aged Day",
            "2026-09-22 Citizens' Holiday",
            "2026-09-23 Autumnal Equinox Day",
            "2026-10-12 Sports Day",
            "2026-11-03 Culture Day",
            "2026-11-23 Labour Thanksgiving Day",
            "2026-12-31 Bank Holiday",
        ])
        #expect(jp.holiday("Constitution Day (substitute holiday)", on: "2026-05-06")?.localName == "憲法記念日の振替休日")
        #expect(jp.holiday("Constitution Day (substitute holiday)", on: "2026-05-06")?.observedOf == day("2026-05-03"))
        #expect(jp.holiday("Citizens' Holiday", on: "2026-09-22")?.localName == "国民の休日")
    }

    @Test("2019: the enthronement, its citizens' holidays either side, no Emperor's Birthday")
    func year2019() {
        #expect(jp.lines(year: 2019, kinds: [.public]) == [
            "2019-01-01 New Year's Day",
            "2019-01-14 Coming of Age Day",
            "2019-02-11 Foundation Day",
            "2019-03-21 Vernal Equinox Day",
            "2019-04-29 Showa Day",
            "2019-04-30 Citizens' Holiday",
            "2019-05-01 Enthronement Day",
            "2019-05-02 Citizens' Holiday",
            "2019-05-03 Constitution Day",
            "2019-05-04 Greenery Day",
            "2019-05-05 Children's Day",
            "2019-05-06 Children's Day (substitute holiday)",
            "2019-07-15 Marine Day",
            "2019-08-11 Mountain Day",
            "2019-08-12 Mountain Day (substitute holiday)",
            "2019-09-16 Respect for the Aged Day",
            "2019-09-23 Autumnal Equinox Day",
            "2019-10-14 Physical Education Day",
            "2019-10-22 Enthronement Ceremony",
            "2019-11-03 Culture Day",
            "2019-11-04 Culture Day (substitute holiday)",
            "2019-11-23 Labour Thanksgiving Day",
        ])
        #expect(jp.dates(of: "Emperor's Birthday", year: 2018) == ["2018-12-23"])
        #expect(jp.dates(of: "Emperor's Birthday", year: 2020) == ["2020-02-23"])
        #expect(jp.dates(of: "Emperor's Birthday", year: 1988) == ["1988-04-29"])
        #expect(jp.dates(of: "Emperor's Birthday", year: 1989) == ["1989-12-23"])
    }

    @Test("Substitute holidays from 12 April 1973; from 2007 they pass over the next holidays")
    func substitutes() {
        // February 11, 1973, a Sunday, came before the law; April 29 after it.
        #expect(jp.names(on: "1973-02-12").isEmpty)
        #expect(jp.names(on: "1973-04-30") == ["Emperor's Birthday (substitute holiday)"])
        // May 4, 2008, a Sunday: May 5 is a holiday, so May 6.
        #expect(jp.names(on: "2008-05-06") == ["Greenery Day (substitute holiday)"])
        // New Year's Day on a Sunday: January 2, though a bank holiday.
        #expect(jp.names(on: "2023-01-02") == ["New Year's Day (substitute holiday)", "Bank Holiday"])
        // No substitute for a Saturday.
        #expect(jp.names(on: "2019-11-25").isEmpty)
        #expect(jp.dates(of: "Culture Day (substitute holiday)", year: 2018).isEmpty)
    }

    @Test("Citizens' holidays: May 4 from 1986 to 2006 unless Sunday or a substitute, then the September Tuesday")
    func citizensHolidays() {
        #expect(jp.names(on: "1985-05-04").isEmpty)
        #expect(jp.names(on: "1986-05-04").isEmpty)  // a Sunday
        #expect(jp.names(on: "1987-05-04") == ["Constitution Day (substitute holiday)"])  // May 3 a Sunday
        #expect(jp.names(on: "1988-05-04") == ["Citizens' Holiday"])
        #expect(jp.names(on: "2006-05-04") == ["Citizens' Holiday"])
        #expect(jp.names(on: "2007-05-04") == ["Greenery Day"])
        #expect(jp.names(on: "2009-09-22") == ["Citizens' Holiday"])
        #expect(jp.names(on: "2015-09-22") == ["Citizens' Holiday"])
        // 2020: Monday September 21, equinox on Tuesday September 22: nothing between.
        #expect(jp.dates(of: "Citizens' Holiday", year: 2020).isEmpty)
    }

    @Test("The Olympic years moved Marine Day, Sports Day and Mountain Day")
    func olympics() {
        #expect(jp.dates(of: "Marine Day", year: 2020) == ["2020-07-23"])
        #expect(jp.dates(of: "Sports Day", year: 2020) == ["2020-07-24"])
        #expect(jp.dates(of: "Mountain Day", year: 2020) == ["2020-08-10"])
        #expect(jp.dates(of: "Marine Day", year: 2021) == ["2021-07-22"])
        #expect(jp.dates(of: "Sports Day", year: 2021) == ["2021-07-23"])
        #expect(jp.dates(of: "Mountain Day", year: 2021) == ["2021-08-08"])
        #expect(jp.names(on: "2021-08-09") == ["Mountain Day (substitute holiday)"])
        #expect(jp.dates(of: "Sports Day", year: 2022) == ["2022-10-10"])
    }

    @Test("History: the days' first years, the Happy Monday moves, the renamings")
    func history() {
        #expect(jp.dates(of: "Foundation Day", year: 1966).isEmpty)
        #expect(jp.dates(of: "Foundation Day", year: 1967) == ["1967-02-11"])
        #expect(jp.dates(of: "Respect for the Aged Day", year: 1965).isEmpty)
        #expect(jp.dates(of: "Respect for the Aged Day", year: 2002) == ["2002-09-15"])
        #expect(jp.dates(of: "Respect for the Aged Day", year: 2003) == ["2003-09-15"])
        #expect(jp.dates(of: "Respect for the Aged Day", year: 2004) == ["2004-09-20"])
        #expect(jp.dates(of: "Coming of Age Day", year: 1999) == ["1999-01-15"])
        #expect(jp.dates(of: "Coming of Age Day", year: 2000) == ["2000-01-10"])
        #expect(jp.dates(of: "Physical Education Day", year: 1999) == ["1999-10-10"])
        #expect(jp.dates(of: "Physical Education Day", year: 2000) == ["2000-10-09"])
        #expect(jp.dates(of: "Physical Education Day", year: 2020).isEmpty)
        #expect(jp.dates(of: "Marine Day", year: 1995).isEmpty)
        #expect(jp.dates(of: "Marine Day", year: 2002) == ["2002-07-20"])
        #expect(jp.dates(of: "Marine Day", year: 2003) == ["2003-07-21"])
        #expect(jp.dates(of: "Mountain Day", year: 2015).isEmpty)
        #expect(jp.names(on: "2006-04-29") == ["Greenery Day"])
        #expect(jp.names(on: "2007-04-29") == ["Showa Day"])
        #expect(jp.names(on: "1959-04-10") == ["Wedding of Crown Prince Akihito"])
        #expect(jp.names(on: "1989-02-24") == ["Funeral of Emperor Showa"])
    }

    @Test("The equinox days follow the equinox in Japan Standard Time")
    func equinoxes() {
        #expect(jp.dates(of: "Vernal Equinox Day", year: 2023) == ["2023-03-21"])
        #expect(jp.dates(of: "Vernal Equinox Day", year: 2024) == ["2024-03-20"])
        #expect(jp.dates(of: "Vernal Equinox Day", year: 2092) == ["2092-03-19"])
        #expect(jp.dates(of: "Autumnal Equinox Day", year: 1979) == ["1979-09-24"])
        #expect(jp.dates(of: "Autumnal Equinox Day", year: 2024) == ["2024-09-22"])
        #expect(jp.dates(of: "Autumnal Equinox Day", year: 2074) == ["2074-09-23"])
        #expect(jp.holiday("Autumnal Equinox Day", on: "2025-09-23")?.isEstimated == false)
    }

    @Test("The weekend: Sunday, and Saturday too from 1 May 1992; Sunday is the first column")
    func weekend() {
        #expect(jp.weekend.mask(on: day("1992-04-25")) == .sundayOnly)
        #expect(jp.weekend.mask(on: day("1992-05-02")) == .saturdaySunday)
        #expect(jp.firstWeekday == .sunday)
        #expect(jp.localName == "日本")
        // A Saturday of 1990 is a business day; one of 1993 is not.
        let calendar = BusinessCalendar(region: jp, years: 1990...1993)
        #expect(calendar.isBusinessDay(day("1990-06-02")))
        #expect(!calendar.isBusinessDay(day("1993-06-05")))
    }
}
