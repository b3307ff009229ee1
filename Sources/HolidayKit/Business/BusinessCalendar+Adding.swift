/// Moving a date by a number of business days.
extension BusinessCalendar {
    /// The `n`-th business day after `date` (before it when `n` is negative); `date` itself
    /// is never one of the `n`, whatever day it is. The result is always a business day,
    /// except for `n == 0`, which gives `date` unchanged even on a weekend or holiday (as
    /// spreadsheets' `WORKDAY(date, 0)` does). For every `n`:
    /// `count(from: date, to: add(n, to: date), includeEnd: true) == n`.
    ///
    /// O(log H) for dates the calendar covers: closed-form weekday arithmetic plus one
    /// binary search over the holidays, never a walk over the days.
    public func add(_ n: Int, to date: CivilDate) -> CivilDate {
        guard n != 0 else { return date }
        let start = date.dayNumber
        var calendar = self
        while true {
            let result = calendar.unchecked(n, from: start)
            let (first, last) = n > 0 ? (start, result) : (result, start)
            // The answer depends only on the holidays between the two dates: once they are
            // all held it is right. Holding more can only push it further away.
            if calendar.covers(dayNumbers: first, last) { return CivilDate(dayNumber: result) }
            // Holidays lengthen the walk: take a sixteenth more (and a year) on the far side
            // so that one growth is usually enough.
            let margin = (last - first) / 16 + 366
            calendar = n > 0
                ? calendar.extended(toCoverDays: first, last + margin)
                : calendar.extended(toCoverDays: first - margin, last)
        }
    }

    /// `add`, trusting that the held holidays are all there are between the two dates.
    private func unchecked(_ n: Int, from start: Int) -> Int {
        // The wanted day is business day number `target` (1 for the first from the origin
        // of `WeekendMask.workdays(before:)`): it has `target - 1` business days before it.
        let target = n > 0 ? businessDays(before: start + 1) + n : businessDays(before: start) + n + 1
        // Holidays before it are those with fewer than `target` business days before them;
        // skipping them makes it working day number `target + skipped`.
        let skipped = businessDaysBefore.withUnsafeBufferPointer { Self.lowerBound(of: target, in: $0) }
        return weekend.dayNumber(ofWorkday: target + skipped - 1)
    }
}
