import HolidayEngine
import TerminalText

/// One answer as both stores keep it: only the holidays inside the answered range, in date
/// order (the provider's order within a day), with their text made terminal-safe.
struct StoredAnswer {
    var range: DateRange
    var holidays: [Holiday]

    init(range: DateRange, holidays: [Holiday]) {
        self.range = range
        // A holiday outside the range would sit on days the store does not mark as covered,
        // where no reader would trust it; it is dropped rather than stored half-known.
        self.holidays = holidays.filter { range.contains($0.date) }.inDateOrder().map(Self.clean)
    }

    /// The provider layer cleans network text already; the store cleans again because what it
    /// keeps is shown in later sessions, long after the answer that carried it.
    private static func clean(_ holiday: Holiday) -> Holiday {
        var holiday = holiday
        holiday.name = TerminalSafeText.clean(holiday.name)
        holiday.localName = TerminalSafeText.clean(holiday.localName)
        holiday.region = TerminalSafeText.clean(holiday.region)
        holiday.details = holiday.details.map { TerminalSafeText.clean($0) }
        return holiday
    }
}
