import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Turkmenistan: the Labour Code's holidays, Sunday substitutes from 2010")
struct TurkmenistanTests {
    let tm = RegionRegistry.region(code: "TM")!

    @Test("2025 exactly: two non-working days decreed, two Sunday substitutes")
    func year2025() {
        #expect(tm.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-08 International Women's Day",
            "2025-03-21 National Spring Festival",
            "2025-03-22 National Spring Festival",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr (observed)",
            "2025-05-18 Day of the Constitution and the State Flag",
            "2025-05-19 Day of the Constitution and the State Flag (observed)",
            "2025-06-06 Eid al-Adha",
            "2025-09-27 Independence Day",
            "2025-10-06 Memorial Day",
            "2025-12-11 Non-working day",
            "2025-12-12 International Neutrality Day",
            "2025-12-13 Non-working day",
        ])
        #expect(tm.holiday("Eid al-Fitr (observed)", on: "2025-03-31")?.observedOf == day("2025-03-30"))
    }

    @Test("A Sunday holiday gives the Monday from 2010, not before")
    func sundaySubstitute() {
        // 1 January 2006 and 2012 were Sundays.
        #expect(tm.names(on: "2006-01-02").isEmpty)
        #expect(tm.names(on: "2012-01-02") == ["New Year's Day (observed)"])
    }

    @Test("Independence Day on 27-28 October until 2017, 27 September from 2018")
    func independenceDay() {
        #expect(tm.dates(of: "Independence Day", year: 2007) == ["2007-10-27"])
        #expect(tm.dates(of: "Independence Day", year: 2008) == ["2008-10-27", "2008-10-28"])
        #expect(tm.dates(of: "Independence Day", year: 2017) == ["2017-10-27", "2017-10-28"])
        #expect(tm.dates(of: "Independence Day", year: 2018) == ["2018-09-27"])
    }

    @Test("The years of Flag Day, Victory Day, Women's Day and the Spring Festival of 20 March")
    func history() {
        #expect(tm.dates(of: "State Flag Day", year: 1994).isEmpty)
        #expect(tm.dates(of: "State Flag Day", year: 1995) == ["1995-02-19"])
        #expect(tm.dates(of: "State Flag Day", year: 2017) == ["2017-02-19"])
        #expect(tm.dates(of: "State Flag Day", year: 2018).isEmpty)
        #expect(tm.dates(of: "Victory Day", year: 2017) == ["2017-05-09"])
        #expect(tm.dates(of: "Victory Day", year: 2018).isEmpty)
        #expect(tm.dates(of: "International Women's Day", year: 2000) == ["2000-03-08"])
        #expect(tm.dates(of: "International Women's Day", year: 2001).isEmpty)
        #expect(tm.dates(of: "National Spring Festival", year: 2007) == ["2007-03-20", "2007-03-21", "2007-03-22"])
        #expect(tm.dates(of: "International Women's Day", year: 2008) == ["2008-03-08"])
        #expect(tm.dates(of: "National Spring Festival", year: 2008) == ["2008-03-21", "2008-03-22"])
        #expect(tm.holidays(year: 1991).isEmpty)
    }

    @Test("18 May's names; Memorial Day on 12 January 2009-2014")
    func namesAndMemorialDays() {
        #expect(tm.names(on: "2008-05-18").isEmpty)
        #expect(tm.names(on: "2014-05-18") == ["Day of Revival, Unity and the Poetry of Magtymguly Pyragy"])
        #expect(tm.names(on: "2015-05-18") == ["Day of the Constitution and the Poetry of Magtymguly Pyragy"])
        #expect(tm.names(on: "2018-05-18") == ["Day of the Constitution and the State Flag"])
        #expect(tm.names(on: "2009-01-12") == ["Memorial Day"])
        #expect(tm.names(on: "2009-10-06") == ["National Memorial Day"])
        #expect(tm.names(on: "2015-01-12").isEmpty)
        #expect(tm.names(on: "2015-10-06") == ["Memorial Day"])
    }

    @Test("Gurban baýramy 2016 two days after Umm al-Qura; weekend Saturday-Sunday")
    func calendarAndWeekend() {
        #expect(tm.dates(of: "Eid al-Adha", year: 2016) == ["2016-09-13"])
        #expect(Country.turkmenistan.weekend.current.days == [.saturday, .sunday])
    }
}
