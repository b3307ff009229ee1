import CalendarModel

/// What wakes the UI thread.
enum TerminalEvent: Sendable {
    /// stdin has bytes to read.
    case input
    /// A signal arrived (its number).
    case signal(Int32)
    /// stdin was closed: the terminal went away.
    case hangup
    /// An intent from another thread: what the holiday source learned, or what a
    /// computation off the UI thread answered.
    case intent(CalendarIntent)
}
