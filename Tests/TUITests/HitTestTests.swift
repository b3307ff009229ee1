import CalendarModel
import HolidayEngine
import Testing
import TUI

@Suite("Mouse hit-testing")
struct HitTestTests {
    @Test("a click lands on the date drawn under it, in both views and several sizes", arguments: [
        (24, 80), (30, 100), (40, 120), (20, 50),
    ])
    func dates(rows: Int, columns: Int) {
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        let size = TerminalSize(rows: rows, columns: columns)
        for mode in [ViewMode.month, .week] {
            let state = RenderFixtures.february(mode: mode)
            let screen = RenderFixtures.render(state, rows: rows, columns: columns)
            let dates = mode == .month ? state.grid.dates : state.week.dates
            for date in dates where date.month == 2 {
                // Find where this date's label is drawn and click on it.
                let label = mode == .month ? String(date.day).rightAligned(3) : DateTextProbe.label(date, columns: columns)
                guard let position = screen.findAll(label).first(where: { renderer.date(atRow: $0.row, column: $0.column + label.count - 1, of: state, size: size) != nil }) else {
                    Issue.record("\(date) not drawn at \(rows)x\(columns) in \(mode)")
                    continue
                }
                #expect(renderer.date(atRow: position.row, column: position.column + label.count - 1, of: state, size: size) == date)
            }
        }
    }

    @Test("no date under the title or the bars")
    func outside() {
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        let size = TerminalSize(rows: 24, columns: 80)
        let state = RenderFixtures.february()
        #expect(renderer.date(atRow: 0, column: 10, of: state, size: size) == nil)
        #expect(renderer.date(atRow: 23, column: 10, of: state, size: size) == nil)
        #expect(renderer.date(atRow: 5, column: 10, of: state, size: size) != nil)
    }
}

/// How the week view labels a date, for finding it on screen.
enum DateTextProbe {
    static func label(_ date: CivilDate, columns: Int) -> String {
        let month = MonthName.short(date.month)
        return columns / 7 >= 14 ? "\(date.day) \(month)" : "\(date.weekday.shortName) \(date.day) \(month)"
    }
}

extension String {
    func rightAligned(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
