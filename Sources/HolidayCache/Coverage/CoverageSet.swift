import HolidayEngine

/// The ranges of one cache key a provider has answered, each with the time of its answer.
///
/// Spans are kept in date order and disjoint. A new answer supersedes whatever it overlaps
/// (the older spans are cut back around it), and spans that touch merge when their fetch
/// times are equal.
public struct CoverageSet: Hashable, Sendable {
    /// The covered spans in date order: disjoint, and no two touching spans share a fetch time.
    public private(set) var spans: [CoveredSpan]

    /// An empty set: nothing covered.
    public init() { spans = [] }

    /// The set that results from inserting `spans` in order (later ones win where they overlap).
    public init(_ spans: some Sequence<CoveredSpan>) {
        self.init()
        for span in spans { insert(span.range, fetchedAt: span.fetchedAt) }
    }

    /// Whether nothing is covered.
    public var isEmpty: Bool { spans.isEmpty }

    /// The number of covered days.
    public var coveredDays: Int { spans.reduce(0) { $0 + $1.range.count } }

    /// Records that `range` was answered at `fetchedAt`, superseding what it overlaps.
    ///
    /// Touching spans merge only when their fetch times are equal. Why not merge them and
    /// keep the older time (freshness never overstated)? Because a future day refreshed next
    /// to an older span would inherit the old time, still look stale, and be asked again on
    /// every visit: a request loop that burns quota. Keeping the newer time would overstate
    /// the freshness of the older days. Equal times only keeps every day's time exact, at
    /// the price of one span per answer when answers arrive one day at a time.
    public mutating func insert(_ range: DateRange, fetchedAt: Int64) {
        let low = range.lowerBound.dayNumber
        let high = range.upperBound.dayNumber
        // Every span that overlaps or touches `range`: [start, end).
        let start = spans.partitioningIndex { $0.range.upperBound.dayNumber >= low - 1 }
        var end = start
        while end < spans.count, spans[end].range.lowerBound.dayNumber <= high + 1 { end += 1 }

        var merged = (low: low, high: high)
        var before: CoveredSpan?
        var after: CoveredSpan?
        for span in spans[start..<end] {
            let spanLow = span.range.lowerBound.dayNumber
            let spanHigh = span.range.upperBound.dayNumber
            if span.fetchedAt == fetchedAt {
                merged = (min(merged.low, spanLow), max(merged.high, spanHigh))
                continue
            }
            // Spans are disjoint, so at most one reaches out on each side of `range`.
            if spanLow < low {
                before = Self.span(spanLow, min(spanHigh, low - 1), span.fetchedAt)
            }
            if spanHigh > high {
                after = Self.span(max(spanLow, high + 1), spanHigh, span.fetchedAt)
            }
        }
        var replacement: [CoveredSpan] = []
        if let before { replacement.append(before) }
        replacement.append(Self.span(merged.low, merged.high, fetchedAt))
        if let after { replacement.append(after) }
        spans.replaceSubrange(start..<end, with: replacement)
    }

    /// The covered parts of `range`, clipped to it, in date order.
    public func spans(in range: DateRange) -> [CoveredSpan] {
        var result: [CoveredSpan] = []
        var index = spans.partitioningIndex { $0.range.upperBound >= range.lowerBound }
        while index < spans.count, spans[index].range.lowerBound <= range.upperBound {
            if let clipped = spans[index].range.intersection(range) {
                result.append(CoveredSpan(range: clipped, fetchedAt: spans[index].fetchedAt))
            }
            index += 1
        }
        return result
    }

    /// Whether every date of `range` is covered.
    public func covers(_ range: DateRange) -> Bool {
        var index = spans.partitioningIndex { $0.range.upperBound >= range.lowerBound }
        var next = range.lowerBound.dayNumber
        while index < spans.count, next <= range.upperBound.dayNumber {
            let span = spans[index].range
            guard span.lowerBound.dayNumber <= next else { return false }
            next = span.upperBound.dayNumber + 1
            index += 1
        }
        return next > range.upperBound.dayNumber
    }

    private static func span(_ low: Int, _ high: Int, _ fetchedAt: Int64) -> CoveredSpan {
        let range = DateRange(CivilDate(dayNumber: low), CivilDate(dayNumber: high))
        return CoveredSpan(range: range, fetchedAt: fetchedAt)
    }
}
