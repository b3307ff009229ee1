import HolidayEngine
import HolidayTestSupport
import Testing

@Suite("Bikram Sambat calendar")
struct BikramSambatCalendarTests {
    private typealias Date = BikramSambatCalendar.Date

    /// The Saturdays of 2079 by month, Baisakh to Chaitra, as the Government of Nepal's
    /// notice of that year's public holidays lists them (its first section, "yearly Saturday
    /// holidays"): they pin the whole year's month lengths.
    private static let saturdays2079: [[Int]] = [
        [3, 10, 17, 24, 31], [7, 14, 21, 28], [4, 11, 18, 25, 32], [7, 14, 21, 28],
        [4, 11, 18, 25], [1, 8, 15, 22, 29], [5, 12, 19, 26], [3, 10, 17, 24],
        [2, 9, 16, 23, 30], [7, 14, 21, 28], [6, 13, 20, 27], [4, 11, 18, 25],
    ]

    @Test("the Saturdays of 2079 are the Government of Nepal's list of them")
    func saturdaysOf2079() throws {
        for (index, listed) in Self.saturdays2079.enumerated() {
            let month = try #require(BikramSambatCalendar.Month(rawValue: index + 1))
            let length = try #require(BikramSambatCalendar.daysInMonth(month, year: 2079))
            let saturdays = (1...length).filter { day in
                BikramSambatCalendar.dayNumber(of: Date(year: 2079, month: month, day: day))
                    .map { CivilDate(dayNumber: $0).weekday == .saturday } ?? false
            }
            #expect(saturdays == listed, "\(month)")
        }
        // And the year ends where 2080 begins: 14 April 2023.
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 2080, month: .baisakh, day: 1)) == gregorian("2023-04-14"))
    }

    // The same 2079 notice dates its festivals by this calendar: Christmas Day on 10 Poush,
    // Tamu Lhosar on 15 Poush, Maghe Sankranti on 1 Magh, Mahashivaratri on 6 Falgun.
    @Test("the 2079 notice's festival days", arguments: [
        (BikramSambatCalendar.Month.poush, 10, "2022-12-25"), (.poush, 15, "2022-12-30"),
        (.magh, 1, "2023-01-15"), (.falgun, 6, "2023-02-18"), (.shrawan, 27, "2022-08-12"),
        (.asoj, 10, "2022-09-26"),
    ])
    func noticeOf2079(month: BikramSambatCalendar.Month, day: Int, expected: String) {
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 2079, month: month, day: day)) == gregorian(expected))
    }

    /// Nepal's days of this calendar as python-holidays 0.108 dates them (`holidays.Nepal`),
    /// which agrees but for three: it has Republic Day 2025 on 28 May and Martyrs' Day
    /// 2026 and 2027 on 29 January, a day before the calendar's 15 Jestha and 16 Magh
    /// (docs/calendars.md, "Bikram Sambat").
    @Test("16 Magh, 7 Falgun (2010-2033), 15 Jestha and 3 Asoj (2010-2032) fall where Nepal keeps them", arguments: [
        (BikramSambatCalendar.Month.magh, 16, 2010, 1, "NNNMNNNMNNNMNNNMNNMMMNNM"),
        (.falgun, 7, 2010, 2, "SSSRSSSRSSSSSSSSSSSSSTTS"),
        (.jestha, 15, 2010, 5, "CCBCCCBCCCBCCCBCCCBBCCB"),
        (.asoj, 3, 2010, 9, "STSSSTSSSTSSSTSSSSRSSSS"),
    ])
    func nepalsDays(month: BikramSambatCalendar.Month, day: Int, firstYear: Int, gregorianMonth: Int, letters: String) {
        // One letter a year, the day of the Gregorian month (`letterDay`).
        for (offset, letter) in letters.enumerated() {
            let year = firstYear + offset
            let expected = CivilDate(year, gregorianMonth, Self.letterDay(letter)).dayNumber
            #expect(
                BikramSambatCalendar.dayNumbers(month: month, day: day, inGregorianYear: year) == [expected],
                "\(month) \(day) in \(year)")
        }
    }

    /// The day of the month a letter stands for in `nepalsDays`: M 29, N 30 (January);
    /// R 18, S 19, T 20 (February, September); B 28, C 29 (May).
    private static func letterDay(_ letter: Character) -> Int {
        switch letter {
        case "B": 28
        case "C", "M": 29
        case "N": 30
        case "R": 18
        case "S": 19
        default: 20
        }
    }

    @Test("every day of the table converts there and back")
    func roundTrip() throws {
        let first = try #require(BikramSambatCalendar.dayNumber(of: Date(year: 2000, month: .baisakh, day: 1)))
        let last = try #require(BikramSambatCalendar.dayNumber(of: Date(year: 2089, month: .chaitra, day: 30)))
        #expect(first == gregorian("1943-04-14"))
        #expect(last == gregorian("2033-04-13"))
        for dayNumber in first...last {
            let date = try #require(BikramSambatCalendar.date(dayNumber: dayNumber))
            #expect(BikramSambatCalendar.dayNumber(of: date) == dayNumber)
        }
        #expect(BikramSambatCalendar.date(dayNumber: first - 1) == nil)
        #expect(BikramSambatCalendar.date(dayNumber: last + 1) == nil)
    }

    @Test("no day outside the table or the month")
    func outside() {
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 1999, month: .chaitra, day: 1)) == nil)
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 2090, month: .baisakh, day: 1)) == nil)
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 2079, month: .baisakh, day: 32)) == nil)
        #expect(BikramSambatCalendar.dayNumber(of: Date(year: 2079, month: .asar, day: 32)) != nil)
        #expect(BikramSambatCalendar.dayNumbers(month: .asoj, day: 3, inGregorianYear: 2033).isEmpty)
    }

    @Test("a rule's days are forecasts after the last published year")
    func forecasts() throws {
        let region = Region(code: "XX", name: "Test", rules: [
            HolidayRule("Constitution Day", on: .bikramSambat(month: .asoj, day: 3)),
        ])
        // 3 Asoj 2083 (published) and 2084 (reckoned in advance).
        let published = try #require(region.holidays(year: 2026).first)
        #expect(published.date == CivilDate(2026, 9, 19))
        #expect(!published.isEstimated)
        let reckoned = try #require(region.holidays(year: 2027).first)
        #expect(reckoned.date == CivilDate(2027, 9, 19))
        #expect(reckoned.isEstimated)
        // Past the table there is nothing to say.
        #expect(region.holidays(year: 2033).isEmpty)
    }
}
