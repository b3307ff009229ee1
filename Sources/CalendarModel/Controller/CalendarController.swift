import HolidayFetchCore
import HolidayKit

/// Owns the state on the UI thread: applies intents and keys, and keeps the holiday
/// source working on what is on screen.
public final class CalendarController {
    public private(set) var state: CalendarState
    private let source: HolidaySource
    private let businessDays: BusinessDayCounter?
    private var sentDemand: FetchDemand?

    public init(state: CalendarState, source: HolidaySource, businessDays: BusinessDayCounter? = nil) {
        self.state = state
        self.source = source
        self.businessDays = businessDays
        followView()
    }

    /// Handles a key press; returns what the UI must do beyond redrawing.
    @discardableResult
    public func handle(_ key: Key) -> CalendarEffect? {
        guard let intent = KeyBindings.intent(for: key, in: state) else { return nil }
        return handle(intent)
    }

    /// Applies an intent; returns what the UI must do beyond redrawing.
    @discardableResult
    public func handle(_ intent: CalendarIntent) -> CalendarEffect? {
        let effect = state.apply(intent)
        countRange()
        if effect == .reload {
            // Retry what is missing; refetch everything only when nothing is. A forced
            // refresh of a month on a per-day metered provider costs a month of quota.
            send(state.demand, refresh: state.book.knows(state.demand.focus))
            return nil
        }
        followView()
        return effect
    }

    /// Keeps the business-day count of a selected range up to date.
    private func countRange() {
        guard let range = state.selectedRange, let businessDays else {
            state.rangeBusinessDays = nil
            return
        }
        state.rangeBusinessDays = businessDays(state.region.code, range.lowerBound, range.upperBound)
    }

    /// Asks the source for what the view now shows, if that changed.
    private func followView() {
        let demand = state.demand
        if demand != sentDemand { send(demand, refresh: false) }
    }

    private func send(_ demand: FetchDemand, refresh: Bool) {
        sentDemand = demand
        switch source {
        case .rules(let holidays):
            // The rule engine answers in microseconds: fill the screen before it is drawn.
            let range = demand.visible
            if refresh || !state.book.knows(range) {
                let answer = holidays(demand.region, range)
                state.apply(.fetched(.answered(region: demand.region, range: range, holidays: answer)))
            }
        case .remote(let feed):
            var demand = demand
            demand.refresh = refresh
            feed.submit(demand)
        }
    }
}
