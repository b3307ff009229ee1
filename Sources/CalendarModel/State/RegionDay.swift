import HolidayEngine

/// One shown region's part of a date: the region, its tag in the grid, and what is known of
/// its holidays that day. The views draw a day of several regions as a list of these.
public struct RegionDay: Sendable, Hashable {
    public let region: RegionChoice
    /// The short mark beside the region's holidays in the grid (`EE`, `NSW`; `RegionTag`).
    public let tag: String
    public let status: DayStatus

    /// The holidays of the day in this region, empty when none are known.
    public var holidays: [Holiday] {
        if case .known(let holidays) = status { return holidays }
        return []
    }
}
