import CalendarModel
import HolidayEngine

/// The year view: twelve small months (or the page of them that fits, with a hint naming
/// the others), each day's number followed by the glyph of its first holiday kind, both in
/// that kind's style; weekend days dimmed, today underlined, the selection reversed, as in
/// the month view. Geometry from `YearLayout`.
struct YearView {
    let state: CalendarState
    let theme: Theme

    func layout(in body: Rect) -> YearLayout {
        YearLayout(
            body: body, selection: state.selection, firstWeekday: state.firstWeekday,
            showsWeekNumbers: state.showsWeekNumbers)
    }

    func draw(on screen: Screen, in body: Rect) {
        let layout = layout(in: body)
        let tags = state.regionTags
        let looks = CalendarLooks(state.calendars, theme: theme)
        for month in layout.months {
            guard let origin = layout.origin(of: month) else { continue }
            drawMonth(month, at: origin, layout: layout, tags: tags, looks: looks, on: screen)
        }
        if let row = layout.hintRow {
            var hint = Self.moreHint(layout, theme.names)
            if (hint + Self.howToSeeMore).displayWidth <= body.columns - 2 { hint += Self.howToSeeMore }
            hint = hint.truncated(toWidth: body.columns - 2, ellipsis: theme.glyphs.ellipsis)
            screen.put(hint.centered(inWidth: body.columns), row: row, column: body.column, style: theme.style(.hint))
        }
    }

    /// `more: Jan-Jun, Nov-Dec`: the months not shown, which moving the selection brings.
    static func moreHint(_ layout: YearLayout, _ names: DateNames) -> String {
        func span(_ from: Int, _ to: Int) -> String {
            from == to ? names.shortName(ofMonth: from) : names.shortName(ofMonth: from) + "-" + names.shortName(ofMonth: to)
        }
        var hidden: [String] = []
        if layout.firstMonth > 1 { hidden.append(span(1, layout.firstMonth - 1)) }
        let last = layout.firstMonth + layout.monthCount - 1
        if last < 12 { hidden.append(span(last + 1, 12)) }
        return "more: " + hidden.joined(separator: ", ")
    }

    /// Said after the hint when the row has room.
    static let howToSeeMore = " (move the selection there)"

    private func drawMonth(
        _ month: YearMonth, at origin: (row: Int, column: Int), layout: YearLayout, tags: [String], looks: CalendarLooks,
        on screen: Screen
    ) {
        let isSelected = month == state.selection.yearMonth
        let nameStyle = theme.style(.title).merged(with: isSelected ? TextStyle(underline: true) : .plain)
        let name = theme.names.name(of: month)
        let daysLeft = layout.daysLeft(of: origin)
        screen.put(name.centered(inWidth: 7 * YearLayout.dayWidth - 1), row: origin.row, column: daysLeft, style: nameStyle)

        let grid = MonthGrid(month: month, firstWeekday: state.firstWeekday)
        let first = month.firstDay
        if layout.showsWeekNumbers {
            screen.put("Wk", row: origin.row + 1, column: origin.column, style: theme.style(.hint))
        }
        for (column, weekday) in grid.columns.enumerated() {
            let isWeekend = state.isWeekend(first.adding(days: first.weekday.days(until: weekday)))
            screen.put(
                theme.names.weekday(weekday, width: 2), row: origin.row + 1,
                column: daysLeft + column * YearLayout.dayWidth,
                style: theme.style(isWeekend ? .weekendHeader : .weekdayHeader))
        }
        for week in 0..<MonthGrid.weeks {
            let row = origin.row + 2 + week
            let dates = (0..<7).map { grid.date(week: week, column: $0) }
            guard dates.contains(where: grid.isInMonth) else { continue }
            if layout.showsWeekNumbers {
                let label = String(WeekSpan(containing: dates[0], firstWeekday: state.firstWeekday).isoWeek.week)
                screen.put(label.rightAligned(toWidth: 2), row: row, column: origin.column, style: theme.style(.hint))
            }
            for (column, date) in dates.enumerated() where grid.isInMonth(date) {
                drawDay(date, row: row, column: daysLeft + column * YearLayout.dayWidth, tags: tags, looks: looks, on: screen)
            }
        }
    }

    /// A day's number and its mark: the glyph of its first holiday kind (or, with none, of its
    /// first calendar with an event), `?` for a day whose request failed, `⋯` for a day of
    /// the selected month still being fetched, `⌒` for a bridge day.
    private func drawDay(
        _ date: CivilDate, row: Int, column: Int, tags: [String], looks: CalendarLooks, on screen: Screen
    ) {
        var style = theme.style(.day)
        if state.isWeekend(date) { style = style.merged(with: theme.style(.weekendDay)) }
        if let range = state.selectedRange, range.contains(date) { style = style.merged(with: theme.style(.inRange)) }
        if date == state.selection { style = style.merged(with: theme.style(.selected)) }

        var mark = " "
        var markStyle = style
        var numberStyle = style
        // One column has no room for tags: a holiday of any region shown is marked, and the
        // status line and pop-up say whose.
        if let first = state.taggedHolidays(on: date, tags: tags, first: 0).marks.min() {
            mark = looks.glyph(first)
            markStyle = style.merged(with: looks.style(first))
            numberStyle = markStyle
        } else if state.book[date] == .failed {
            mark = theme.glyphs.unknown
            markStyle = style.merged(with: theme.style(.unknown))
        } else if !state.book[date].isKnown, state.fetch.isLoading, state.focusRange.contains(date) {
            // As in the month view: only the selected month's days are promised (a per-day
            // metered provider is asked for nothing else).
            mark = theme.glyphs.pending
            markStyle = style.merged(with: theme.style(.hint))
        } else if state.bridges?.bridge(leavingOn: date) != nil {
            mark = theme.glyphs.bridge
            markStyle = style.merged(with: theme.style(.bridgeDay))
        }
        if date == state.today { numberStyle = numberStyle.merged(with: theme.style(.today)) }
        screen.put(String(date.day).rightAligned(toWidth: 2), row: row, column: column, style: numberStyle)
        screen.put(mark, row: row, column: column + 2, style: markStyle)
    }
}
