import HolidayFetchCore
import HolidayEngine

/// Turns the dates a view needs, minus those already known, into the fewest requests the
/// provider allows, in the order they should be sent.
///
/// - A metered provider (each request costs quota) is asked only for `focus`, the month or
///   week itself; a free one for everything `visible`.
/// - `.day`: one request per date. `.year`: one per calendar year touched. `.days(max:)`:
///   the fewest windows of at most `max` days covering the dates, then stretched over the
///   visible dates around them as far as the windows allow, at no extra cost.
/// - Requests holding a priority date go first, in the order of `priority`; the rest
///   follow in date order.
public enum RequestPlanner {
    /// The requests for `demand`, most urgent first.
    public static func plan(
        for demand: FetchDemand, span: RequestSpan, isMetered: Bool,
        isKnown: (CivilDate) -> Bool
    ) -> [DateRange] {
        let wanted = isMetered ? demand.focus : demand.visible
        let needed = wanted.filter { !isKnown($0) }
        guard !needed.isEmpty else { return [] }
        let ranges: [DateRange] = switch span {
        case .day:
            needed.map { DateRange(day: $0) }
        case .year:
            Set(needed.map(\.year)).sorted().map { DateRange.year($0) }
        case .days(let max):
            windows(
                covering: needed, max: Swift.max(1, max),
                room: Set(demand.visible.filter { !wanted.contains($0) && !isKnown($0) }))
        }
        return order(ranges, priority: demand.priority)
    }

    /// `ranges` in sending order: those holding a priority date first, by that date's rank,
    /// then the others by date.
    public static func order(_ ranges: [DateRange], priority: [CivilDate]) -> [DateRange] {
        ranges.sorted { rank($0, priority) < rank($1, priority) }
    }

    /// Sort key: the rank of the first priority date the range holds, then its start.
    static func rank(_ range: DateRange, _ priority: [CivilDate]) -> (Int, Int) {
        (priority.firstIndex(where: range.contains) ?? priority.count, range.lowerBound.dayNumber)
    }
}
