/// Moving a date by a number of business days.
extension BusinessCalendar {
    /// The `n`-th business day after `date` (before it when `n` is negative); `date` itself
    /// is never one of the `n`, whatever day it is. The result is always a business day,
    /// except for `n == 0`, which gives `date` unchanged even on a weekend or holiday (as
    /// spreadsheets' `WORKDAY(date, 0)` does). For every `n`:
    /// `count(from: date, to: add(n, to: date), includeEnd: true) == n`.
    ///
    /// O(log H) for dates the calendar covers: closed-form weekday arithmetic plus two
    /// binary searches over the holidays, never a walk over the days.
    public func add(_ n: Int, to date: CivilDate) -> CivilDate {
        CivilDate(dayNumber: add(n, toDayNumber: date.dayNumber))
    }

    /// `add(_:to:)` for day numbers (`CivilDate.dayNumber`), for callers that parse dates
    /// straight into day numbers.
    public func add(_ n: Int, toDayNumber start: Int) -> Int {
        guard n != 0 else { return start }
        let result = unchecked(n, from: start)
        if covers(dayNumbers: Swift.min(start, result), Swift.max(start, result)) {
            return result
        }
        // Far from the held years, walk there a piece of years at a time.
        if abs(result - start) > Self.yearsPerPiece * 365 { return addByPieces(n, from: start) }
        // The answer depends only on the holidays between the two dates: once they are all
        // held it is right. Holding more can only push it further away, so widen the span
        // until the answer stays inside.
        var calendar = self
        var far = result
        repeat {
            // Holidays lengthen the walk: take a sixteenth more (and a year) on the far side
            // so that one widening is usually enough.
            let margin = abs(far - start) / 16 + 366
            calendar = n > 0 ? covering(days: start, far + margin) : covering(days: far - margin, start)
            far = calendar.unchecked(n, from: start)
        } while !calendar.covers(dayNumbers: Swift.min(start, far), Swift.max(start, far))
        return far
    }

    /// `add` across many years: a piece of `yearsPerPiece` years at a time from `start`
    /// (`businessDaysByPieces`), each piece's business days counted and passed until the
    /// piece that holds the answer, so that moving across thousands of years holds a few
    /// decades' holidays at once.
    private func addByPieces(_ n: Int, from start: Int) -> Int {
        var left = n.magnitude
        var from = start
        while true {
            // The days of this piece on the side of `from` the walk goes to: after it up to
            // the piece's end, or before it back to the piece's start.
            let (first, end) = n > 0 ? (from + 1, Self.pieceEnd(from: from)) : (Self.pieceStart(before: from - 1), from)
            let piece = covering(days: first, end - 1)
            let available = first < end ? piece.businessDays(first, end) : 0
            if available >= left { return piece.unchecked(n > 0 ? Int(left) : -Int(left), from: from) }
            left -= UInt(available)
            from = n > 0 ? end - 1 : first
        }
    }

    /// `add`, trusting that the held holidays are all there are between the two dates.
    private func unchecked(_ n: Int, from start: Int) -> Int {
        // The wanted day is the business day with `wanted` business days before it (counted
        // from the origin of `WeekendHistory.workdays(before:)`).
        let wanted = n > 0 ? businessDays(before: start + 1) + n - 1 : businessDays(before: start) + n
        // The exceptions at or before it are those with at most `wanted` business days
        // before them (the count only grows with the date).
        let passed = businessDaysBefore.withUnsafeBufferPointer {
            Self.lowerBounds(of: wanted + 1, wanted + 1, in: $0).0
        }
        // A weekend day worked with exactly `wanted` business days before it is the answer;
        // otherwise the answer is the working day after the exceptions passed, where the
        // business days before it are its working days plus their changes.
        if passed > 0, isWorked[passed - 1], businessDaysBefore[passed - 1] == wanted {
            return exceptions[passed - 1]
        }
        return weekend.dayNumber(ofWorkday: wanted - deltas[passed])
    }
}
