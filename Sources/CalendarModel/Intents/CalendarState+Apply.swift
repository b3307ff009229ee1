import HolidayFetchCore
import HolidayEngine

extension CalendarState {
    /// The spinner turns this often while loading.
    public static let spinnerInterval = Duration.milliseconds(120)

    /// Applies an intent: the one place that decides what happens. Returns what the runtime
    /// must do, in order: what the intent itself asks (quit, redraw, a forced fetch), then
    /// what the new state needs and has not asked for yet (the holidays on screen, the
    /// range's business days, the next wake-up).
    @discardableResult
    public mutating func apply(_ intent: CalendarIntent) -> [CalendarEffect] {
        var effects = reduce(intent)
        askForWhatIsMissing(into: &effects)
        return effects
    }

    private mutating func reduce(_ intent: CalendarIntent) -> [CalendarEffect] {
        switch intent {
        case .start:
            asked = Asked()
        case .key(let key):
            regionOrigin = nil  // said once: gone with the first key
            clearSearchNote()
            return KeyBindings.intent(for: key, in: self).map { reduce($0) } ?? []
        case .click(let click):
            return KeyBindings.intent(for: click, in: self).map { reduce($0) } ?? []
        case .tick(let date):
            today = date
            if fetch.isLoading { fetch.spinnerPhase &+= 1 }
            asked.wake = nil  // it came; the next one is asked for below
        case .fetched(let event):
            record(event)
        case .businessDaysCounted(let code, let range, let count):
            recordCount(count, region: code, range: range)
        case .regionsListed(let listed):
            listRegions(listed)
        case .regionsFiltered(let query, let matches):
            receiveFilter(matches, for: query)
        case .regionDescribed(let code, let profile):
            if code == region.code {
                self.profile = profile
                if firstWeekdayFollowsRegion, let first = profile?.firstWeekday { firstWeekday = first }
            }
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
            if mode == .year { leaveYearView() } else { mode = mode.toggled }
        case .toggleYearView:
            if mode == .year { leaveYearView() } else { enterYearView() }
        case .toggleWeekNumbers:
            showsWeekNumbers.toggle()
        case .cycleFirstWeekday:
            firstWeekday = firstWeekday.advanced(by: 1)
            firstWeekdayFollowsRegion = false
        case .cycleLanguage:
            cycleLanguage()
        case .showDetails:
            overlay = .dayDetails(scroll: 0)
        case .scrollDetails(let lines):
            scrollDetails(by: lines)
        case .toggleHelp:
            overlay = overlay == .help ? nil : .help
        case .dismiss:
            // With no pane open, Esc ends the range and stops a search still being worked out.
            if overlay != nil { overlay = nil } else { rangeAnchor = nil; stopSearch() }
        case .reload:
            return [.fetch(reload())]
        case .startGoTo:
            overlay = .goTo(GoToPrompt())
        case .editGoTo(let edit):
            editGoTo(edit)
        case .openMonthPicker:
            overlay = .monthPicker(selection.yearMonth)
        case .movePicker(let months):
            if case .monthPicker(let month) = overlay {
                let picked = month.adding(months: months)
                if CivilDate.supportedYears.contains(picked.year) {
                    overlay = .monthPicker(picked)
                } else {
                    notice = Self.yearLimitNotice
                }
            }
        case .choosePickedMonth:
            if case .monthPicker(let month) = overlay {
                overlay = nil
                moveSelection(to: selection.adding(months: selection.yearMonth.distance(to: month)))
            }
        case .openRegionPicker:
            openRegionPicker()
        case .moveRegionPicker(let step):
            editRegionPicker { picker, _, _ in picker.move(by: step) }
        case .typeRegionFilter(let character):
            typeRegionFilter(character)
        case .eraseRegionFilter:
            eraseRegionFilter()
        case .chooseRegion:
            chooseRegion(row: nil)
        case .chooseRegionRow(let row):
            chooseRegion(row: row)
        case .toggleBridges:
            toggleBridges()
        case .bridgesFound(let code, let year, let found):
            recordBridges(found, region: code, year: year)
        case .toggleAlongsideRegion:
            toggleAlongside()
        case .holidaysLookedUp(let region, let range, let language, let holidays):
            recordLookedUp(region: region, range: range, language: language, holidays: holidays)
        case .eventsLookedUp(let calendar, let range, let answer):
            recordEvents(answer, calendar: calendar, range: range)
        case .toggleRange:
            rangeAnchor = rangeAnchor == nil ? selection : nil
        case .startSearch:
            overlay = .search(SearchPrompt())
        case .editSearch(let edit):
            return editSearch(edit)
        case .repeatSearch(let direction):
            return repeatSearch(direction)
        case .searchAnswered(let search, let answer):
            return record(answer, to: search)
        case .redraw:
            return [.redraw]
        case .quit:
            return [.quit]
        }
        return []
    }

    /// `r`: the failure shown is cleared and the view asked for again, at once (a wait
    /// the server asked for is cut short). Only what is missing is retried; everything is
    /// fetched anew only when nothing is, because a forced refresh of a month on a per-day
    /// metered provider costs a month of quota.
    private mutating func reload() -> FetchDemand {
        fetch.failure = nil
        notice = nil
        // A calendar file is read again if it changed; an address is asked again.
        asked.events = [:]
        asked.refreshEvents = true
        var demand = demand
        asked.demand = demand
        demand.refresh = book.knows(demand.focus)
        demand.retry = true
        return demand
    }

    /// Asks for what the state needs and has not asked for: the holidays of what is on
    /// screen, the business days of the selected range, the regions for an open picker that
    /// has none and the matches of its filter, and the next wake-up (the spinner's turn
    /// while loading, else midnight). A search whose answer would no longer fit (the
    /// selection or the regions shown moved meanwhile) is forgotten.
    private mutating func askForWhatIsMissing(into effects: inout [CalendarEffect]) {
        let demand = demand
        if demand != asked.demand {
            asked.demand = demand
            effects.append(.fetch(demand))
        }
        if let count = countMissing() { effects.append(count) }
        for year in bridgeYearsToFind() {
            effects.append(.findBridges(region: region.code, year: year))
        }
        if case .regionPicker = overlay, regions.isEmpty, !asked.listedRegions {
            asked.listedRegions = true
            effects.append(.listRegions)
        }
        if let filter = filterMissing() { effects.append(filter) }
        dropStaleSearch()
        if region.code != asked.described {
            asked.described = region.code
            effects.append(.describeRegion(code: region.code))
        }
        effects += lookUpsMissing()
        effects += eventLookUpsMissing()
        let wake: CalendarEffect.WakeUp = fetch.isLoading
            ? .after(Self.spinnerInterval) : .dateChange(from: today)
        if wake != asked.wake {
            asked.wake = wake
            effects.append(.wake(wake))
        }
    }
}

extension YearMonth {
    /// Months from `self` to `other`.
    func distance(to other: YearMonth) -> Int {
        (other.year - year) * 12 + (other.month - month)
    }
}
