import HolidayFetchCore
import HolidayEngine

/// Owns the state on the UI thread and carries out what `CalendarState.apply` decides:
/// demands go to the holiday source; ranges to count, the regions to pick from and their
/// filter, the region shown, the years whose bridge days are marked, the regions shown
/// beside it and searches go to its `CalendarServices`, on the worker it was started on;
/// their answers come back in as intents. Wake-ups, redraws and quitting are the
/// terminal's; `handle` returns them.
public final class CalendarController {
    public private(set) var state: CalendarState
    private let source: any HolidaySource
    private let services: CalendarServices
    /// Where computations run and where their answers go, once started on a worker;
    /// without one they are computed in `handle`, their answers applied at once.
    private var worker: (worker: any EffectWorker, deliver: @Sendable (CalendarIntent) -> Void)?

    public init(state: CalendarState, source: any HolidaySource, services: CalendarServices) {
        self.state = state
        self.source = source
        self.services = services
    }

    /// Starts the source, delivering what it learns to `deliver` as intents (on any thread:
    /// the owner hands them to `handle` on this one), and applies `.start`. With a
    /// `worker`, computations run on it and their answers go to `deliver` too; without one
    /// (tests, benchmarks) `handle` computes them itself. Returns the effects for the
    /// terminal.
    @discardableResult
    public func start(
        on worker: (any EffectWorker)? = nil, delivering deliver: @escaping @Sendable (CalendarIntent) -> Void
    ) -> [CalendarEffect] {
        self.worker = worker.map { ($0, deliver) }
        source.start { deliver(.fetched($0)) }
        return handle(.start)
    }

    /// Applies `intent` and carries out the effects that are the model's; returns the rest
    /// (wake-ups, redraws, quitting), in order, for the terminal.
    @discardableResult
    public func handle(_ intent: CalendarIntent) -> [CalendarEffect] {
        var forTerminal: [CalendarEffect] = []
        for effect in state.apply(intent) {
            if case .fetch(let demand) = effect {
                source.submit(demand)
            } else if let topic = effect.topic, let answer = answer(to: effect) {
                if let (worker, deliver) = worker {
                    worker.run(topic) { deliver(answer()) }
                } else {
                    forTerminal += handle(answer())
                }
            } else {
                forTerminal.append(effect)
            }
        }
        return forTerminal
    }

    /// The computation that answers `effect`, to run on any thread; nil for an effect that
    /// computes nothing. A service the controller was not given answers "cannot".
    private func answer(to effect: CalendarEffect) -> (@Sendable () -> CalendarIntent)? {
        let services = services
        switch effect {
        case .countBusinessDays(let region, let range):
            return {
                .businessDaysCounted(
                    region: region, range: range,
                    count: services.countBusinessDays(region, range.lowerBound, range.upperBound))
            }
        case .listRegions:
            return { .regionsListed(services.listRegions()) }
        case .filterRegions(let query, let regions):
            return { .regionsFiltered(query: query, matches: RegionPicker.matches(of: query, in: regions)) }
        case .describeRegion(let code):
            return { .regionDescribed(code: code, profile: services.describeRegion(code)) }
        case .findBridges(let region, let year):
            return { .bridgesFound(region: region, year: year, bridges: services.findBridges(region, year)) }
        case .lookUpHolidays(let code, let range, let language):
            return {
                .holidaysLookedUp(
                    region: code, range: range, language: language,
                    holidays: services.lookUpHolidays(code, range, language))
            }
        case .lookUpEvents(let calendar, let range, let refresh):
            return {
                .eventsLookedUp(
                    calendar: calendar, range: range, answer: services.lookUpEvents(calendar, range, refresh))
            }
        case .search(let search):
            return { .searchAnswered(search, services.searchHolidays(search)) }
        case .fetch, .wake, .redraw, .quit:
            return nil
        }
    }
}
