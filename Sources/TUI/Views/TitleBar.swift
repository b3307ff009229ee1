import CalendarModel
import HolidayEngine

/// The first row: what is shown (`February 2026`, or the week) and where from.
struct TitleBar {
    let state: CalendarState
    let theme: Theme

    func draw(on screen: Screen, row: Int) {
        let width = screen.size.columns
        let detail = state.alongside.isEmpty
            ? "\(state.region.name) \(theme.glyphs.separator) \(state.sourceName) "
            : Self.regionsKey(of: state, separator: theme.glyphs.separator)
        let title = " " + Self.title(of: state, separator: theme.glyphs.separator, names: theme.names)
        screen.put(title.truncated(toWidth: width), row: row, column: 0, style: theme.style(.title))
        let room = width - title.displayWidth - 2
        if room >= 8 {
            let shown = detail.truncated(toWidth: room)
            screen.put(shown, row: row, column: width - shown.displayWidth, style: theme.style(.titleDetail))
        }
    }

    /// `February 2026`, or `Week 9 · 23 Feb - 1 Mar 2026`.
    static func title(of state: CalendarState, separator: String, names: DateNames) -> String {
        switch state.mode {
        case .month:
            return names.title(of: state.selection.yearMonth)
        case .week:
            let week = state.week
            let start = week.start
            let end = week.end
            let from = start.year == end.year
                ? DateText.dayMonth(start, names) : "\(DateText.dayMonth(start, names)) \(start.year)"
            return "Week \(week.isoWeek.week) \(separator) \(from) - \(DateText.dayMonth(end, names)) \(end.year)"
        case .year:
            return String(state.selection.year)
        }
    }
}
