/// The seven days of the week that contains a date, for a chosen first weekday.
public struct WeekSpan: Hashable, Sendable {
    /// The first of the seven days.
    public let start: CivilDate

    public init(containing date: CivilDate, firstWeekday: Weekday) {
        start = date.adding(days: -firstWeekday.days(until: date.weekday))
    }

    /// The seven dates in order.
    public var dates: [CivilDate] { (0..<7).map { start.adding(days: $0) } }

    /// The last of the seven days.
    public var end: CivilDate { start.adding(days: 6) }

    public var range: DateRange { DateRange(start, end) }

    /// The ISO 8601 week most of these days belong to.
    ///
    /// The fourth day always lies in the ISO week that holds four or more of the seven days,
    /// so a week starting on Sunday or Saturday is still named sensibly.
    public var isoWeek: ISOWeek { start.adding(days: 3).isoWeek }
}
