import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Persian calendar")
struct PersianCalendarTests {
    private typealias Date = PersianCalendar.Date

    // Dershowitz and Reingold's astronomical Persian calendar (Tehran noon): the Persian
    // dates of "Calendrical Calculations" Appendix C from 1903 on, and the year ends and
    // starts that ICU4X's tests compute with it.
    @Test("the dates of Calendrical Calculations' astronomical Persian calendar", arguments: [
        (656_786, 1178, 1, 1), (664_224, 1198, 5, 10), (671_401, 1218, 1, 7),
        (694_799, 1282, 1, 29), (702_806, 1304, 1, 1), (704_424, 1308, 6, 3),
        (708_842, 1320, 7, 7), (709_409, 1322, 1, 29), (709_580, 1322, 7, 14),
        (727_274, 1370, 12, 27), (728_714, 1374, 12, 6), (739_330, 1403, 12, 30),
        (739_331, 1404, 1, 1), (744_313, 1417, 8, 19), (763_436, 1469, 12, 30),
        (763_437, 1470, 1, 1), (764_652, 1473, 4, 28), (775_123, 1501, 12, 29),
        (775_488, 1502, 12, 29),
    ])
    func referenceDays(rd: Int, year: Int, month: Int, day: Int) throws {
        let date = Date(year: year, month: try #require(PersianCalendar.Month(rawValue: month)), day: day)
        let dayNumber = CalendricalCalculations.dayNumber(rd: rd)
        #expect(PersianCalendar.date(dayNumber: dayNumber) == date)
        #expect(PersianCalendar.dayNumber(of: date) == dayNumber)
    }

    /// 1 Farvardin, python-holidays 0.108 (`holidays.calendars.persian`), 1901-2100.
    private static let nowruz = YearlyDates(years: 1901...2100, month: 3, day: 20, letters:
        "bccbbccbbccbbccbbccbbccbbccbbbcbbbcbbbcbbbcbbbcbbbcbbbcbbbcbbbbbbbbbbbbbbbbb" +
        "bbbbbbbbbbbbbbbbbbbabbbabbbabbbabbbabbbabbbabbbabbbaabbaabbaabbaabbaabbaabba" +
        "abbaabbaaabaaabaaabaaabaaabaaabaaabaaabaaaaaaaab")

    @Test("Nowruz falls where python-holidays puts it in every year 1901-2100")
    func nowruzAgreesWithPythonHolidays() {
        expectEveryYear(Self.nowruz, "Nowruz") { year in
            PersianCalendar.dayNumbers(month: .farvardin, day: 1, inGregorianYear: year)
        }
    }

    // Iran's holidays of the Persian calendar, from python-holidays 0.108 `holidays.Iran`.
    @Test("Iran's holidays fall where python-holidays puts them", arguments: [
        (PersianCalendar.Month.bahman, 22, 1980, "1980-02-11"),  // Islamic Revolution Day
        (.esfand, 29, 1980, "1980-03-19"),  // Oil Industry Nationalization Day
        (.esfand, 30, 1980, "1980-03-20"),  // last day of the leap year 1358
        (.farvardin, 12, 1980, "1980-04-01"),  // Islamic Republic Day
        (.farvardin, 13, 1980, "1980-04-02"),  // Nature's Day
        (.khordad, 15, 1980, "1980-06-05"),  // 15 Khordad uprising
        (.bahman, 22, 2024, "2024-02-11"), (.esfand, 29, 2024, "2024-03-19"),
        (.farvardin, 12, 2024, "2024-03-31"), (.khordad, 14, 2024, "2024-06-03"),
        (.khordad, 15, 2024, "2024-06-04"),
        (.bahman, 22, 2025, "2025-02-10"), (.esfand, 29, 2025, "2025-03-19"),
        (.esfand, 30, 2025, "2025-03-20"), (.farvardin, 13, 2025, "2025-04-02"),
        (.khordad, 14, 2025, "2025-06-04"),
        (.bahman, 22, 2100, "2100-02-10"), (.esfand, 30, 2100, "2100-03-20"),
        (.farvardin, 12, 2100, "2100-04-01"), (.khordad, 14, 2100, "2100-06-04"),
    ])
    func iran(month: PersianCalendar.Month, day: Int, year: Int, expected: String) {
        #expect(PersianCalendar.dayNumbers(month: month, day: day, inGregorianYear: year) == [gregorian(expected)])
    }

    @Test("30 Esfand ends only leap years")
    func lastDayOfYear() {
        // 1402 was common, 1403 a leap year (python-holidays: no "Last Day of Year" in 2024).
        #expect(PersianCalendar.dayNumbers(month: .esfand, day: 30, inGregorianYear: 2024) == [])
        #expect(PersianCalendar.dayNumber(of: Date(year: 1402, month: .esfand, day: 30)) == nil)
        #expect(PersianCalendar.daysInMonth(.esfand, year: 1403) == 30)
        #expect(PersianCalendar.dayNumber(of: Date(year: 1404, month: .mehr, day: 31)) == nil)
        #expect(PersianCalendar.dayNumber(of: Date(year: 1404, month: .shahrivar, day: 31)) != nil)
    }

    @Test("leap years follow the 33-year cycle")
    func leapYears() {
        // Eight leap years in 33, four years apart with one gap of five (1403 to 1408);
        // 1403 was one, its 30 Esfand 20 March 2025 (Appendix C samples above).
        let leap = (1395...1436).filter(PersianCalendar.isLeapYear)
        #expect(leap == [1395, 1399, 1403, 1408, 1412, 1416, 1420, 1424, 1428, 1432, 1436])
        // The revolution: 22 Bahman 1357 was 11 February 1979.
        #expect(PersianCalendar.dayNumber(of: Date(year: 1357, month: .bahman, day: 22)) == gregorian("1979-02-11"))
    }

    @Test("outside the years it is known for, the calendar answers nothing")
    func knownYears() {
        #expect(PersianCalendar.knownYears == 1800...2123)
        #expect(PersianCalendar.date(dayNumber: gregorian("1799-03-20")) == nil)
        #expect(PersianCalendar.date(dayNumber: gregorian("1799-03-21")) == Date(year: 1178, month: .farvardin, day: 1))
        #expect(PersianCalendar.date(dayNumber: gregorian("2124-03-19")) == Date(year: 1502, month: .esfand, day: 29))
        // Whether 2124's equinox comes before noon decides if this is 30 Esfand or Nowruz.
        #expect(PersianCalendar.date(dayNumber: gregorian("2124-03-20")) == nil)
        #expect(PersianCalendar.dayNumber(of: Date(year: 1502, month: .esfand, day: 30)) == nil)
        #expect(PersianCalendar.dayNumber(of: Date(year: 1177, month: .esfand, day: 29)) == nil)
        #expect(PersianCalendar.dayNumbers(month: .farvardin, day: 1, inGregorianYear: 2124) == [])
        #expect(PersianCalendar.dayNumbers(month: .dey, day: 1, inGregorianYear: 1799) == [])
        #expect(PersianCalendar.dayNumbers(month: .dey, day: 11, inGregorianYear: 1800) == [gregorian("1800-01-01")])
    }

    @Test("every day of 1900-2100 converts there and back")
    func roundTrips() {
        expectRoundTrips(PersianCalendar.self, over: twoCenturies)
        expectRoundTrips(PersianCalendar.self, over: gregorian("1800-01-01")...gregorian("1800-12-31"))
        expectRoundTrips(PersianCalendar.self, over: gregorian("2123-01-01")...gregorian("2123-12-31"))
    }
}
