import HolidayEngine

/// What the store knows about a range: the covered spans (clipped to the range, in date
/// order, disjoint) and the holidays in it.
public struct CachedSlice: Sendable, Hashable {
    public var covered: [CoveredSpan]
    public var holidays: [Holiday]

    public init(covered: [CoveredSpan], holidays: [Holiday]) {
        self.covered = covered
        self.holidays = holidays
    }
}
