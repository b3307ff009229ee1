import HolidayFetch
import HolidayKit

/// Owns the state on the UI thread: applies intents and keys, and keeps the holiday
/// source working on what is on screen.
public final class CalendarController {
    public private(set) var state: CalendarState
    private let source: HolidaySource
    private var sentDemand: FetchDemand?

    public init(state: CalendarState, source: HolidaySource) {
        self.state = state
        self.source = source
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
        if effect == .reload {
            // Retry what is missing; refetch everything only when nothing is. A forced
            // refresh of a month on a per-day metered provider costs a month of quota.
            send(state.demand, refresh: state.book.knows(state.demand.focus))
            return nil
        }
        followView()
        return effect
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
