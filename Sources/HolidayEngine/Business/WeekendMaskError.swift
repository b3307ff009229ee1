/// Why text could not be read as a weekend.
public enum WeekendMaskError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name that is no weekday (nor a prefix of one of at least two letters).
    case unknownDay(String)
    /// All seven days: no day would be left to work.
    case everyDay
    /// Nothing given (`none` is how to say "no weekend").
    case noDays

    /// A sentence for the user that says what to write instead.
    public var description: String {
        switch self {
        case let .unknownDay(name):
            "'\(name)' is not a day of the week: write days like sat,sun or fri,sat, "
                + "'none', or seven 0/1 digits from Monday with 1 for a working day (1111100)"
        case .everyDay:
            "a weekend cannot be all seven days: no day would be left to count"
        case .noDays:
            "no weekend days given: write days like sat,sun, or 'none' for no weekend"
        }
    }
}
