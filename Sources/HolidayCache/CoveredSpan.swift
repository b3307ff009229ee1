import HolidayEngine

/// A run of dates a provider has answered for, and when (Unix seconds).
public struct CoveredSpan: Hashable, Sendable {
    public var range: DateRange
    public var fetchedAt: Int64

    public init(range: DateRange, fetchedAt: Int64) {
        self.range = range
        self.fetchedAt = fetchedAt
    }
}
