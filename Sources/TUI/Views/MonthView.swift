import CalendarModel
import HolidayEngine
import TerminalText

/// The month grid: weekday header, then six weeks of cells with each day's number, the
/// glyphs of its holiday kinds and as many holiday names as the cell has lines for.
struct MonthView {
    let state: CalendarState
    let theme: Theme

    func draw(on screen: Screen, in body: Rect) {
        let layout = MonthLayout(body: body, weekNumbers: state.showsWeekNumbers)
        let grid = state.grid
        let tags = state.regionTags
        let looks = CalendarLooks(state.calendars, theme: theme)
        // Each tag cleaned once a frame, not in every cell it marks.
        var cleaned: [String: String] = [:]
        for tag in tags + state.calendars.map(\.tag) { cleaned[tag] = TerminalSafeText.clean(tag) }
        drawHeader(grid.columns, of: grid.month, layout: layout, on: screen)
        drawWeekNumbers(of: grid, layout: layout, on: screen)
        for week in 0..<MonthGrid.weeks {
            for column in 0..<7 {
                let date = grid.date(week: week, column: column)
                let origin = layout.origin(week: week, column: column)
                drawCell(
                    date, inMonth: grid.isInMonth(date), at: origin, layout: layout, tags: tags, cleaned: cleaned, looks: looks,
                    on: screen)
            }
        }
    }

    /// The weekday names, the region's weekend marked (by the weekend of the month's
    /// first week: a weekend that changes mid-month shows in the days' own cells).
    private func drawHeader(_ weekdays: [Weekday], of month: YearMonth, layout: MonthLayout, on screen: Screen) {
        let first = month.days.lowerBound
        for (column, weekday) in weekdays.enumerated() {
            let name = theme.names.weekday(weekday, width: layout.cellWidth - 1)
            let isWeekend = state.isWeekend(first.adding(days: first.weekday.days(until: weekday)))
            screen.put(
                " " + name, row: layout.headerRow, column: layout.left + column * layout.cellWidth,
                style: theme.style(isWeekend ? .weekendHeader : .weekdayHeader))
        }
    }

    /// Each day of a month's number as a cell shows it, right-aligned in three columns.
    private static let dayNumbers: [String] = (0...31).map { String($0).rightAligned(toWidth: 3) }

    private func drawCell(
        _ date: CivilDate, inMonth: Bool, at origin: (row: Int, column: Int),
        layout: MonthLayout, tags: [String], cleaned: [String: String], looks: CalendarLooks, on screen: Screen
    ) {
        let width = layout.cellWidth - 1  // the last column is the gap between cells
        let status = state.book[date]
        let nameLines = layout.cellHeight - 1
        let day = state.taggedHolidays(on: date, tags: tags, first: max(0, nameLines))
        let holidays = day.first

        var barStyle = theme.style(inMonth ? .day : .otherMonthDay)
        if state.isWeekend(date) { barStyle = barStyle.merged(with: theme.style(.weekendDay)) }
        if let range = state.selectedRange, range.contains(date) {
            barStyle = barStyle.merged(with: theme.style(.inRange))
        }
        if date == state.selection { barStyle = barStyle.merged(with: theme.style(.selected)) }
        screen.fill(row: origin.row, column: origin.column, width: width, style: barStyle)

        let number = Self.dayNumbers[date.day]
        let numberStyle = date == state.today ? barStyle.merged(with: theme.style(.today)) : barStyle
        screen.put(number, row: origin.row, column: origin.column, style: numberStyle)
        drawMarks(status, marks: day.marks, tags: day.tags.map { cleaned[$0] ?? TerminalSafeText.clean($0) }, of: date, inMonth: inMonth, barStyle: barStyle,
                  at: (origin.row, origin.column + 4), width: width - 4, looks: looks, on: screen)

        guard nameLines > 0, day.count > 0 else { return }
        let shown = day.count <= nameLines ? day.count : nameLines - 1
        for (index, (tag, holiday, mark)) in holidays.prefix(shown).enumerated() {
            var style = looks.style(mark)
            if !inMonth { style = style.merged(with: theme.style(.otherMonthDay)) }
            // With several regions each name starts with its region's tag (the title bar
            // says which tag is which).
            let name = (tag.map { (cleaned[$0] ?? TerminalSafeText.clean($0)) + " " } ?? "") + holiday.localName
            screen.put(
                " " + name.truncated(toWidth: width - 1, ellipsis: theme.glyphs.ellipsis),
                row: origin.row + 1 + index, column: origin.column, style: style)
        }
        if shown < day.count {
            screen.put(
                " +\(day.count - shown) more", row: origin.row + nameLines,
                column: origin.column, style: theme.style(.hint))
        }
    }

    /// The kind glyphs after the day number (or the mark of a day not known), each calendar's
    /// own glyph, the bridge mark (`b`), then the regions' and calendars' tags (cleaned).
    private func drawMarks(
        _ status: DayStatus, marks: [DayMark], tags: [String], of date: CivilDate, inMonth: Bool, barStyle: TextStyle,
        at position: (row: Int, column: Int), width: Int, looks: CalendarLooks, on screen: Screen
    ) {
        guard width > 0 else { return }
        switch status {
        case .failed:
            screen.put(theme.glyphs.unknown, row: position.row, column: position.column,
                       style: barStyle.merged(with: theme.style(.unknown)))
        case .unknown:
            // Days of the neighbouring months are not fetched from a per-day metered
            // provider: only the month's own days are promised.
            if state.fetch.isLoading, state.focusRange.contains(date) {
                screen.put(theme.glyphs.pending, row: position.row, column: position.column,
                           style: barStyle.merged(with: theme.style(.hint)))
            }
        case .known:
            break
        }
        // Every shown region's kinds and each calendar with an event that day, then the tags
        // of the regions and calendars with one, as many as fit.
        var column = position.column + (status.isKnown ? 0 : 1)
        for mark in marks.prefix(max(0, width - (column - position.column))) {
            var style = barStyle.merged(with: looks.style(mark))
            if !inMonth { style.dim = true }
            screen.put(looks.glyph(mark), row: position.row, column: column, style: style)
            column += 1
        }
        // The bridge mark comes from the rules, whatever the holiday source knows yet.
        if state.bridges?.bridge(leavingOn: date) != nil, column - position.column < width {
            screen.put(theme.glyphs.bridge, row: position.row, column: column,
                       style: barStyle.merged(with: theme.style(.bridgeDay)))
            column += 1
        }
        for tag in tags {
            let tag = " " + tag
            guard column - position.column + tag.displayWidth <= width else { break }
            screen.put(tag, row: position.row, column: column, style: barStyle.merged(with: theme.style(.hint)))
            column += tag.displayWidth
        }
    }
}
