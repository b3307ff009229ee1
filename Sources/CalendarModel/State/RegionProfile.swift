import HolidayEngine

/// What the calendar shows about the region on screen: its kinds of holiday (the legend),
/// its weekend (dimmed in the grid) and the years its rules are known for (the status
/// line's note outside them). Made for the shown region only, when `apply` asks for it
/// (`CalendarEffect.describeRegion`), because it compiles the region's rules.
public struct RegionProfile: Sendable, Hashable {
    /// The region's code: `EE`.
    public var code: String
    /// The English name, for the validity note: `Estonia`.
    public var name: String
    /// The kinds of holiday its rules produce, in `HolidayKind` order.
    public var kinds: [HolidayKind]
    /// Its weekend, with its history.
    public var weekend: WeekendHistory
    /// The years its rules are known for.
    public var known: YearSet
    /// The day its weeks start on, if it says (Monday in most of Europe).
    public var firstWeekday: Weekday?

    public init(
        code: String, name: String, kinds: [HolidayKind], weekend: WeekendHistory = .saturdaySunday,
        known: YearSet = .always, firstWeekday: Weekday? = nil
    ) {
        self.code = code
        self.name = name
        self.kinds = kinds
        self.weekend = weekend
        self.known = known
        self.firstWeekday = firstWeekday
    }

    /// Whether `date` is a weekend day there (by the weekend in force on it).
    public func isWeekend(_ date: CivilDate) -> Bool { weekend.containsDay(date.dayNumber) }

    /// The sentence for a `year` outside the years the rules are known for
    /// (`Estonia's holidays are known from 1991`), else nil.
    public func validityNote(year: Int) -> String? {
        known.validityNote(for: DateRange(years: year...year), name: name)
    }
}
