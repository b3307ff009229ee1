import HolidayEngine

/// What is known about one date's holidays.
public enum DayStatus: Sendable, Hashable {
    /// Not answered (yet).
    case unknown
    /// Asked and could not be answered: the date may or may not have holidays.
    case failed
    /// Answered: these are all its holidays (possibly none).
    case known([Holiday])

    public var isKnown: Bool {
        if case .known = self { return true }
        return false
    }
}
