import HolidayEngine

extension MonthView {
    /// The ISO 8601 week number of each row, left of the grid (`W`): the week of the row's
    /// fourth day, which holds most of its days whatever weekday the row starts on (with
    /// Monday first, the row is exactly one ISO week). See docs/architecture.md, "Screens".
    func drawWeekNumbers(of grid: MonthGrid, layout: MonthLayout, on screen: Screen) {
        guard let column = layout.weekNumberColumn else { return }
        screen.put(" Wk", row: layout.headerRow, column: column, style: theme.style(.hint))
        for week in 0..<MonthGrid.weeks {
            let start = grid.date(week: week, column: 0)
            let number = WeekSpan(containing: start, firstWeekday: grid.firstWeekday).isoWeek.week
            let origin = layout.origin(week: week, column: 0)
            screen.put(String(number).rightAligned(toWidth: 3), row: origin.row, column: column, style: theme.style(.hint))
        }
    }
}
