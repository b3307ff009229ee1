import HolidayEngine

/// What the controller asks, besides the holiday source, to carry out the effects whose
/// answers come from holical's rules. Every one is required, so that a wiring left out fails
/// to compile instead of answering "cannot" quietly; `HolicalCLI` gives them all.
public struct CalendarServices: Sendable {
    /// Counts the business days strictly between two dates (`from` <= `to`) of a region, or
    /// nil when it cannot.
    public typealias BusinessDayCounter = @Sendable (_ region: String, _ from: CivilDate, _ to: CivilDate) -> Int?
    /// Every region the `c` picker offers, in the order it lists them: asked for the first
    /// time the picker opens, since making every region costs memory the calendar may never
    /// need (docs/architecture.md, "Intents, effects and frames").
    public typealias RegionLister = @Sendable () -> [RegionChoice]
    /// The profile of the region with a code (its kinds, weekend and known years), or nil
    /// when there is no such region.
    public typealias RegionDescriber = @Sendable (_ code: String) -> RegionProfile?
    /// The bridges of a region's year (`DaysOff.bridges`, best first), or nil when there is
    /// no such region.
    public typealias BridgeFinder = @Sendable (_ region: String, _ year: Int) -> [Bridge]?
    /// The holidays of a range of dates in the region with a code, from holical's own rules
    /// (names in the language given where the region has it, else its main one), or nil when
    /// there is no such region. Answers the regions shown beside the primary one.
    public typealias HolidayLookup = @Sendable (_ code: String, _ range: DateRange, _ language: String?) -> [Holiday]?
    /// The events of a range of dates in the calendar with a tag, a file read again when it
    /// changed, an address asked again when due (at once with `refresh`), or why it cannot be
    /// used (docs/calendar-files.md).
    public typealias EventLookup = @Sendable (_ calendar: String, _ range: DateRange, _ refresh: Bool) -> ShownCalendar.Answer
    /// Performs a holiday search (`.search`) over the years of a region's rules.
    public typealias HolidaySearcher = @Sendable (_ search: HolidaySearch) -> SearchAnswer

    /// Answers `.countBusinessDays`.
    public var countBusinessDays: BusinessDayCounter
    /// Answers `.listRegions`.
    public var listRegions: RegionLister
    /// Answers `.describeRegion`.
    public var describeRegion: RegionDescriber
    /// Answers `.findBridges`.
    public var findBridges: BridgeFinder
    /// Answers `.lookUpHolidays`.
    public var lookUpHolidays: HolidayLookup
    /// Answers `.search`.
    public var searchHolidays: HolidaySearcher
    /// Answers `.lookUpEvents`.
    public var lookUpEvents: EventLookup

    public init(
        countBusinessDays: @escaping BusinessDayCounter, listRegions: @escaping RegionLister,
        describeRegion: @escaping RegionDescriber, findBridges: @escaping BridgeFinder,
        lookUpHolidays: @escaping HolidayLookup, searchHolidays: @escaping HolidaySearcher,
        lookUpEvents: @escaping EventLookup
    ) {
        self.lookUpEvents = lookUpEvents
        self.countBusinessDays = countBusinessDays
        self.listRegions = listRegions
        self.describeRegion = describeRegion
        self.findBridges = findBridges
        self.lookUpHolidays = lookUpHolidays
        self.searchHolidays = searchHolidays
    }
}
