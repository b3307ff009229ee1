import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Ethiopian calendar")
struct EthiopianCalendarTests {
    private typealias Date = EthiopianCalendar.Date

    @Test("the Ethiopian dates of Calendrical Calculations' sample days")
    func referenceDays() {
        CalendricalCalculations.expect(EthiopianCalendar.self, Self.referenceColumn)
    }

    /// The book's Ethiopic column; the Coptic tests reuse it 276 years earlier.
    static let referenceColumn = [
        Date(year: -594, month: .nehase, day: 6), Date(year: 63, month: .meskerem, day: 29),
        Date(year: 1552, month: .yekatit, day: 29), Date(year: 1640, month: .sene, day: 6),
        Date(year: 1895, month: .miyazya, day: 11), Date(year: 1921, month: .nehase, day: 19),
        Date(year: 1934, month: .meskerem, day: 19), Date(year: 1935, month: .miyazya, day: 11),
        Date(year: 1936, month: .meskerem, day: 26), Date(year: 1984, month: .megabit, day: 8),
        Date(year: 1988, month: .yekatit, day: 17), Date(year: 2031, month: .hidar, day: 1),
        Date(year: 2086, month: .hamle, day: 11),
    ]

    @Test("the Ethiopian millennium began on 12 September 2007")
    func millennium() {
        #expect(EthiopianCalendar.dayNumber(of: Date(year: 2000, month: .meskerem, day: 1)) == gregorian("2007-09-12"))
        #expect(EthiopianCalendar.date(dayNumber: gregorian("2007-09-11")) == Date(year: 1999, month: .pagume, day: 6))
    }

    @Test("Pagume has a 6th day in years 3, 7, 11, ... only")
    func leapYears() {
        #expect(EthiopianCalendar.isLeapYear(2015))
        #expect(!EthiopianCalendar.isLeapYear(2016))
        #expect(EthiopianCalendar.dayNumber(of: Date(year: 2015, month: .pagume, day: 6)) == gregorian("2023-09-11"))
        #expect(EthiopianCalendar.dayNumber(of: Date(year: 2016, month: .pagume, day: 6)) == nil)
        #expect(EthiopianCalendar.dayNumber(of: Date(year: 2016, month: .pagume, day: 7)) == nil)
        #expect(EthiopianCalendar.dayNumber(of: Date(year: 2016, month: .tir, day: 31)) == nil)
        #expect(EthiopianCalendar.dayNumbers(month: .pagume, day: 6, inGregorianYear: 2024) == [])
    }

    // MARK: - python-holidays 0.108, Ethiopia, 1976-2100

    private static let enkutatash = YearlyDates(years: 1976...2100, month: 9, day: 11, letters:
        "aaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaab" +
        "aaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabb")
    private static let timkat = YearlyDates(years: 1976...2100, month: 1, day: 19, letters:
        "baaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaa" +
        "baaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaabaaab")
    private static let genna = YearlyDates(years: 1976...2100, month: 1, day: 7, letters:
        String(repeating: "a", count: 125))

    @Test("New Year, Meskel and Timkat fall where python-holidays puts them, 1976-2100")
    func pythonHolidays() {
        expectEveryYear(Self.enkutatash, "Enkutatash") { year in
            EthiopianCalendar.dayNumbers(month: .meskerem, day: 1, inGregorianYear: year)
        }
        // python-holidays' Meskel letters are Enkutatash's, 16 days on.
        expectEveryYear(Self.enkutatash.from(month: 9, day: 27), "Meskel") { year in
            EthiopianCalendar.dayNumbers(month: .meskerem, day: 17, inGregorianYear: year)
        }
        expectEveryYear(Self.timkat, "Timkat") { year in
            EthiopianCalendar.dayNumbers(month: .tir, day: 11, inGregorianYear: year)
        }
    }

    @Test("Genna is 25 December Julian: 29 Tahsas, or 28 Tahsas in a year that began on 12 September")
    func genna() {
        expectEveryYear(Self.genna, "Genna") { year in
            JulianCalendar.dayNumbers(month: 12, day: 25, inGregorianYear: year)
        }
        // 2016 began on 12 September 2023: Genna on 7 January 2024 was 28 Tahsas.
        #expect(EthiopianCalendar.date(dayNumber: gregorian("2024-01-07")) == Date(year: 2016, month: .tahsas, day: 28))
        #expect(EthiopianCalendar.date(dayNumber: gregorian("2025-01-07")) == Date(year: 2017, month: .tahsas, day: 29))
    }

    @Test("every day of 1900-2100 converts there and back")
    func roundTrips() {
        expectRoundTrips(EthiopianCalendar.self, over: twoCenturies)
    }
}
