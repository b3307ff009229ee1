import HolidayEngine
import Testing

@Suite("CivilDate")
struct CivilDateTests {
    @Test("rejects days that do not exist")
    func validation() {
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 0, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 1, day: 0) == nil)
    }

    @Test("leap years follow the Gregorian rule", arguments: [
        (2000, true), (2024, true), (2100, false), (1900, false), (2026, false), (1600, true),
    ])
    func leapYears(year: Int, leap: Bool) {
        #expect(CivilDate.isLeapYear(year) == leap)
        #expect(CivilDate.daysInMonth(year: year, month: 2) == (leap ? 29 : 28))
    }

    @Test("day numbers count every day from 1583 to 4099 without a gap")
    func dayNumbersAreContinuous() {
        var expected = CivilDate(year: 1583, month: 1, day: 1)!.dayNumber
        for year in 1583...4099 {
            for month in 1...12 {
                for day in 1...CivilDate.daysInMonth(year: year, month: month) {
                    let date = CivilDate(year: year, month: month, day: day)!
                    #expect(date.dayNumber == expected)
                    expected += 1
                }
            }
        }
        #expect(CivilDate(dayNumber: 0) == CivilDate(year: 1970, month: 1, day: 1))
    }

    @Test("day numbers round-trip")
    func roundTrip() {
        for number in stride(from: -200_000, through: 800_000, by: 37) {
            #expect(CivilDate(dayNumber: number).dayNumber == number)
        }
    }

    @Test("weekdays of known dates")
    func weekdays() {
        #expect(CivilDate(year: 2026, month: 2, day: 16)!.weekday == .monday)
        #expect(CivilDate(year: 1970, month: 1, day: 1)!.weekday == .thursday)
        #expect(CivilDate(year: 2000, month: 2, day: 29)!.weekday == .tuesday)
        #expect(CivilDate(year: 1969, month: 7, day: 20)!.weekday == .sunday)
        #expect(CivilDate(year: 2100, month: 3, day: 1)!.weekday == .monday)
    }

    @Test("adding days and months crosses month and year ends")
    func arithmetic() {
        let newYearsEve = CivilDate(year: 2026, month: 12, day: 31)!
        #expect(newYearsEve.adding(days: 1) == CivilDate(year: 2027, month: 1, day: 1))
        #expect(CivilDate(year: 2024, month: 2, day: 28)!.adding(days: 1) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(year: 2026, month: 1, day: 31)!.adding(months: 1) == CivilDate(year: 2026, month: 2, day: 28))
        #expect(CivilDate(year: 2024, month: 3, day: 31)!.adding(months: -1) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(year: 2026, month: 1, day: 15)!.adding(months: -13) == CivilDate(year: 2024, month: 12, day: 15))
        #expect(newYearsEve.days(to: CivilDate(year: 2027, month: 12, day: 31)!) == 365)
    }

    @Test("parses exactly YYYY-MM-DD")
    func parsing() {
        #expect(CivilDate.parse("2026-02-24") == CivilDate(year: 2026, month: 2, day: 24))
        #expect(CivilDate.parse("2026-02-30") == nil)
        #expect(CivilDate.parse("2026-2-24") == nil)
        #expect(CivilDate.parse("2026/02/24") == nil)
        #expect(CivilDate.parse("20260224") == nil)
        #expect(CivilDate.parse(" 2026-02-24") == nil)
        #expect(CivilDate(year: 987, month: 3, day: 5)!.description == "0987-03-05")
        #expect(YearMonth.parse("2026-02") == YearMonth(year: 2026, month: 2))
        #expect(YearMonth.parse("2026-13") == nil)
    }

    @Test("day of year")
    func dayOfYear() {
        #expect(CivilDate(year: 2024, month: 12, day: 31)!.dayOfYear == 366)
        #expect(CivilDate(year: 2026, month: 3, day: 1)!.dayOfYear == 60)
    }
}
