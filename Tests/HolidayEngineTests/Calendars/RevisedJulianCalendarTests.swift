import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Revised Julian calendar")
struct RevisedJulianCalendarTests {
    private typealias Date = RevisedJulianCalendar.Date

    @Test("it is the Gregorian calendar day for day from 1 March 1600 to 28 February 2800")
    func sameAsGregorian() {
        var differ: [String] = []
        for dayNumber in gregorian("1600-03-01")...gregorian("2800-02-28") {
            let civil = CivilDate(dayNumber: dayNumber)
            let date = RevisedJulianCalendar.date(dayNumber: dayNumber)
            if date != Date(year: civil.year, month: civil.month, day: civil.day) {
                differ.append("\(civil)")
                if differ.count > 3 { break }
            }
        }
        #expect(differ.isEmpty, "\(differ)")
    }

    @Test("a century year is a leap year when it leaves 200 or 600 divided by 900")
    func leapYears() {
        #expect(RevisedJulianCalendar.isLeapYear(2000))
        #expect(RevisedJulianCalendar.isLeapYear(2400))
        #expect(RevisedJulianCalendar.isLeapYear(2900))
        #expect(RevisedJulianCalendar.isLeapYear(2024))
        #expect(!RevisedJulianCalendar.isLeapYear(1900))
        #expect(!RevisedJulianCalendar.isLeapYear(2800))
        #expect(!RevisedJulianCalendar.isLeapYear(3600))
        #expect(!RevisedJulianCalendar.isLeapYear(2023))
    }

    @Test("the calendars part in 2800 and meet again in 2900")
    func divergence() {
        // Gregorian 2800 is a leap year and Revised Julian 2800 is not; Revised Julian 2900 is
        // and Gregorian 2900 is not.
        #expect(RevisedJulianCalendar.date(dayNumber: gregorian("2800-02-29")) == Date(year: 2800, month: 3, day: 1))
        #expect(RevisedJulianCalendar.date(dayNumber: gregorian("2900-02-28")) == Date(year: 2900, month: 2, day: 29))
        #expect(RevisedJulianCalendar.date(dayNumber: gregorian("2900-03-01")) == Date(year: 2900, month: 3, day: 1))
        #expect(RevisedJulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: 2850) == [gregorian("2850-12-24")])
    }

    @Test("every day of 1900-2100 converts there and back, and so does 2700-2950")
    func roundTrips() {
        expectRoundTrips(RevisedJulianCalendar.self, over: twoCenturies)
        expectRoundTrips(RevisedJulianCalendar.self, over: gregorian("2700-01-01")...gregorian("2950-12-31"))
    }
}
