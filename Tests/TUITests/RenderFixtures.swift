import CalendarModel
import HolidayEngine
import TUI

/// States and screens the render tests share.
enum RenderFixtures {
    static func date(_ text: String) -> CivilDate { CivilDate.parse(text)! }

    static let us = RegionChoice(code: "US", name: "United States")
    static let ee = RegionChoice(code: "EE", name: "Estonia", localName: "Eesti")
    static let usProfile = RegionProfile(code: "US", name: "United States", kinds: [.public])
    static let eeProfile = RegionProfile(
        code: "EE", name: "Estonia", kinds: [.public, .folk, .halfDay], known: .from(1991))

    /// February 2026 in the US with Washington's Birthday known, selected on the 16th.
    static func february(
        selection: String = "2026-02-16", firstWeekday: Weekday = .sunday, mode: ViewMode = .month
    ) -> CalendarState {
        var state = CalendarState(
            today: date("2026-02-10"), selection: date(selection), mode: mode,
            firstWeekday: firstWeekday, region: us, regions: [us, ee])
        state.apply(.regionDescribed(code: "US", profile: usProfile))
        state.apply(.fetched(.answered(region: "US", range: state.visibleRange, holidays: [
            Holiday(date: date("2026-02-16"), name: "Washington's Birthday", kind: .public, region: "US"),
        ])))
        return state
    }

    /// Estonia around Independence Day, where a public holiday and a folk day share a date.
    static func estonia(selection: String = "2026-02-24", mode: ViewMode = .month) -> CalendarState {
        var state = CalendarState(
            today: date("2026-02-10"), selection: date(selection), mode: mode,
            firstWeekday: .monday, region: ee, regions: [us, ee])
        state.apply(.regionDescribed(code: "EE", profile: eeProfile))
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange, holidays: [
            Holiday(date: date("2026-02-02"), name: "Candlemas", localName: "küünlapäev ehk pudrupäev", kind: .folk, region: "EE"),
            Holiday(date: date("2026-02-23"), name: "Eve of Independence Day", localName: "lühendatud tööpäev", kind: .halfDay, region: "EE"),
            Holiday(date: date("2026-02-24"), name: "Independence Day", localName: "iseseisvuspäev", kind: .public, region: "EE"),
            Holiday(date: date("2026-02-24"), name: "St Matthias' Day", localName: "talvine madisepäev", kind: .folk, region: "EE"),
        ])))
        return state
    }

    static func render(_ state: CalendarState, rows: Int, columns: Int, color: Bool = true) -> MemoryScreen {
        let screen = MemoryScreen(rows: rows, columns: columns)
        FrameRenderer(theme: Theme(usesColor: color)).draw(state, on: screen)
        return screen
    }
}
