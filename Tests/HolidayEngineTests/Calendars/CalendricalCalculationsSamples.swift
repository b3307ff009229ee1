import HolidayEngine
import Testing

/// Days from Dershowitz and Reingold, "Calendrical Calculations", Appendix C (sample data):
/// the book gives each day as an R.D. (day 1 is Gregorian 1 January of year 1) with its date
/// on every calendar. Each calendar's tests hold their own column, in the same order.
enum CalendricalCalculations {
    /// R.D. 1 is day number -719,162.
    static func dayNumber(rd: Int) -> Int { rd - 719_163 }

    /// The R.D.s used here (the book has 33; these span 587 BC to 2094 and the years holical
    /// shows), with the book's Gregorian date of each.
    static let samples: [(rd: Int, gregorian: (year: Int, month: Int, day: Int))] = [
        (-214_193, (-586, 7, 24)),
        (25_469, (70, 9, 24)),
        (569_477, (1560, 3, 5)),
        (601_716, (1648, 6, 10)),
        (694_799, (1903, 4, 19)),
        (704_424, (1929, 8, 25)),
        (708_842, (1941, 9, 29)),
        (709_409, (1943, 4, 19)),
        (709_580, (1943, 10, 7)),
        (727_274, (1992, 3, 17)),
        (728_714, (1996, 2, 25)),
        (744_313, (2038, 11, 10)),
        (764_652, (2094, 7, 18)),
    ]

    /// Expects `calendar` to give `column[i]` for `samples[i]`, both ways.
    static func expect<Calendar: CalendarSystem>(
        _ calendar: Calendar.Type, _ column: [CalendarDate<Calendar>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(column.count == samples.count, sourceLocation: sourceLocation)
        for (sample, date) in zip(samples, column) {
            let dayNumber = dayNumber(rd: sample.rd)
            #expect(Calendar.date(dayNumber: dayNumber) == date, "R.D. \(sample.rd)",
                    sourceLocation: sourceLocation)
            #expect(Calendar.dayNumber(of: date) == dayNumber, "R.D. \(sample.rd)",
                    sourceLocation: sourceLocation)
        }
    }
}

@Suite("Calendrical Calculations samples")
struct CalendricalCalculationsSampleTests {
    @Test("the R.D.s are the book's Gregorian dates")
    func gregorianColumn() {
        for sample in CalendricalCalculations.samples {
            let date = CivilDate(dayNumber: CalendricalCalculations.dayNumber(rd: sample.rd))
            #expect(date.year == sample.gregorian.year && date.month == sample.gregorian.month
                    && date.day == sample.gregorian.day, "R.D. \(sample.rd): \(date)")
        }
    }
}

@Suite("CalendarDate")
struct CalendarDateTests {
    @Test("a date reads as year, month, day")
    func description() {
        #expect("\(HebrewCalendar.Date(year: 5785, month: .tishrei, day: 1))" == "5785 tishrei 1")
        #expect("\(JulianCalendar.Date(year: 2024, month: 12, day: 25))" == "2024 12 25")
    }

    @Test("dates are equal, and hash alike, when year, month and day are")
    func equality() {
        let coptic = CopticCalendar.Date(year: 1741, month: .thout, day: 1)
        #expect(coptic == CopticCalendar.Date(year: 1741, month: .thout, day: 1))
        #expect(coptic != CopticCalendar.Date(year: 1741, month: .thout, day: 2))
        #expect(Set([coptic, coptic]).count == 1)
    }
}
