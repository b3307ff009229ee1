import HolidayKit
import Testing

@Suite("WeekSpan and ISO weeks")
struct WeekSpanTests {
    @Test("the week of a date starts on the chosen weekday and contains the date")
    func containing() {
        let date = CivilDate(year: 2026, month: 2, day: 24)!
        for first in Weekday.allCases {
            let week = WeekSpan(containing: date, firstWeekday: first)
            #expect(week.start.weekday == first)
            #expect(week.range.contains(date))
            #expect(week.dates.count == 7)
        }
        let monday = WeekSpan(containing: date, firstWeekday: .monday)
        #expect(monday.start == CivilDate(year: 2026, month: 2, day: 23))
        #expect(monday.end == CivilDate(year: 2026, month: 3, day: 1))
        #expect(monday.isoWeek == ISOWeek(year: 2026, week: 9))
    }

    @Test("ISO week numbers at year edges", arguments: [
        ("2026-01-01", 2026, 1), ("2021-01-03", 2020, 53), ("2024-12-30", 2025, 1),
        ("2026-12-31", 2026, 53), ("2027-01-03", 2026, 53), ("2027-01-04", 2027, 1),
        ("2008-12-29", 2009, 1), ("2010-01-03", 2009, 53),
    ])
    func isoWeeks(date: String, year: Int, week: Int) {
        #expect(CivilDate.parse(date)!.isoWeek == ISOWeek(year: year, week: week))
    }

    @Test("a week starting on Sunday is named after the ISO week of most of its days")
    func sundayWeeks() {
        let week = WeekSpan(containing: CivilDate(year: 2026, month: 2, day: 24)!, firstWeekday: .sunday)
        #expect(week.start == CivilDate(year: 2026, month: 2, day: 22))
        #expect(week.isoWeek.week == 9)
    }
}
