import CalendarModel
import HolidayEngine

/// What a bridge buys, in words: `take Fri 2 Jan: 4 days off, 1-4 Jan`.
enum BridgeText {
    /// The leave to take and the stretch of days off it makes.
    static func buys(_ bridge: Bridge, _ names: DateNames) -> String {
        let leave = bridge.leave.map { DateText.withoutYear($0, names) }.joined(separator: ", ")
        return "take \(leave): \(bridge.daysOff) days off, \(span(bridge.joined, names))"
    }

    /// `1-4 Jan`, or `31 Dec-3 Jan` across months.
    static func span(_ range: DateRange, _ names: DateNames) -> String {
        let (first, last) = (range.lowerBound, range.upperBound)
        if first.yearMonth == last.yearMonth { return "\(first.day)-\(DateText.dayMonth(last, names))" }
        return "\(DateText.dayMonth(first, names))-\(DateText.dayMonth(last, names))"
    }

    /// The bridges of what is on screen, best first, each as its leave days and the days
    /// off it buys (the unit said once, to fit the status line's half):
    /// `bridges: 27 Nov 4 days off, 9-10 Nov 5, 12-13 Nov 5`.
    static func summary(of state: CalendarState, _ names: DateNames) -> String {
        if state.bridges?.cannotPlan == true { return "no bridge days: \(state.region.code) has no rules" }
        let bridges = state.visibleBridges
        guard !bridges.isEmpty else { return "no bridge days here (b hides)" }
        let each = bridges.enumerated().map { index, bridge in
            "\(leaveDays(bridge.leave, names)) \(bridge.daysOff)\(index == 0 ? " days off" : "")"
        }
        return "bridges: " + each.joined(separator: ", ")
    }

    /// `27 Nov`, `9-10 Nov` for days in a row, `9 Nov+11 Nov` for days apart.
    private static func leaveDays(_ leave: [CivilDate], _ names: DateNames) -> String {
        guard let first = leave.first, let last = leave.last, first != last else {
            return leave.first.map { DateText.dayMonth($0, names) } ?? ""
        }
        if first.adding(days: leave.count - 1) == last { return span(DateRange(first, last), names) }
        return leave.map { DateText.dayMonth($0, names) }.joined(separator: "+")
    }
}
