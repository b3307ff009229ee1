import HolidayKit

/// Which intent a key or a click means, given what is on screen: an open pane takes keys
/// first.
public enum KeyBindings {
    /// What `key` means in `state`; nil when nothing.
    public static func intent(for key: Key, in state: CalendarState) -> CalendarIntent? {
        if key == .redraw { return .redraw }
        switch state.overlay {
        case .goTo: return goTo(key)
        case .help: return help(key)
        case .dayDetails: return dayDetails(key)
        case .monthPicker: return monthPicker(key)
        case .regionPicker: return regionPicker(key)
        case nil: return calendar(key)
        }
    }

    /// What a click on `date` means in `state`: it selects the day, or opens the day
    /// already selected; with a pane open it does nothing.
    public static func intent(forClickOn date: CivilDate, in state: CalendarState) -> CalendarIntent? {
        state.overlay == nil ? .activate(date) : nil
    }

    private static func calendar(_ key: Key) -> CalendarIntent? {
        switch key {
        case .left, .character("h"): .moveDays(-1)
        case .right, .character("l"): .moveDays(1)
        case .up, .character("k"): .moveDays(-7)
        case .down, .character("j"): .moveDays(7)
        case .pageUp, .shiftUp, .wheelUp, .character("["): .page(-1)
        case .pageDown, .shiftDown, .wheelDown, .character("]"): .page(1)
        case .shiftLeft: .moveMonths(-1)
        case .shiftRight: .moveMonths(1)
        case .home: .jumpToEdge(-1)
        case .end: .jumpToEdge(1)
        case .enter: .showDetails
        case .escape: .dismiss
        case .character("t"): .goToToday
        case .character("g"): .startGoTo
        case .character("M"): .openMonthPicker
        case .character("w"): .toggleMode
        case .character("f"): .cycleFirstWeekday
        case .character("r"): .reload
        case .character("c"): .openRegionPicker
        case .character("v"): .toggleRange
        case .character("?"): .toggleHelp
        case .character("q"): .quit
        default: nil
        }
    }

    private static func goTo(_ key: Key) -> CalendarIntent? {
        switch key {
        case .enter: .editGoTo(.submit)
        case .backspace: .editGoTo(.deleteBackward)
        case .escape: .dismiss
        case .character(let c) where c.isLetter || c.isNumber || c == "-" || c == " ":
            .editGoTo(.insert(c))
        default: nil
        }
    }

    private static func help(_ key: Key) -> CalendarIntent? {
        switch key {
        case .escape, .enter, .character("?"), .character("q"): .dismiss
        default: nil
        }
    }

    private static func dayDetails(_ key: Key) -> CalendarIntent? {
        switch key {
        case .left, .character("h"): .moveDays(-1)
        case .right, .character("l"): .moveDays(1)
        case .up, .wheelUp, .character("k"): .scrollDetails(-1)
        case .down, .wheelDown, .character("j"): .scrollDetails(1)
        case .pageUp: .scrollDetails(-5)
        case .pageDown: .scrollDetails(5)
        case .escape, .enter, .character("q"): .dismiss
        case .character("?"): .toggleHelp
        default: nil
        }
    }

    private static func monthPicker(_ key: Key) -> CalendarIntent? {
        switch key {
        case .left, .character("h"): .movePicker(months: -1)
        case .right, .character("l"): .movePicker(months: 1)
        case .up, .character("k"): .movePicker(months: -MonthPickerLayout.columns)
        case .down, .character("j"): .movePicker(months: MonthPickerLayout.columns)
        case .pageUp, .character("["): .movePicker(months: -12)
        case .pageDown, .character("]"): .movePicker(months: 12)
        case .enter: .choosePickedMonth
        case .escape, .character("q"): .dismiss
        default: nil
        }
    }

    private static func regionPicker(_ key: Key) -> CalendarIntent? {
        switch key {
        case .up, .character("k"): .moveRegionPicker(-1)
        case .down, .character("j"): .moveRegionPicker(1)
        case .enter: .chooseRegion
        case .escape, .character("q"): .dismiss
        default: nil
        }
    }
}
