import CalendarModel
import HolidayEngine

/// Draws a whole frame of the state onto a screen: the calendar, the bars around it, and
/// the open pane on top.
public struct FrameRenderer: Sendable {
    public let theme: Theme

    public init(theme: Theme) { self.theme = theme }

    public func draw(_ state: CalendarState, on screen: Screen) {
        screen.clear()
        let layout = FrameLayout(size: screen.size)
        guard layout.fits else {
            TooSmallNotice(theme: theme).draw(on: screen)
            return
        }
        TitleBar(state: state, theme: theme).draw(on: screen, row: layout.titleRow)
        switch state.mode {
        case .month: MonthView(state: state, theme: theme).draw(on: screen, in: layout.body)
        case .week: WeekView(state: state, theme: theme).draw(on: screen, in: layout.body)
        case .year: YearView(state: state, theme: theme).draw(on: screen, in: layout.body)
        }
        LegendBar(state: state, theme: theme).draw(on: screen, row: layout.legendRow)
        StatusBar(state: state, theme: theme).draw(on: screen, row: layout.statusRow)
        drawOverlay(state, on: screen, in: layout.whole)
    }

    private func drawOverlay(_ state: CalendarState, on screen: Screen, in area: Rect) {
        switch state.overlay {
        case nil: break
        case .help: HelpPane(theme: theme).draw(on: screen, in: area)
        case .dayDetails(let scroll):
            DayDetailsPane(state: state, scroll: scroll, theme: theme).draw(on: screen, in: area)
        case .goTo(let prompt): GoToPane(prompt: prompt, theme: theme).draw(on: screen, in: area)
        case .search(let prompt):
            SearchPane(prompt: prompt, regionName: state.region.name, theme: theme).draw(on: screen, in: area)
        case .monthPicker(let month): MonthPickerPane(picked: month, theme: theme).draw(on: screen, in: area)
        case .regionPicker(let picker):
            RegionPickerPane(
                picker: picker, regions: state.regions, current: state.region, theme: theme,
                alongside: state.alongside.map(\.choice.code)
            ).draw(on: screen, in: area)
        }
    }

    /// The row of the region picker's matches drawn at a screen position, when the picker
    /// is open, for mouse clicks.
    public func regionRow(atRow row: Int, column: Int, of state: CalendarState, size: TerminalSize) -> Int? {
        let layout = FrameLayout(size: size)
        guard layout.fits, case .regionPicker(let picker) = state.overlay else { return nil }
        return RegionPickerPane.Layout(picker: picker, in: layout.whole)
            .match(atRow: row, column: column, count: picker.matches.count)
    }

    /// The date drawn at a screen position in the calendar beneath any pane, for mouse
    /// clicks (what a click means, `KeyBindings` says).
    public func date(atRow row: Int, column: Int, of state: CalendarState, size: TerminalSize) -> CivilDate? {
        let layout = FrameLayout(size: size)
        guard layout.fits else { return nil }
        switch state.mode {
        case .month:
            guard let cell = MonthLayout(body: layout.body, weekNumbers: state.showsWeekNumbers).cell(atRow: row, column: column) else { return nil }
            return state.grid.date(week: cell.week, column: cell.column)
        case .week:
            return WeekView(state: state, theme: theme).layout(in: layout.body).day(atRow: row, column: column)
                .map { state.week.start.adding(days: $0) }
        case .year:
            return YearView(state: state, theme: theme).layout(in: layout.body).date(atRow: row, column: column)
        }
    }
}
