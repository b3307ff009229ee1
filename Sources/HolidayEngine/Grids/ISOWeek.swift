/// An ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday.
public struct ISOWeek: Hashable, Sendable {
    /// The ISO week-numbering year, which differs from the calendar year near January 1.
    public let year: Int
    /// 1...53.
    public let week: Int

    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }
}

extension CivilDate {
    /// The ISO 8601 week this date belongs to.
    public var isoWeek: ISOWeek {
        // The Thursday of this date's Monday-based week decides the year.
        let mondayOffset = Weekday.monday.days(until: weekday)
        let thursday = adding(days: 3 - mondayOffset)
        return ISOWeek(year: thursday.year, week: (thursday.dayOfYear - 1) / 7 + 1)
    }
}
