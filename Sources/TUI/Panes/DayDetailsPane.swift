import CalendarModel
import HolidayEngine
import TerminalText

/// The `Enter` pane: every holiday of the selected day with its names, kind, region,
/// the day it stands in for, and the provider's description.
struct DayDetailsPane {
    let state: CalendarState
    let scroll: Int
    let theme: Theme

    typealias Line = (text: String, style: TextStyle)

    func draw(on screen: Screen, in area: Rect) {
        let width = min(area.columns - 2, 64)
        let textWidth = width - 4
        let (lines, starts) = content(width: textWidth)
        let first = starts.indices.contains(scroll) ? starts[scroll] : 0
        let height = min(area.rows, lines.count + 2)
        let frame = area.centered(rows: height, columns: width)
        let box = PaneBox(frame: frame, theme: theme)
        let more = first + box.inside.rows < lines.count
        let g = theme.glyphs
        let footer = more ? "\(g.arrowDown) more  Esc close" : "\(g.arrowLeft) \(g.arrowRight) day  Esc close"
        box.draw(title: DateText.long(state.selection, theme.names), footer: footer, on: screen)
        let inside = box.inside
        for (index, line) in lines.dropFirst(first).prefix(inside.rows).enumerated() {
            screen.put(line.text, row: inside.row + index, column: inside.column, style: line.style)
        }
    }

    /// The lines of the pane, and the index of the first line of each holiday (scrolling
    /// moves a holiday at a time).
    func content(width: Int) -> (lines: [Line], starts: [Int]) {
        guard !state.alongside.isEmpty || !state.calendars.isEmpty else {
            return content(of: state.book[state.selection], width: width)
        }
        return groupedByRegion(width: width)
    }

    /// The lines of one region's day, and the first line of each of its holidays.
    func content(of status: DayStatus, width: Int) -> (lines: [Line], starts: [Int]) {
        let dim = theme.style(.paneDim)
        switch status {
        case .unknown:
            let text = state.fetch.isLoading ? "Fetching this day's holidays..." : "Not fetched yet."
            return (wrap(text, width, dim), [0])
        case .failed:
            let reason = state.fetch.failure.map { TerminalSafeText.clean($0.description) } ?? "the request failed"
            return (wrap("Could not be fetched: \(reason)", width, theme.style(.unknown)), [0])
        case .known(let holidays) where holidays.isEmpty:
            return (wrap("No holidays.", width, dim), [0])
        case .known(let holidays):
            var lines: [Line] = []
            var starts: [Int] = []
            for holiday in holidays {
                if !lines.isEmpty { lines.append(("", dim)) }
                starts.append(lines.count)
                lines += entry(holiday, width: width)
            }
            return (lines, starts)
        }
    }

    private func entry(_ holiday: Holiday, width: Int) -> [Line] {
        let kindStyle = theme.style(holiday.kind)
        let text = theme.style(.paneText)
        let dim = theme.style(.paneDim)
        if let event = holiday.event {
            // A calendar's event: its name, when (its time, or its days), where, what.
            // In its calendar's glyph and colour, as the grid marks it.
            let mark = state.calendars.firstIndex { $0.tag == holiday.region }.map(DayMark.calendar) ?? .kind(holiday.kind)
            let looks = CalendarLooks(state.calendars, theme: theme)
            var lines = wrap("\(looks.glyph(mark)) \(holiday.name)", width, looks.style(mark))
            let days = event.lastDay > event.firstDay
                ? "\(DateText.long(event.firstDay, theme.names)) to \(DateText.long(event.lastDay, theme.names))" : nil
            let when = [event.time ?? (days == nil ? "all day" : nil), days].compactMap { $0 }
            lines += wrap("  " + when.joined(separator: " \(theme.glyphs.separator) "), width, text)
            if let location = event.location { lines += wrap("  at \(location)", width, text) }
            if let description = event.description { lines += wrap("  \(description)", width, dim) }
            if event.isDayOff { lines += wrap("  a day off (days_off)", width, dim) }
            return lines
        }
        var lines = wrap("\(theme.glyphs.glyph(holiday.kind)) \(holiday.localName)", width, kindStyle)
        if holiday.name != holiday.localName {
            lines += wrap("  \(holiday.name)", width, text)
        }
        lines += wrap("  \(holiday.kind.label) \(theme.glyphs.separator) \(holiday.region)", width, dim)
        if holiday.isEstimated {
            lines += wrap("  estimated date: not yet confirmed", width, theme.style(.warning))
        }
        if let original = holiday.observedOf {
            lines += wrap("  observed for \(DateText.long(original, theme.names))", width, text)
        }
        if let details = holiday.details, !details.isEmpty {
            lines += wrap("  " + TerminalSafeText.clean(details), width, dim)
        }
        return lines
    }

    private func wrap(_ text: String, _ width: Int, _ style: TextStyle) -> [Line] {
        let indent = String(text.prefix(while: { $0 == " " }))
        return text.wrapped(toWidth: width - indent.count).enumerated().map { index, line in
            ((index == 0 ? indent : indent + "  ") + line, style)
        }
    }
}
