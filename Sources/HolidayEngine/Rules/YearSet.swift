/// The years a rule, a name or an observance policy is in force: a run of years (every year,
/// or every `step`-th), less the years it was not kept.
///
/// Laws keep a day from a year on, or up to a year; decrees keep it in the years they list,
/// or suspend it in some (docs/rule-model.md, "Years in force"). Every such set is one span
/// with holes, so a rule is one value whatever its history:
///
///     .from(1990)                            // 1990 and after
///     YearSet(1971, 1977)                    // 1971 through 1977
///     .only(2022)                            // one year
///     .years(2009, 2012, 2015, 2016)         // the years a list names
///     .from(2008).except(2011, 2016)         // not in the years a decree suspended it
///     .years(2009, 2012).union(.from(2020))  // listed years, then every year
public struct YearSet: Hashable, Sendable {
    /// The first year in force.
    public let first: Int
    /// The last year in force.
    public let last: Int
    /// In force every `step`-th year from `first` (1: every year).
    public let step: Int
    /// Runs of years between `first` and `last` not in force, in order, apart from each
    /// other; empty for most rules, so `contains` costs two comparisons.
    public let holes: [ClosedRange<Int>]

    /// The years `first` through `last`.
    public init(_ first: Int, _ last: Int) {
        self.init(first, last, every: 1)
    }

    /// Every `step`-th year from `first` through `last`.
    public init(_ first: Int, _ last: Int, every step: Int) {
        precondition(step >= 1, "a step of years is at least 1")
        self.first = first
        self.last = last
        self.step = step
        self.holes = []
    }

    /// The years of a closed range.
    public init(_ years: ClosedRange<Int>) {
        self.init(years.lowerBound, years.upperBound)
    }

    /// The years from `first` through `last` but `holes` (normalised: sorted, merged, cut
    /// to the bounds, and the bounds pulled in past holes at either end).
    private init(first: Int, last: Int, holes: [ClosedRange<Int>]) {
        var first = first
        var last = last
        var merged: [ClosedRange<Int>] = []
        for hole in holes.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let previous = merged.last, hole.lowerBound <= previous.upperBound + 1 {
                merged[merged.count - 1] = previous.lowerBound...Swift.max(previous.upperBound, hole.upperBound)
            } else {
                merged.append(hole)
            }
        }
        merged = merged.filter { $0.upperBound >= first && $0.lowerBound <= last }
        if let head = merged.first, head.lowerBound <= first {
            first = head.upperBound + 1
            merged.removeFirst()
        }
        if let tail = merged.last, tail.upperBound >= last {
            last = tail.lowerBound - 1
            merged.removeLast()
        }
        self.first = first
        self.last = last
        self.step = 1
        self.holes = merged
    }

    /// Every year. The bounds stay far from `Int`'s limits so date arithmetic cannot overflow.
    public static let always = YearSet(-1_000_000, 1_000_000)

    /// No year at all (first after last).
    public static let never = YearSet(1, 0)

    /// `year` and every year after it.
    public static func from(_ year: Int) -> YearSet { YearSet(year, always.last) }

    /// Every year up to and including `year`.
    public static func through(_ year: Int) -> YearSet { YearSet(always.first, year) }

    /// `year` alone.
    public static func only(_ year: Int) -> YearSet { YearSet(year, year) }

    /// Every `step`-th year from `year` on: the Netherlands' Liberation Day, a day off in
    /// every fifth year (`.every(5, from: 1970)`).
    public static func every(_ step: Int, from year: Int) -> YearSet {
        YearSet(year, always.last, every: step)
    }

    /// The years listed, in any order (a day a yearly decree gave in those years only).
    public static func years(_ years: Int...) -> YearSet { self.years(years) }

    /// The years listed, in any order.
    public static func years(_ years: some Sequence<Int>) -> YearSet {
        let sorted = Set(years).sorted()
        guard let low = sorted.first, let high = sorted.last else { return .never }
        var holes: [ClosedRange<Int>] = []
        for (year, next) in zip(sorted, sorted.dropFirst()) where next > year + 1 {
            holes.append((year + 1)...(next - 1))
        }
        return YearSet(first: low, last: high, holes: holes)
    }

    /// Whether no year is in force.
    public var isEmpty: Bool { first > last }

    /// These years but `years` (a day suspended by decree in some years).
    public func except(_ years: Int...) -> YearSet { except(.years(years)) }

    /// These years but those of `other`.
    public func except(_ other: YearSet) -> YearSet {
        precondition(step == 1 && other.step == 1, "years in steps have no exceptions")
        guard !other.isEmpty else { return self }
        return YearSet(first: first, last: last, holes: holes + other.runs)
    }

    /// The years in either set.
    public func union(_ other: YearSet) -> YearSet {
        precondition(step == 1 && other.step == 1, "years in steps are not joined")
        if isEmpty { return other }
        if other.isEmpty { return self }
        let low = Swift.min(first, other.first)
        let high = Swift.max(last, other.last)
        // The years in neither: the gaps between the runs of both, in order.
        var holes: [ClosedRange<Int>] = []
        var next = low
        for run in (runs + other.runs).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if run.lowerBound > next { holes.append(next...(run.lowerBound - 1)) }
            next = Swift.max(next, run.upperBound + 1)
        }
        return YearSet(first: low, last: high, holes: holes)
    }

    /// The years in both sets.
    public func intersection(_ other: YearSet) -> YearSet {
        precondition(step == 1 && other.step == 1, "years in steps are not intersected")
        let low = Swift.max(first, other.first)
        let high = Swift.min(last, other.last)
        guard low <= high else { return .never }
        return YearSet(first: low, last: high, holes: holes + other.holes)
    }

    /// The runs of consecutive years in force, in order (every year of a step counts as a
    /// run of its own).
    public var runs: [ClosedRange<Int>] {
        guard !isEmpty else { return [] }
        if step > 1 { return stride(from: first, through: last, by: step).map { $0...$0 } }
        var runs: [ClosedRange<Int>] = []
        var start = first
        for hole in holes {
            runs.append(start...(hole.lowerBound - 1))
            start = hole.upperBound + 1
        }
        runs.append(start...last)
        return runs
    }

    /// Whether `year` is in force.
    @inlinable
    public func contains(_ year: Int) -> Bool {
        first <= year && year <= last && (step == 1 || (year - first) % step == 0)
            && (holes.isEmpty || !holes.contains { $0.contains(year) })
    }
}
