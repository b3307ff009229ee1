/// What the controller asks, besides the holiday source, to carry out the effects whose
/// answers come from holical's rules: each nil where there is none, and then the effect is
/// answered as "cannot" (tests give only what they use). `HolicalCLI` gives them all.
public struct CalendarServices: Sendable {
    /// Answers `.countBusinessDays`.
    public var countBusinessDays: BusinessDayCounter?
    /// Answers `.listRegions`.
    public var listRegions: RegionLister?
    /// Answers `.describeRegion`.
    public var describeRegion: RegionDescriber?
    /// Answers `.findBridges`.
    public var findBridges: BridgeFinder?
    /// Answers `.lookUpHolidays`.
    public var lookUpHolidays: HolidayLookup?
    /// Answers `.search`.
    public var searchHolidays: HolidaySearcher?

    public init(
        countBusinessDays: BusinessDayCounter? = nil, listRegions: RegionLister? = nil,
        describeRegion: RegionDescriber? = nil,
        findBridges: BridgeFinder? = nil, lookUpHolidays: HolidayLookup? = nil,
        searchHolidays: HolidaySearcher? = nil
    ) {
        self.countBusinessDays = countBusinessDays
        self.listRegions = listRegions
        self.describeRegion = describeRegion
        self.findBridges = findBridges
        self.lookUpHolidays = lookUpHolidays
        self.searchHolidays = searchHolidays
    }
}
