/// The years a rule, a name or an observance policy is in force, both ends included.
public struct YearSpan: Hashable, Sendable {
    /// The first year in force.
    public let first: Int
    /// The last year in force.
    public let last: Int

    /// The years `first` through `last`.
    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = last
    }

    /// The years of a closed range.
    public init(_ years: ClosedRange<Int>) {
        self.init(years.lowerBound, years.upperBound)
    }

    /// Every year. The bounds stay far from `Int`'s limits so date arithmetic cannot overflow.
    public static let always = YearSpan(-1_000_000, 1_000_000)

    /// `year` and every year after it.
    public static func from(_ year: Int) -> YearSpan { YearSpan(year, always.last) }

    /// Every year up to and including `year`.
    public static func through(_ year: Int) -> YearSpan { YearSpan(always.first, year) }

    /// `year` alone.
    public static func only(_ year: Int) -> YearSpan { YearSpan(year, year) }

    /// Whether `year` is in force.
    @inlinable
    public func contains(_ year: Int) -> Bool { first <= year && year <= last }
}
