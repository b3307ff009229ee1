/// The years a rule, a name or an observance policy is in force, both ends included.
public struct YearSpan: Hashable, Sendable {
    /// The first year in force.
    public let first: Int
    /// The last year in force.
    public let last: Int
    /// In force every `step`-th year from `first` (1: every year).
    public let step: Int

    /// The years `first` through `last`.
    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = last
        self.step = 1
    }

    /// Every `step`-th year from `first` through `last`.
    public init(_ first: Int, _ last: Int, every step: Int) {
        precondition(step >= 1, "a step of years is at least 1")
        self.first = first
        self.last = last
        self.step = step
    }

    /// Every `step`-th year from `year` on: the Netherlands' Liberation Day, a day off in
    /// every fifth year (`.every(5, from: 1970)`).
    public static func every(_ step: Int, from year: Int) -> YearSpan {
        YearSpan(year, always.last, every: step)
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
    public func contains(_ year: Int) -> Bool {
        first <= year && year <= last && (step == 1 || (year - first) % step == 0)
    }
}
