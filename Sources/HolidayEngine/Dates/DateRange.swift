/// A closed, non-empty run of consecutive civil dates.
public struct DateRange: Hashable, Sendable {
    public let lowerBound: CivilDate
    public let upperBound: CivilDate

    /// The days from `lower` to `upper`, both included; the bounds are swapped if needed.
    public init(_ lower: CivilDate, _ upper: CivilDate) {
        self.lowerBound = Swift.min(lower, upper)
        self.upperBound = Swift.max(lower, upper)
    }

    /// A range of a single day.
    public init(day: CivilDate) { self.init(day, day) }

    /// Every day of the calendar years `years`, January 1 of the first to December 31 of
    /// the last.
    public init(years: ClosedRange<Int>) {
        self.init(
            CivilDate(uncheckedYear: years.lowerBound, month: 1, day: 1),
            CivilDate(uncheckedYear: years.upperBound, month: 12, day: 31))
    }

    /// The number of days in the range.
    public var count: Int { lowerBound.days(to: upperBound) + 1 }

    public func contains(_ date: CivilDate) -> Bool {
        lowerBound <= date && date <= upperBound
    }

    public func contains(_ other: DateRange) -> Bool {
        lowerBound <= other.lowerBound && other.upperBound <= upperBound
    }

    public func overlaps(_ other: DateRange) -> Bool {
        lowerBound <= other.upperBound && other.lowerBound <= upperBound
    }

    /// The days both ranges share, or nil.
    public func intersection(_ other: DateRange) -> DateRange? {
        overlaps(other)
            ? DateRange(
                Swift.max(lowerBound, other.lowerBound), Swift.min(upperBound, other.upperBound))
            : nil
    }

    /// The years the range touches.
    public var years: ClosedRange<Int> { lowerBound.year...upperBound.year }
}

extension DateRange: Sequence {
    public struct Iterator: IteratorProtocol {
        var current: Int
        let last: Int

        public mutating func next() -> CivilDate? {
            guard current <= last else { return nil }
            defer { current += 1 }
            return CivilDate(dayNumber: current)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(current: lowerBound.dayNumber, last: upperBound.dayNumber)
    }

    public var underestimatedCount: Int { count }
}

extension DateRange: CustomStringConvertible {
    /// `2026-02-01...2026-02-28`.
    public var description: String { "\(lowerBound)...\(upperBound)" }
}
