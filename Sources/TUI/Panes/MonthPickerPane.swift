import CalendarModel
import HolidayEngine

/// The `M` picker: a year and its twelve months, the picked one highlighted.
struct MonthPickerPane {
    let picked: YearMonth
    let theme: Theme

    func draw(on screen: Screen, in area: Rect) {
        let columns = MonthPickerLayout.columns
        let rows = 12 / columns
        let cellWidth = 6
        let frame = area.centered(rows: rows + 4, columns: columns * cellWidth + 6)
        let box = PaneBox(frame: frame, theme: theme)
        box.draw(title: "Month", footer: "Enter go  Esc cancel", on: screen)
        let inside = box.inside
        let year = "[ \(picked.year) ]".centered(inWidth: inside.columns)
        screen.put(year, row: inside.row, column: inside.column, style: theme.style(.paneTitle))
        for month in 1...12 {
            let index = month - 1
            let row = inside.row + 2 + index / columns
            let column = inside.column + 1 + (index % columns) * cellWidth
            let style = theme.style(month == picked.month ? .paneHighlight : .paneText)
            screen.put(" \(theme.names.shortName(ofMonth: month)) ", row: row, column: column, style: style)
        }
    }
}
