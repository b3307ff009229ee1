import HolidayEngine
import Testing

@Suite("WeekSpan")
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

    @Test("a week starting on Sunday is named after the ISO week of most of its days")
    func sundayWeeks() {
        let week = WeekSpan(containing: CivilDate(year: 2026, month: 2, day: 24)!, firstWeekday: .sunday)
        #expect(week.start == CivilDate(year: 2026, month: 2, day: 22))
        #expect(week.isoWeek.week == 9)
    }
}
