import CalendarModel
import HolidayEngine
import TerminalText

/// The week view: each of the seven days with its date, weekday and every holiday's name in
/// full (a calendar's timed event after its start time), styled by kind or calendar and
/// wrapped at word boundaries (`WeekLayout` picks columns or rows so that they fit).
struct WeekView {
    let state: CalendarState
    let theme: Theme

    /// A line of a day's names, in its style.
    typealias Line = (text: String, style: TextStyle)

    /// Where each day goes in `body`, given the lines its names take.
    func layout(in body: Rect) -> WeekLayout { laidOut(in: body).layout }

    func draw(on screen: Screen, in body: Rect) {
        let (layout, lines) = laidOut(in: body)
        for (index, date) in state.week.dates.enumerated() {
            let frame = layout.frame(ofDay: index)
            if layout.sideBySide {
                drawColumn(date, lines: lines[index], in: frame, on: screen)
            } else {
                drawBlock(date, lines: lines[index], in: frame, on: screen)
            }
        }
    }

    /// The layout of `body`, and each day's name lines at the width it chose: wrapped once,
    /// for the layout and the drawing both (a busy calendar's week is hundreds of names),
    /// and where the layout only asks whether a day fits, no further than that answer.
    private func laidOut(in body: Rect) -> (layout: WeekLayout, lines: [[Line]]) {
        var wrapped: [Int: [[Line]]] = [:]
        func lines(width: Int, enough: Int = .max) -> [[Line]] {
            if let known = wrapped[width] { return known }
            // A day cut short at `enough` does not fit, so its width is not the one drawn.
            let lines = state.week.dates.map { nameLines($0, width: width, enough: enough) }
            wrapped[width] = lines
            return lines
        }
        let layout = WeekLayout(body: body) { width, enough in lines(width: width, enough: enough).map(\.count) }
        let width = layout.sideBySide
            ? WeekLayout.nameWidth(inColumn: layout.frame(ofDay: 0).columns) : WeekLayout.nameWidth(inRow: body.columns)
        return (layout, lines(width: width))
    }

    /// A day as a column: weekday, date, then the names below.
    private func drawColumn(_ date: CivilDate, lines: [Line], in frame: Rect, on screen: Screen) {
        let width = frame.columns - 1
        let header = headerStyle(date)
        screen.fill(row: frame.row, column: frame.column, width: width, style: header)
        screen.put(" " + theme.names.weekday(date.weekday, width: width - 1), row: frame.row,
                   column: frame.column, style: header)
        screen.fill(row: frame.row + 1, column: frame.column, width: width, style: header)
        screen.put(" " + DateText.dayMonth(date, theme.names), row: frame.row + 1, column: frame.column,
                   style: dateStyle(date, base: header))
        let room = frame.rows - WeekLayout.columnHeaderRows
        for (index, line) in clipped(lines, to: room).enumerated() {
            screen.put(" " + line.text, row: frame.row + 3 + index, column: frame.column, style: line.style)
        }
    }

    /// A day as a row: `Mon 23 Feb` on the left, the names beside it, one per line.
    private func drawBlock(_ date: CivilDate, lines: [Line], in frame: Rect, on screen: Screen) {
        guard frame.rows > 0 else { return }
        let labelWidth = WeekLayout.labelWidth
        let header = headerStyle(date)
        screen.fill(row: frame.row, column: frame.column, width: labelWidth - 1, style: header)
        screen.put(" " + DateText.withoutYear(date, theme.names), row: frame.row, column: frame.column,
                   style: dateStyle(date, base: header))
        for (index, line) in clipped(lines, to: frame.rows).enumerated() {
            screen.put(line.text, row: frame.row + index, column: frame.column + labelWidth, style: line.style)
        }
    }

    private func headerStyle(_ date: CivilDate) -> TextStyle {
        var style = theme.style(state.isWeekend(date) ? .weekendHeader : .weekdayHeader)
        if let range = state.selectedRange, range.contains(date) {
            style = style.merged(with: theme.style(.inRange))
        }
        if date == state.selection { style = style.merged(with: theme.style(.selected)) }
        return style
    }

    private func dateStyle(_ date: CivilDate, base: TextStyle) -> TextStyle {
        date == state.today ? base.merged(with: theme.style(.today)) : base
    }

    /// Every holiday of the day, its glyph and its name wrapped to `width` columns after it;
    /// or what is known instead. Past `enough` lines, it stops: more says no more.
    private func nameLines(_ date: CivilDate, width: Int, enough: Int = .max) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        switch state.book[date] {
        case .failed:
            lines.append(("\(theme.glyphs.unknown) unknown", theme.style(.unknown)))
        case .unknown:
            if state.fetch.isLoading { lines.append((theme.glyphs.pending, theme.style(.hint))) }
        case .known:
            break
        }
        var lastTag: String?
        let looks = CalendarLooks(state.calendars, theme: theme)
        // Each holiday takes a line at least, so `enough + 1` of them are enough.
        for (tag, holiday, mark) in state.taggedHolidays(on: date, first: enough == .max ? .max : enough + 1).first {
            if lines.count > enough { return lines }
            // With several regions, each region's names come under a line with its tag, so
            // they keep the whole width (a tag beside them would break short words).
            if let tag, tag != lastTag {
                lines += TerminalSafeText.clean(tag).wrapped(toWidth: width).map { ($0, theme.style(.hint)) }
                lastTag = tag
            }
            // A timed event starts with its time on the day it starts (all-day ones, and the
            // later days of one across midnight, with none).
            let text = holiday.startTime.map { "\($0) \(holiday.localName)" } ?? holiday.localName
            lines += wrappedWithGlyph(looks.glyph(mark), text, width: width, style: looks.style(mark))
        }
        if let bridge = state.bridges?.bridge(leavingOn: date) {
            lines += wrappedWithGlyph(theme.glyphs.bridge, BridgeText.buys(bridge, theme.names), width: width, style: theme.style(.bridgeDay))
        }
        return lines
    }

    /// `text` wrapped to `width` columns after `glyph`, the lines after the first indented.
    private func wrappedWithGlyph(
        _ glyph: String, _ text: String, width: Int, style: TextStyle
    ) -> [Line] {
        text.wrapped(toWidth: width).enumerated().map { index, part in
            ((index == 0 ? glyph + " " : "  ") + part, style)
        }
    }

    /// At most `room` lines; when some do not fit (a terminal too short for the week's
    /// names), the last shown line says how many.
    private func clipped(
        _ lines: [Line], to room: Int
    ) -> [Line] {
        guard room > 0 else { return [] }
        guard lines.count > room else { return lines }
        return Array(lines.prefix(room - 1)) + [("+\(lines.count - room + 1) more lines", theme.style(.hint))]
    }
}
