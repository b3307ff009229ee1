import HolidayEngine

/// Moving the selection; the view follows it into other months and weeks.
extension CalendarState {
    /// Selects `date`, or the nearer end of the years holical answers for with a notice
    /// saying so: the calendar stops there, as every command does.
    mutating func moveSelection(to date: CivilDate) {
        let target = date.clampedToSupportedYears
        if target != date {
            notice = Self.yearLimitNotice
        } else if notice == Self.yearLimitNotice {
            notice = nil
        }
        selection = target
        if case .dayDetails = overlay { overlay = .dayDetails(scroll: 0) }
    }

    /// What the status line says when navigation reaches the first or last supported year.
    public static let yearLimitNotice = "The calendar ends here: " + CivilDate.supportedYearsText + "."

    mutating func page(_ pages: Int) {
        switch mode {
        case .month: moveSelection(to: selection.adding(months: pages))
        case .week: moveSelection(to: selection.adding(days: 7 * pages))
        case .year: moveSelection(to: selection.adding(months: 12 * pages))
        }
    }

    mutating func jumpToEdge(_ edge: Int) {
        let range = mode == .year ? yearRange : focusRange
        moveSelection(to: edge < 0 ? range.lowerBound : range.upperBound)
    }

    mutating func scrollDetails(by lines: Int) {
        guard case .dayDetails(let scroll) = overlay else { return }
        let last = max(0, book.holidays(on: selection).count - 1)
        overlay = .dayDetails(scroll: min(last, max(0, scroll + lines)))
    }
}
