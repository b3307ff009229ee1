import HolidayEngine
import Testing

@Suite("MonthGrid")
struct MonthGridTests {
    static let months: [YearMonth] = (1950...2100).flatMap { year in
        [1, 2, 3, 12].map { YearMonth(year: year, month: $0)! }
    }

    @Test("for every first weekday the grid starts on it and holds the whole month")
    func everyFirstWeekday() {
        for month in Self.months {
            for first in Weekday.allCases {
                let grid = MonthGrid(month: month, firstWeekday: first)
                #expect(grid.start.weekday == first)
                #expect(grid.range.count == 42)
                #expect(grid.range.contains(month.days))
                // The month starts in the first row: no empty first week.
                #expect(grid.start.days(to: month.firstDay) < 7)
                #expect(grid.columns.first == first)
                #expect(grid.dates.count == 42)
                #expect(grid.dates.filter(grid.isInMonth).count == month.dayCount)
            }
        }
    }

    @Test("months that start on each weekday, Monday first")
    func monthsStartingOnEachWeekday() {
        // 2026: Jun starts Mon, Sep Tue, Apr Wed, Jan Thu, May Fri, Aug Sat, Feb Sun.
        let expected: [(Int, Weekday)] = [
            (6, .monday), (9, .tuesday), (4, .wednesday), (1, .thursday), (5, .friday),
            (8, .saturday), (2, .sunday),
        ]
        for (month, weekday) in expected {
            let ym = YearMonth(year: 2026, month: month)!
            #expect(ym.firstDay.weekday == weekday)
            let grid = MonthGrid(month: ym, firstWeekday: .monday)
            #expect(grid.cell(of: ym.firstDay)?.column == Weekday.monday.days(until: weekday))
            #expect(grid.cell(of: ym.firstDay)?.week == 0)
        }
    }

    @Test("February 2026 (28 days from a Sunday) with Sunday first fills four rows exactly")
    func februaryFromSunday() {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 2)!, firstWeekday: .sunday)
        #expect(grid.start == CivilDate(year: 2026, month: 2, day: 1))
        #expect(grid.date(week: 3, column: 6) == CivilDate(year: 2026, month: 2, day: 28))
        #expect(grid.date(week: 4, column: 0) == CivilDate(year: 2026, month: 3, day: 1))
    }

    @Test("grids cross year boundaries")
    func yearBoundaries() {
        let january = MonthGrid(month: YearMonth(year: 2027, month: 1)!, firstWeekday: .monday)
        #expect(january.start == CivilDate(year: 2026, month: 12, day: 28))
        #expect(!january.isInMonth(january.start))
        let december = MonthGrid(month: YearMonth(year: 2026, month: 12)!, firstWeekday: .sunday)
        #expect(december.range.upperBound == CivilDate(year: 2027, month: 1, day: 9))
        #expect(YearMonth(year: 2026, month: 12)!.adding(months: 1) == YearMonth(year: 2027, month: 1))
        #expect(YearMonth(year: 2027, month: 1)!.adding(months: -1) == YearMonth(year: 2026, month: 12))
    }

    @Test("leap Februaries: 2000 and 2024 have 29 days, 2100 has 28")
    func leapFebruaries() {
        for (year, days) in [(2000, 29), (2024, 29), (2100, 28)] {
            let month = YearMonth(year: year, month: 2)!
            let grid = MonthGrid(month: month, firstWeekday: .monday)
            #expect(grid.dates.filter(grid.isInMonth).count == days)
            #expect(grid.isInMonth(month.lastDay))
        }
    }

    @Test("cells map back to dates")
    func cells() {
        let grid = MonthGrid(month: YearMonth(year: 2026, month: 2)!, firstWeekday: .monday)
        for week in 0..<6 {
            for column in 0..<7 {
                let date = grid.date(week: week, column: column)
                let cell = grid.cell(of: date)
                #expect(cell?.week == week && cell?.column == column)
            }
        }
        #expect(grid.cell(of: CivilDate(year: 2026, month: 5, day: 1)!) == nil)
    }
}
