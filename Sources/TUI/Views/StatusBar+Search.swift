import CalendarModel
import HolidayEngine
import TerminalText

extension StatusBar {
    /// What the status line says of a search's match: `Lihavõtted · Sun 5 Apr 2026`, after
    /// `search wrapped:` when it went round the end of the years to find it.
    static func matchText(_ match: HolidaySearch.Match, glyphs: Glyphs, names: DateNames) -> String {
        let holiday = match.holiday
        let text = "\(TerminalSafeText.clean(holiday.localName)) \(glyphs.separator) \(DateText.long(holiday.date, names))"
        return match.wrapped ? "search wrapped: " + text : text
    }
}
