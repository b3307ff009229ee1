import HolidayEngine

/// The bridge days `b` marks: the leave that joins two stretches of days off, found per
/// year of the region shown (docs/planning.md).
public struct BridgeMarks: Sendable, Hashable {
    /// The region the bridges were found for.
    public let region: String
    /// Each answered year's bridges, best first; nil for a year that cannot be planned (a
    /// region without rules).
    private(set) var years: [Int: [Bridge]?] = [:]

    public init(region: String) { self.region = region }

    /// Whether the bridges of `year` have been answered.
    func knows(year: Int) -> Bool { years[year] != nil }

    /// Records the answer for `year`.
    mutating func record(_ bridges: [Bridge]?, year: Int) { years[year] = .some(bridges) }

    /// Whether no answered year could be planned (every answer was nil).
    public var cannotPlan: Bool { !years.isEmpty && years.values.allSatisfy { $0 == nil } }

    /// The best bridge that takes leave on `date`, if `date` is a bridge day.
    public func bridge(leavingOn date: CivilDate) -> Bridge? {
        years[date.year]??.first { $0.leave.contains(date) }
    }

    /// The bridges with a leave day in `range`, best first, each once.
    public func bridges(leavingIn range: DateRange) -> [Bridge] {
        var found: [Bridge] = []
        for year in range.lowerBound.year...range.upperBound.year {
            for bridge in years[year].flatMap({ $0 }) ?? [] where bridge.leave.contains(where: range.contains) {
                found.append(bridge)
            }
        }
        return found.sorted(by: Bridge.ranking)
    }
}
