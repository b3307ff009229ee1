import HolidayEngine

/// Which intent a key or a click means, given what is on screen: an open pane takes keys
/// first.
public enum KeyBindings {
    /// The calendar's keys, a line of the help each: what every key means when no pane is
    /// open, with the words the help pane shows beside it. The README's key table is this
    /// table too (`KeyTableTests` holds it to it).
    public static let table: [Binding] = [
        Binding("previous / next day", [
            .left: .moveDays(-1), .right: .moveDays(1), .character("h"): .moveDays(-1), .character("l"): .moveDays(1),
        ]),
        Binding("previous / next week", [
            .up: .moveDays(-7), .down: .moveDays(7), .character("k"): .moveDays(-7), .character("j"): .moveDays(7),
        ]),
        Binding("previous / next month (or week, or year, as shown)", [
            .pageUp: .page(-1), .pageDown: .page(1), .character("["): .page(-1), .character("]"): .page(1),
        ]),
        Binding("same as PgUp PgDn", [.shiftUp: .page(-1), .shiftDown: .page(1)]),
        Binding("previous / next month", [.shiftLeft: .moveMonths(-1), .shiftRight: .moveMonths(1)]),
        Binding("first / last day of the month (or week, or year)", [.home: .jumpToEdge(-1), .end: .jumpToEdge(1)]),
        Binding("today / go to a date: 2027-03-15, 2027-03, march", [
            .character("t"): .goToToday, .character("g"): .startGoTo,
        ]),
        Binding("month and year picker", [.character("M"): .openMonthPicker]),
        Binding("month view / week view", [.character("w"): .toggleMode]),
        Binding("year view (y or w: back) / ISO week of each row's 4th day", [
            .character("y"): .toggleYearView, .character("W"): .toggleWeekNumbers,
        ]),
        Binding("cycle the first day of the week / the language of names", [
            .character("f"): .cycleFirstWeekday, .character("L"): .cycleLanguage,
        ]),
        Binding("pop-up with the selected day's holidays", [.enter: .showDetails]),
        Binding("select a range to count its business days", [.character("v"): .toggleRange]),
        Binding("mark bridge days: leave that joins days off", [.character("b"): .toggleBridges]),
        Binding("search holiday names / next, previous match", [
            .character("/"): .startSearch, .character("n"): .repeatSearch(.forward),
            .character("N"): .repeatSearch(.backward),
        ]),
        Binding("change region", [.character("c"): .openRegionPicker]),
        Binding("retry missing days, or fetch them all again", [.character("r"): .reload]),
        Binding("close a pane, end a range, stop a search", [.escape: .dismiss]),
        Binding("help / quit", [.character("?"): .toggleHelp, .character("q"): .quit]),
        Binding("redraw the screen", inPanes: true, [.redraw: .redraw]),
        // A click is not a key: `intent(for:in:)` with a `Click` gives its meaning.
        Binding(
            "click selects, click again opens, wheel pages", label: "mouse",
            [.wheelUp: .page(-1), .wheelDown: .page(1)]),
    ]

    private static let calendarKeys = meanings(of: table)
    private static let paneKeys = meanings(of: table.filter(\.inPanes))

    /// What `key` means in `state`; nil when nothing.
    public static func intent(for key: Key, in state: CalendarState) -> CalendarIntent? {
        guard let overlay = state.overlay else { return calendarKeys[key] }
        if let meaning = paneKeys[key] { return meaning }
        switch overlay {
        case .goTo: return goTo(key)
        case .help: return help(key)
        case .dayDetails: return dayDetails(key)
        case .monthPicker: return monthPicker(key)
        case .regionPicker: return regionPicker(key)
        case .search: return searchPrompt(key)
        }
    }

    /// What `click` means in `state`: on the calendar a click on a day selects it, or opens
    /// the day already selected; in the region picker a click on a row chooses its region;
    /// anywhere else, and with any other pane open, it does nothing.
    public static func intent(for click: Click, in state: CalendarState) -> CalendarIntent? {
        switch (click, state.overlay) {
        case (.date(let date), nil): .activate(date)
        case (.regionRow(let row), .regionPicker?): .chooseRegionRow(row)
        default: nil
        }
    }

    private static func meanings(of bindings: [Binding]) -> [Key: CalendarIntent] {
        var meanings: [Key: CalendarIntent] = [:]
        for binding in bindings {
            for (key, intent) in binding.keys {
                precondition(meanings.updateValue(intent, forKey: key) == nil, "\(key) is bound twice")
            }
        }
        return meanings
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

    /// Letters are the filter's (so `q`, `j` and `k` are text here); the footer names the
    /// rest.
    private static func regionPicker(_ key: Key) -> CalendarIntent? {
        switch key {
        case .up, .wheelUp: .moveRegionPicker(-1)
        case .down, .wheelDown: .moveRegionPicker(1)
        case .pageUp: .moveRegionPicker(-RegionPicker.page)
        case .pageDown: .moveRegionPicker(RegionPicker.page)
        case .home: .moveRegionPicker(Int.min)
        case .end: .moveRegionPicker(Int.max)
        case .enter: .chooseRegion
        case .character("+"): .toggleAlongsideRegion
        case .escape: .dismiss
        case .backspace: .eraseRegionFilter
        case .character(let c) where c.isLetter || c.isNumber || c.isPunctuation || c == " ":
            .typeRegionFilter(c)
        default: nil
        }
    }
}
