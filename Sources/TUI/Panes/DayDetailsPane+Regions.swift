import CalendarModel
import HolidayEngine
import TerminalText

/// The pop-up with several regions shown: the day's holidays grouped under each region's
/// tag and name, the primary region first (docs/architecture.md, "Several regions at once").
extension DayDetailsPane {
    func groupedByRegion(width: Int) -> (lines: [Line], starts: [Int]) {
        var lines: [Line] = []
        var starts: [Int] = []
        let regionCount = 1 + state.alongside.count
        for (index, day) in state.regionDays(on: state.selection).enumerated() {
            // A calendar without events that day is left out: the regions say "No holidays",
            // a calendar's silence says as much.
            if index >= regionCount, day.holidays.isEmpty, day.status.isKnown { continue }
            if !lines.isEmpty { lines.append(("", theme.style(.paneDim))) }
            let heading = "\(TerminalSafeText.clean(day.tag)) \(theme.glyphs.separator) \(TerminalSafeText.clean(day.region.name))"
            let headingStart = lines.count
            lines += heading.wrapped(toWidth: width).map { ($0, theme.style(.paneText).merged(with: TextStyle(bold: true))) }
            // Scrolling moves a holiday at a time; a region's first holiday brings its heading.
            let (part, partStarts) = content(of: day.status, width: width - 2)
            let offset = lines.count
            starts += partStarts.enumerated().map { $0 == 0 ? headingStart : $1 + offset }
            lines += part.map { (text: "  " + $0.text, style: $0.style) }
        }
        return (lines, starts)
    }
}
