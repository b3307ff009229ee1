import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Coptic calendar")
struct CopticCalendarTests {
    private typealias Date = CopticCalendar.Date

    @Test("the Coptic dates of Calendrical Calculations' sample days")
    func referenceDays() {
        // The book's Coptic column is its Ethiopic one, 276 years earlier, month for month.
        CalendricalCalculations.expect(CopticCalendar.self, EthiopianCalendarTests.referenceColumn.map {
            Date(year: $0.year - 276, month: CopticCalendar.Month(rawValue: $0.month.rawValue)!, day: $0.day)
        })
    }

    @Test("year 1 began on 29 August 284 (Julian)")
    func epoch() {
        #expect(CopticCalendar.dayNumber(of: Date(year: 1, month: .thout, day: 1))
            == JulianCalendar.dayNumber(of: JulianCalendar.Date(year: 284, month: 8, day: 29)))
    }

    @Test("Nayrouz, 1 Thout, is 11 September, or 12 September after a leap year")
    func newYear() {
        #expect(CopticCalendar.dayNumbers(month: .thout, day: 1, inGregorianYear: 2023) == [gregorian("2023-09-12")])
        #expect(CopticCalendar.dayNumbers(month: .thout, day: 1, inGregorianYear: 2024) == [gregorian("2024-09-11")])
        #expect(CopticCalendar.isLeapYear(1739))
        #expect(CopticCalendar.dayNumber(of: Date(year: 1739, month: .nasie, day: 6)) == gregorian("2023-09-11"))
        #expect(CopticCalendar.dayNumber(of: Date(year: 1740, month: .nasie, day: 6)) == nil)
    }

    // Egypt's Coptic Christmas, python-holidays 0.108 `holidays.Egypt`: 7 January in 2002,
    // 2010, 2021, 2024 and 2100, i.e. 25 December Julian.
    @Test("Coptic Christmas is 29 Koiak, or 28 Koiak in a year that began on 12 September", arguments: [
        (2002, "2002-01-07", 1718, 29), (2010, "2010-01-07", 1726, 29),
        (2021, "2021-01-07", 1737, 29), (2024, "2024-01-07", 1740, 28),
        (2100, "2100-01-07", 1816, 28),
    ])
    func christmas(year: Int, egypt: String, copticYear: Int, koiak: Int) {
        #expect(JulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: year) == [gregorian(egypt)])
        #expect(CopticCalendar.date(dayNumber: gregorian(egypt)) == Date(year: copticYear, month: .koiak, day: koiak))
    }

    @Test("every day of 1900-2100 is the Ethiopian date 276 years on, and converts there and back")
    func roundTrips() {
        expectRoundTrips(CopticCalendar.self, over: twoCenturies)
        for dayNumber in stride(from: twoCenturies.lowerBound, through: twoCenturies.upperBound, by: 7) {
            let coptic = CopticCalendar.date(dayNumber: dayNumber)!
            let ethiopian = EthiopianCalendar.date(dayNumber: dayNumber)!
            #expect(coptic.year + 276 == ethiopian.year && coptic.month.rawValue == ethiopian.month.rawValue
                && coptic.day == ethiopian.day)
        }
    }
}
