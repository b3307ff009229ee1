import HolidayEngine

/// `v`: the business days of the selected range, counted off the UI thread (a range across
/// centuries with many days of one's own takes a while), each count with the region and
/// range it answers.
extension CalendarState {
    /// Whether the business days of the selected range are being counted.
    public var isCountingBusinessDays: Bool { asked.counting }

    /// The count the selected range needs, when it (or its region) changed since the last.
    mutating func countMissing() -> CalendarEffect? {
        let range = selectedRange
        guard range != asked.countedRange else { return nil }
        asked.countedRange = range
        rangeBusinessDays = nil
        asked.counting = range != nil
        return range.map { .countBusinessDays(region: region.code, range: $0) }
    }

    /// Records a count when it is of the range selected, in the region shown; an older
    /// one is stale.
    mutating func recordCount(_ count: Int?, region code: String, range: DateRange) {
        guard code == region.code, range == asked.countedRange else { return }
        rangeBusinessDays = count
        asked.counting = false
    }
}
