import CalendarModel
import HolidayEngine
import TerminalText

/// The row above the status line: what each glyph means, and how fetching is going.
struct LegendBar {
    let state: CalendarState
    let theme: Theme

    func draw(on screen: Screen, row: Int) {
        let width = screen.size.columns
        var right: (text: String, style: TextStyle)?
        if let failure = state.fetch.failure {
            right = (TerminalSafeText.clean(failure.description), theme.style(.error))
        } else if let progress = state.fetch.progress, progress.isLoading {
            right = (ProgressText.line(progress, spinner: spinnerFrame, separator: theme.glyphs.separator), theme.style(.progress))
        }
        var rightWidth = 0
        if let right {
            let shown = (right.text + " ").truncated(toWidth: width - 1)
            rightWidth = shown.displayWidth
            screen.put(shown, row: row, column: width - rightWidth, style: right.style)
        }
        var column = 1
        for kind in legendKinds {
            let label = "\(theme.glyphs.glyph(kind)) \(kind.label.lowercased())"
            guard column + label.displayWidth + 2 <= width - rightWidth else { break }
            screen.put(theme.glyphs.glyph(kind), row: row, column: column, style: theme.style(kind))
            screen.put(" " + kind.label.lowercased(), row: row, column: column + 1, style: theme.style(.legend))
            column += label.displayWidth + 2
        }
        // Each calendar file by its tag, in its own glyph and colour.
        let looks = CalendarLooks(state.calendars, theme: theme)
        for (index, calendar) in state.calendars.enumerated() {
            let glyph = looks.glyph(.calendar(index))
            let label = "\(glyph) \(calendar.tag)"
            guard column + label.displayWidth + 2 <= width - rightWidth else { break }
            screen.put(glyph, row: row, column: column, style: looks.style(.calendar(index)))
            screen.put(" " + calendar.tag, row: row, column: column + 1, style: theme.style(.legend))
            column += label.displayWidth + 2
        }
        if state.bridges != nil, column + 10 <= width - rightWidth {
            screen.put(theme.glyphs.bridge, row: row, column: column, style: theme.style(.bridgeDay))
            screen.put(" bridge", row: row, column: column + 1, style: theme.style(.legend))
            column += 10
        }
        if hasUnknownDays, column + 10 <= width - rightWidth {
            screen.put(theme.glyphs.unknown, row: row, column: column, style: theme.style(.unknown))
            screen.put(" unknown", row: row, column: column + 1, style: theme.style(.legend))
        }
    }

    /// The region's kinds, and any other kind a provider (or a region shown beside it) put on
    /// screen.
    private var legendKinds: [HolidayKind] {
        var kinds = state.profile?.kinds ?? []
        for book in [state.book] + state.alongside.map(\.book) {
            for date in state.visibleRange {
                for holiday in book.holidays(on: date) where !kinds.contains(holiday.kind) {
                    kinds.append(holiday.kind)
                }
            }
        }
        return kinds.sorted()
    }

    private var hasUnknownDays: Bool {
        state.visibleRange.contains { state.book[$0] == .failed }
    }

    private var spinnerFrame: String {
        let frames = theme.glyphs.spinner
        return frames[state.fetch.spinnerPhase % frames.count]
    }
}
