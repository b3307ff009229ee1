import HolidayCache
import HolidayFetchCore
import HolidayKit
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
    private let state = Mutex(State())

    private struct State {
        var deliver: (@Sendable (FetchEvent) -> Void)?
        /// The region of the last demand, and the dates of it answered since it became the
        /// region. The rules would give the same answer again, and the calendar keeps a
        /// region's answers until it shows another region.
        var region: String?
        var answered = CoverageSet()
    }

    /// Creates the source.
    public init() {}

    public func start(delivering deliver: @escaping @Sendable (FetchEvent) -> Void) {
        state.withLock { $0.deliver = deliver }
    }

    /// Answers the demand's visible dates, unless all of them have been answered for its
    /// region already (moving the selection within the month, back to a month seen, to the
    /// week view); with `refresh` (`r`), answers them again all the same.
    public func submit(_ demand: FetchDemand) {
        let deliver: (@Sendable (FetchEvent) -> Void)? = state.withLock { state in
            if demand.region != state.region {
                state.region = demand.region
                state.answered = CoverageSet()
            }
            if !demand.refresh, state.answered.covers(demand.visible) { return nil }
            return state.deliver
        }
        guard let deliver else { return }
        let answer = Self.answer(demand.region, demand.visible)
        if case .answered = answer {
            state.withLock { $0.answered.insert(demand.visible, fetchedAt: 0) }
        }
        deliver(answer)
    }

    /// The rule engine's holidays of `region` in `range`, or the failure that it has no
    /// such region.
    static func answer(_ region: String, _ range: DateRange) -> FetchEvent {
        guard let rules = RegionRegistry.region(code: region) else {
            let failure = FetchFailure(
                provider: descriptor.displayName,
                error: .unsupportedRegion(TerminalSafeText.clean(region, limit: 20)))
            return .failed(region: region, range: range, failure: failure)
        }
        return .answered(region: region, range: range, holidays: rules.holidays(in: range))
    }
}
