/// Counting business days and asking whether one day is one.
///
/// The days counted run from `from` to `to`; each end is counted only when its flag says
/// so (both are excluded by default: the days strictly between, docs/business-days.md). When `to` is before `from` the
/// count is negative: the same days are counted, with `from` still the end `includeStart`
/// governs, and the sign flipped, so for `a != b`
/// `count(a, b, includeStart: s, includeEnd: e) == -count(b, a, includeStart: e, includeEnd: s)`.
/// numpy's `busday_count(a, b)` is `count(a, b, includeStart: true)` in both directions.
/// When `from == to` the one day is counted (as +1, if it is a business day) only when both
/// ends are included.
extension BusinessCalendar {
    /// Business days between `from` and `to`, ends included as asked; negative when `to`
    /// is before `from`. O(log H) for dates the calendar covers.
    public func count(
        from: CivilDate, to: CivilDate, includeStart: Bool = false, includeEnd: Bool = false
    ) -> Int {
        count(
            fromDayNumber: from.dayNumber, toDayNumber: to.dayNumber,
            includeStart: includeStart, includeEnd: includeEnd)
    }

    /// `count(from:to:includeStart:includeEnd:)` for day numbers (`CivilDate.dayNumber`),
    /// for callers that parse dates straight into day numbers.
    public func count(
        fromDayNumber from: Int, toDayNumber to: Int, includeStart: Bool = false,
        includeEnd: Bool = false
    ) -> Int {
        // Reduce to the half-open run of days first..<end.
        if from <= to {
            let first = includeStart ? from : from + 1
            let end = includeEnd ? to + 1 : to
            return first < end ? businessDays(first, end) : 0
        }
        let first = includeEnd ? to : to + 1
        let end = includeStart ? from + 1 : from
        return first < end ? -businessDays(first, end) : 0
    }

    /// Whether `date` is a business day: a working day that is not a holiday, or a weekend
    /// day worked by decree.
    public func isBusinessDay(_ date: CivilDate) -> Bool {
        isBusinessDay(dayNumber: date.dayNumber)
    }

    /// `isBusinessDay(_:)` for a day number.
    func isBusinessDay(dayNumber day: Int) -> Bool {
        guard covers(dayNumbers: day, day) else { return covering(days: day, day).isBusinessDay(dayNumber: day) }
        let index = exceptionsBefore(day)
        if index < exceptions.count, exceptions[index] == day { return isWorked[index] }
        return !weekend.containsDay(day)
    }

    /// Business days in `first..<end` (day numbers, `first < end`).
    @inline(__always)
    func businessDays(_ first: Int, _ end: Int) -> Int {
        guard covers(dayNumbers: first, end - 1) else { return businessDaysByPieces(first, end) }
        let (beforeFirst, beforeEnd) = exceptions.withUnsafeBufferPointer {
            Self.lowerBounds(of: first, end, in: $0)
        }
        return weekend.workdays(before: end) - weekend.workdays(before: first)
            + deltas[beforeEnd] - deltas[beforeFirst]
    }

    /// `businessDays(first, end)` where some of the days are not held: a piece of at most
    /// `yearsPerPiece` years at a time, each from a calendar made for that piece (this one
    /// where it holds it), so that counting across thousands of years holds a few decades'
    /// holidays at once, whatever the regions and rules (docs/business-days.md,
    /// "Performance").
    func businessDaysByPieces(_ first: Int, _ end: Int) -> Int {
        var total = 0
        var start = first
        while start < end {
            let pieceEnd = Swift.min(end, Self.pieceEnd(from: start))
            total += covering(days: start, pieceEnd - 1).businessDays(start, pieceEnd)
            start = pieceEnd
        }
        return total
    }

    /// The most years of holidays a calendar made for an answer outside the held years
    /// holds at once.
    static let yearsPerPiece = 32

    /// The day after the last of the piece of years that starts with `day`'s year.
    static func pieceEnd(from day: Int) -> Int {
        let last = CivilDate(dayNumber: day).year + yearsPerPiece - 1
        return CivilDate(uncheckedYear: last, month: 12, day: 31).dayNumber + 1
    }

    /// The day of the first of the piece of years that ends with `day`'s year.
    static func pieceStart(before day: Int) -> Int {
        let first = CivilDate(dayNumber: day).year - yearsPerPiece + 1
        return CivilDate(uncheckedYear: first, month: 1, day: 1).dayNumber
    }

    /// Business days before `day` from the origin of `WeekendHistory.workdays(before:)`,
    /// counting only the exceptions held.
    @inline(__always)
    func businessDays(before day: Int) -> Int {
        weekend.workdays(before: day) + deltas[exceptionsBefore(day)]
    }

    /// How many held exceptions are before `day`: the index of the first one on or after it.
    @inline(__always)
    func exceptionsBefore(_ day: Int) -> Int {
        exceptions.withUnsafeBufferPointer { Self.lowerBounds(of: day, day, in: $0).0 }
    }

    /// The indexes of the first elements of the ascending `values` not less than `a` and
    /// not less than `b`: two binary searches run side by side, so the processor overlaps
    /// their memory loads. Branch-free: each step adds `half` or 0 by a sign mask, so there
    /// is nothing to mispredict, and the loop runs log2(count) times whatever the keys.
    /// Keys and values must differ by less than 2^63 (day numbers always do).
    @inline(__always)
    static func lowerBounds(of a: Int, _ b: Int, in values: UnsafeBufferPointer<Int>) -> (Int, Int) {
        guard let base = values.baseAddress else { return (0, 0) }
        var lowA = 0
        var lowB = 0
        var length = values.count
        while length > 1 {
            let half = length &>> 1
            // (value - key) >> 63 is all ones when value < key, else zero.
            lowA &+= half & ((base[lowA &+ half &- 1] &- a) &>> 63)
            lowB &+= half & ((base[lowB &+ half &- 1] &- b) &>> 63)
            length &-= half
        }
        lowA &+= Int(bitPattern: UInt(bitPattern: base[lowA] &- a) &>> 63)
        lowB &+= Int(bitPattern: UInt(bitPattern: base[lowB] &- b) &>> 63)
        return (lowA, lowB)
    }
}
