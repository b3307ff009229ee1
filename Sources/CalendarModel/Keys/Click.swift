import HolidayEngine

/// What a click landed on, as the frame drawn there shows it; `KeyBindings` says what it
/// means, as it does for a key.
public enum Click: Hashable, Sendable {
    /// A day of the calendar.
    case date(CivilDate)
    /// A row of the region picker's matches, counted from the first shown.
    case regionRow(Int)
}
