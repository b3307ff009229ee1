import HolidayEngine

extension Holiday {
    /// When a calendar's timed event starts on its date, on the user's clock (`09:30`, 24
    /// hours, as holical writes every time): the start of `EventDetails.time`, which
    /// `HolicalCLI` writes as start-end. Nil for an all-day event, a holiday, and on the
    /// later days of an event that began on an earlier one (it does not start there).
    public var startTime: String? {
        guard let event, event.firstDay == date, let time = event.time else { return nil }
        let start = time.prefix { $0 != "-" }
        return start.isEmpty ? nil : String(start)
    }
}
