import HolidayFetchCore

/// What wakes the UI thread.
enum TerminalEvent: Sendable {
    /// stdin has bytes to read.
    case input
    /// A signal arrived (its number).
    case signal(Int32)
    /// stdin was closed: the terminal went away.
    case hangup
    /// The fetch side reported something.
    case fetch(FetchEvent)
}
