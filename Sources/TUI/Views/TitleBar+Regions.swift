import CalendarModel
import HolidayEngine
import TerminalText

/// The title bar with several regions shown: the key to their tags.
extension TitleBar {
    /// `US United States · nager + EE Estonia, NSW Australia, New South Wales (rules) `:
    /// each tag with its region's name; the regions beside the primary one come from
    /// holical's rules whatever the source (docs/architecture.md, "Several regions at once"),
    /// and the title says so.
    static func regionsKey(of state: CalendarState, separator: String) -> String {
        let named = zip(state.regionTags, state.shownRegions).map { tag, region in
            TerminalSafeText.clean(tag) + " " + TerminalSafeText.clean(region.name)
        }
        let others = named.dropFirst().joined(separator: ", ")
        return "\(named[0]) \(separator) \(state.sourceName) + \(others) (rules) "
    }
}
