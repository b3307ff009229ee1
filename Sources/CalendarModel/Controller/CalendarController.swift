import HolidayFetchCore
import HolidayEngine

/// Owns the state on the UI thread and carries out what `CalendarState.apply` decides:
/// demands go to the holiday source; ranges to count, the regions to pick from, the region shown, the years whose
/// bridge days are marked, the regions shown beside it and searches go to its
/// `CalendarServices`; their answers come back in as intents. Wake-ups, redraws and
/// quitting are the terminal's; `handle` returns them.
public final class CalendarController {
    public private(set) var state: CalendarState
    private let source: any HolidaySource
    private let services: CalendarServices

    public init(state: CalendarState, source: any HolidaySource, services: CalendarServices = CalendarServices()) {
        self.state = state
        self.source = source
        self.services = services
    }

    /// Starts the source, delivering what it learns to `deliver` as intents (on any thread:
    /// the owner hands them to `handle` on this one), and applies `.start`. Returns the
    /// effects for the terminal.
    @discardableResult
    public func start(delivering deliver: @escaping @Sendable (CalendarIntent) -> Void) -> [CalendarEffect] {
        source.start { deliver(.fetched($0)) }
        return handle(.start)
    }

    /// Applies `intent` and carries out the effects that are the model's; returns the rest
    /// (wake-ups, redraws, quitting), in order, for the terminal.
    @discardableResult
    public func handle(_ intent: CalendarIntent) -> [CalendarEffect] {
        var forTerminal: [CalendarEffect] = []
        for effect in state.apply(intent) {
            switch effect {
            case .fetch(let demand):
                source.submit(demand)
            case .countBusinessDays(let region, let range):
                let count = services.countBusinessDays?(region, range.lowerBound, range.upperBound)
                forTerminal += handle(.businessDaysCounted(range: range, count: count))
            case .listRegions:
                forTerminal += handle(.regionsListed(services.listRegions?() ?? []))
            case .describeRegion(let code):
                forTerminal += handle(.regionDescribed(code: code, profile: services.describeRegion?(code)))
            case .findBridges(let region, let year):
                let bridges = services.findBridges?(region, year)
                forTerminal += handle(.bridgesFound(region: region, year: year, bridges: bridges))
            case .lookUpHolidays(let code, let range, let language):
                let holidays = services.lookUpHolidays?(code, range, language)
                forTerminal += handle(.holidaysLookedUp(region: code, range: range, holidays: holidays))
            case .search(let search):
                forTerminal += handle(.searchAnswered(search, services.searchHolidays?(search) ?? .noRules))
            case .wake, .redraw, .quit:
                forTerminal.append(effect)
            }
        }
        return forTerminal
    }
}
