import HolidayKit

extension CalendarState {
    /// Applies an intent; returns what the owner must do beyond drawing the new state.
    @discardableResult
    public mutating func apply(_ intent: CalendarIntent) -> CalendarEffect? {
        switch intent {
        case .moveDays(let days):
            moveSelection(to: selection.adding(days: days))
        case .page(let pages):
            page(pages)
        case .moveMonths(let months):
            moveSelection(to: selection.adding(months: months))
        case .jumpToEdge(let edge):
            jumpToEdge(edge)
        case .goToToday:
            moveSelection(to: today)
        case .select(let date):
            moveSelection(to: date)
        case .activate(let date):
            if date == selection { overlay = .dayDetails(scroll: 0) } else { moveSelection(to: date) }
        case .toggleMode:
            mode = mode.toggled
        case .cycleFirstWeekday:
            firstWeekday = firstWeekday.advanced(by: 1)
        case .showDetails:
            overlay = .dayDetails(scroll: 0)
        case .scrollDetails(let lines):
            scrollDetails(by: lines)
        case .toggleHelp:
            overlay = overlay == .help ? nil : .help
        case .dismiss:
            if overlay != nil { overlay = nil } else { rangeAnchor = nil }
        case .reload:
            fetch.failure = nil
            notice = nil
            return .reload
        case .startGoTo:
            overlay = .goTo(GoToPrompt())
        case .editGoTo(let edit):
            editGoTo(edit)
        case .openMonthPicker:
            overlay = .monthPicker(selection.yearMonth)
        case .movePicker(let months):
            if case .monthPicker(let month) = overlay {
                overlay = .monthPicker(month.adding(months: months))
            }
        case .choosePickedMonth:
            if case .monthPicker(let month) = overlay {
                overlay = nil
                moveSelection(to: selection.adding(months: selection.yearMonth.distance(to: month)))
            }
        case .openRegionPicker:
            overlay = .regionPicker(index: regions.firstIndex(of: region) ?? 0)
        case .moveRegionPicker(let step):
            if case .regionPicker(let index) = overlay, !regions.isEmpty {
                overlay = .regionPicker(index: (index + step + regions.count) % regions.count)
            }
        case .chooseRegion:
            if case .regionPicker(let index) = overlay, regions.indices.contains(index) {
                overlay = nil
                switchRegion(to: regions[index])
            }
        case .toggleRange:
            rangeAnchor = rangeAnchor == nil ? selection : nil
        case .redraw:
            return .redraw
        case .quit:
            wantsToQuit = true
            return .quit
        case .tick:
            if fetch.isLoading { fetch.spinnerPhase &+= 1 }
        case .setToday(let date):
            today = date
        case .fetched(let event):
            record(event)
        }
        return nil
    }

    /// Shows another region's holidays; what was known about the old one is dropped.
    mutating func switchRegion(to choice: RegionChoice) {
        guard choice != region else { return }
        region = choice
        book = HolidayBook(region: choice.code)
        fetch = FetchStatus()
    }
}

extension YearMonth {
    /// Months from `self` to `other`.
    func distance(to other: YearMonth) -> Int {
        (other.year - year) * 12 + (other.month - month)
    }
}
