import CalendarModel
import HolidayEngine
import TerminalText

/// The last row: the selected day and its holidays (or the range being selected, and
/// whether its business days are being counted), and a reminder of the help key. In the
/// reminder's place, first to last: the match of a search, or that one is being worked
/// out, a notice from the fetch side, the years the region's rules are known for when the
/// shown year is outside them, how the region was chosen (until the first key), the bridge
/// days on screen (`b`).
struct StatusBar {
    let state: CalendarState
    let theme: Theme

    func draw(on screen: Screen, row: Int) {
        let width = screen.size.columns
        let (hint, hintStyle) = hint
        let hintShown = (hint + " ").truncated(toWidth: max(0, width / 2))
        screen.put(hintShown, row: row, column: width - hintShown.displayWidth, style: hintStyle)

        var column = 1
        let room = width - hintShown.displayWidth - 2
        func put(_ text: String, _ style: TextStyle) {
            let shown = text.truncated(toWidth: room - (column - 1), ellipsis: theme.glyphs.ellipsis)
            screen.put(shown, row: row, column: column, style: style)
            column += shown.displayWidth
        }
        if let range = state.selectedRange {
            put(Self.rangeText(range, businessDays: state.rangeBusinessDays, counting: state.isCountingBusinessDays, names: theme.names),
                theme.style(.status))
            return
        }
        put(DateText.long(state.selection, theme.names), theme.style(.status).merged(with: TextStyle(bold: true)))
        let separator = " \(theme.glyphs.separator) "
        // Each name takes a column at least: no more of a busy day's than the line holds.
        let tagged = state.taggedHolidays(on: state.selection, first: max(1, room)).first
        if !tagged.isEmpty {
            // Several regions: each name after its region's tag, the primary region's first.
            let looks = CalendarLooks(state.calendars, theme: theme)
            for (index, (tag, holiday, mark)) in tagged.enumerated() {
                // A calendar's day may hold dozens of events: none past the line's end.
                guard column - 1 < room else { break }
                put(index == 0 ? separator : ", ", theme.style(.hint))
                if let tag { put(TerminalSafeText.clean(tag) + " ", theme.style(.status)) }
                put("\(looks.glyph(mark)) \(holiday.localName)", looks.style(mark))
            }
            return
        }
        switch state.book[state.selection] {
        case .known:
            put(separator + "no holidays", theme.style(.hint))
        case .failed:
            put(separator + "unknown: the request failed", theme.style(.unknown))
        case .unknown:
            put(separator + (state.fetch.isLoading ? "fetching" : "not fetched"), theme.style(.hint))
        }
        if let bridge = state.selectedBridge {
            put(separator + theme.glyphs.bridge + " " + BridgeText.buys(bridge, theme.names), theme.style(.bridgeDay))
        }
    }

    /// The right-hand text and its style.
    private var hint: (String, TextStyle) {
        if let match = state.searchMatch { return (Self.matchText(match, glyphs: theme.glyphs, names: theme.names), theme.style(.status)) }
        if let search = state.searchInProgress {
            return ("searching \"\(TerminalSafeText.quoted(search.text))\" (Esc stops)", theme.style(.status))
        }
        if let notice = state.notice { return (TerminalSafeText.clean(notice), theme.style(.warning)) }
        if let note = state.validityNote { return (TerminalSafeText.clean(note), theme.style(.warning)) }
        if let origin = state.regionOrigin { return (TerminalSafeText.clean(origin), theme.style(.status)) }
        // On a bridge day the left side says what it buys; the room is the reminder's.
        if state.bridges != nil, state.selectedBridge == nil { return (TerminalSafeText.clean(BridgeText.summary(of: state, theme.names)), theme.style(.bridgeDay)) }
        return ("? help  q quit", theme.style(.hint))
    }

    /// `4 business days between Mon 2 Mar and Mon 9 Mar 2026 (ends excluded)`; while they
    /// are being counted, `counting the business days between ...`.
    static func rangeText(_ range: DateRange, businessDays: Int?, counting: Bool = false, names: DateNames) -> String {
        guard range.count > 1 else {
            return "Range from \(DateText.long(range.lowerBound, names)): move to its other end (Esc ends it)"
        }
        let first = range.lowerBound.year == range.upperBound.year
            ? DateText.withoutYear(range.lowerBound, names) : DateText.long(range.lowerBound, names)
        let between = "between \(first) and \(DateText.long(range.upperBound, names)) (ends excluded)"
        guard let count = businessDays else {
            return counting ? "counting the business days \(between)" : "\(range.count) days, \(between)"
        }
        return "\(count) business day\(count == 1 ? "" : "s") \(between)"
    }
}
