/// Why calendars could not be joined.
public enum JointCalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No calendar was given.
    case noCalendars
    /// Under `JointCalendarRule.all` the weekends together take every day of the week, from
    /// the day given (a day number) on: no day of the week would be a working day of all.
    case noCommonWorkday(from: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noCalendars:
            "no calendars to join"
        case let .noCommonWorkday(day):
            (day == Int.min ? "" : "from \(CivilDate(dayNumber: day)) on, ")
                + "the regions' weekends together cover every day of the week, so no day would be "
                + "a business day in all of them: use --joint any, or --weekend"
        }
    }
}
