import HolidayCache
import HolidayFetchCore
import HolidayEngine
import HolidayRegions
import TerminalText
import Synchronization

/// The built-in rule engine as the calendar's source: no network, no key, no quota. Each
/// demand is answered on the caller's thread before `submit` returns, so the first frame
/// already shows its holidays; nothing is cached or paced, since asking again costs
/// microseconds.
public final class RuleEngineSource: HolidaySource {
    /// The offline provider as the settings name it (`--provider offline`).
    public static let descriptor = ProviderDescriptor(
        id: "offline", displayName: "built-in rules", span: .year, isMetered: false,
        defaultRate: .infinity, needsKey: false)

    public let name = RuleEngineSource.descriptor.id
    private let regions: @Sendable (String) -> Region?
    private let state = Mutex(State())

    private struct State {
        var deliver: (@Sendable (FetchEvent) -> Void)?
        /// The region and language of the last demand, and the dates of it answered since
        /// they became those. The rules would give the same answer again, and the calendar
        /// keeps a region's answers until it shows another region or language.
        var region: String?
        var language: String?
        var answered = CoverageSet()
    }

    /// Creates the source; `regions` finds a region by its code (the built-in ones by
    /// default; the command line adds the user's own, docs/custom-holidays.md).
    public init(regions: @escaping @Sendable (String) -> Region? = { RegionRegistry.region(code: $0) }) {
        self.regions = regions
    }

    public func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        state.withLock { $0.deliver = deliver }
    }

    /// Answers the demand's visible dates, unless all of them have been answered for its
    /// region already (moving the selection within the month, back to a month seen, to the
    /// week view); with `refresh` (`r`), answers them again all the same.
    public func submit(_ demand: FetchDemand) {
        let deliver: (@Sendable (FetchEvent) -> Void)? = state.withLock { state in
            if demand.region != state.region || demand.language != state.language {
                state.region = demand.region
                state.language = demand.language
                state.answered = CoverageSet()
            }
            if !demand.refresh, state.answered.covers(demand.visible) { return nil }
            return state.deliver
        }
        guard let deliver else { return }
        let answer = answer(demand.region, demand.visible, language: demand.language)
        if case .answered = answer {
            state.withLock { $0.answered.insert(demand.visible, fetchedAt: 0) }
        }
        deliver(answer)
    }

    /// The rule engine's holidays of `region` in `range`, local names in `language` where
    /// the region has it, or the failure that it has no such region.
    func answer(_ region: String, _ range: DateRange, language: String? = nil) -> FetchEvent {
        guard let rules = regions(region) else {
            let failure = FetchFailure(
                provider: Self.descriptor.displayName,
                error: .unsupportedRegion(TerminalSafeText.clean(region, limit: 20)))
            return .failed(region: region, range: range, failure: failure)
        }
        return .answered(region: region, range: range, holidays: rules.holidays(in: range, language: language))
    }
}
