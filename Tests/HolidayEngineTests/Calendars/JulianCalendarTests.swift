import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Julian calendar")
struct JulianCalendarTests {
    private typealias Date = JulianCalendar.Date

    @Test("the Julian dates of Calendrical Calculations' sample days")
    func referenceDays() {
        // The book numbers years BC without a year 0: its 587 BC is year -586 here.
        CalendricalCalculations.expect(JulianCalendar.self, [
            Date(year: -586, month: 7, day: 30), Date(year: 70, month: 9, day: 26),
            Date(year: 1560, month: 2, day: 24), Date(year: 1648, month: 5, day: 31),
            Date(year: 1903, month: 4, day: 6), Date(year: 1929, month: 8, day: 12),
            Date(year: 1941, month: 9, day: 16), Date(year: 1943, month: 4, day: 6),
            Date(year: 1943, month: 9, day: 24), Date(year: 1992, month: 3, day: 4),
            Date(year: 1996, month: 2, day: 12), Date(year: 2038, month: 10, day: 28),
            Date(year: 2094, month: 7, day: 5),
        ])
    }

    @Test("Thursday 4 October 1582 (Julian) was followed by Friday 15 October 1582 (Gregorian)")
    func gregorianReform() throws {
        let lastJulianDay = try #require(
            JulianCalendar.dayNumber(of: Date(year: 1582, month: 10, day: 4)))
        #expect(lastJulianDay + 1 == gregorian("1582-10-15"))
        #expect(CivilDate(dayNumber: lastJulianDay).weekday == .thursday)
    }

    // python-holidays 0.108 places Julian feasts with `julian_calendar_drift` (see
    // scripts/calendar_expectations.py): Christmas 25 December, Epiphany 6 January and the
    // Dormition 15 August, Julian, across the century years where the gap grows.
    @Test("Christmas, Epiphany and the Dormition fall where python-holidays puts them", arguments: [
        (1701, "1701-01-05", "1701-01-17", "1701-08-26"),
        (1800, "1800-01-05", "1800-01-17", "1800-08-27"),
        (1801, "1801-01-06", "1801-01-18", "1801-08-27"),
        (1900, "1900-01-06", "1900-01-18", "1900-08-28"),
        (1901, "1901-01-07", "1901-01-19", "1901-08-28"),
        (2100, "2100-01-07", "2100-01-19", "2100-08-29"),
        (2101, "2101-01-08", "2101-01-20", "2101-08-29"),
        (2200, "2200-01-08", "2200-01-20", "2200-08-30"),
        (2201, "2201-01-09", "2201-01-21", "2201-08-30"),
        (2400, "2400-01-10", "2400-01-22", "2400-08-31"),
        (2401, "2401-01-10", "2401-01-22", "2401-08-31"),
    ])
    func orthodoxFeasts(year: Int, christmas: String, epiphany: String, dormition: String) {
        #expect(JulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: year) == [gregorian(christmas)])
        #expect(JulianCalendar.dayNumbers(month: 1, day: 6, inGregorianYear: year) == [gregorian(epiphany)])
        #expect(JulianCalendar.dayNumbers(month: 8, day: 15, inGregorianYear: year) == [gregorian(dormition)])
    }

    @Test("Orthodox Christmas is 7 January in every year 1901-2100")
    func christmasThisCentury() {
        for year in 1901...2100 {
            #expect(JulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: year)
                == [CivilDate(year: year, month: 1, day: 7)!.dayNumber])
        }
    }

    @Test("a date the growing gap skips falls on no day of that Gregorian year")
    func skippedDate() {
        // Julian 18 December 2099 is Gregorian 31 December 2099; from March 2100 the gap is
        // 14 days, so Julian 18 December 2100 is 1 January 2101.
        #expect(JulianCalendar.dayNumbers(month: 12, day: 18, inGregorianYear: 2099) == [gregorian("2099-12-31")])
        #expect(JulianCalendar.dayNumbers(month: 12, day: 18, inGregorianYear: 2100) == [])
        #expect(JulianCalendar.dayNumbers(month: 12, day: 18, inGregorianYear: 2101) == [gregorian("2101-01-01")])
    }

    @Test("every fourth year is a leap year, century years too")
    func leapYears() {
        #expect(JulianCalendar.isLeapYear(1900))
        #expect(JulianCalendar.isLeapYear(2100))
        #expect(JulianCalendar.isLeapYear(0))
        #expect(JulianCalendar.isLeapYear(-4))
        #expect(!JulianCalendar.isLeapYear(2001))
        #expect(!JulianCalendar.isLeapYear(-1))
        // 29 February 1900 exists on the Julian calendar only: it is Gregorian 13 March.
        #expect(JulianCalendar.dayNumbers(month: 2, day: 29, inGregorianYear: 1900) == [gregorian("1900-03-13")])
        #expect(JulianCalendar.dayNumbers(month: 2, day: 29, inGregorianYear: 1901) == [])
    }

    @Test("days that do not exist have no day number")
    func invalidDates() {
        #expect(JulianCalendar.dayNumber(of: Date(year: 2001, month: 2, day: 29)) == nil)
        #expect(JulianCalendar.dayNumber(of: Date(year: 2024, month: 4, day: 31)) == nil)
        #expect(JulianCalendar.dayNumber(of: Date(year: 2024, month: 13, day: 1)) == nil)
        #expect(JulianCalendar.dayNumber(of: Date(year: 2024, month: 1, day: 0)) == nil)
        #expect(JulianCalendar.dayNumbers(month: 0, day: 1, inGregorianYear: 2024) == [])
    }

    @Test("every day of 1900-2100 converts there and back")
    func roundTrips() {
        expectRoundTrips(JulianCalendar.self, over: twoCenturies)
    }
}
