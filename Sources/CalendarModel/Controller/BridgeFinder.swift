import HolidayEngine

/// The bridges of a region's year (`DaysOff.bridges`, best first), or nil when there is no
/// such region.
public typealias BridgeFinder = @Sendable (_ region: String, _ year: Int) -> [Bridge]?
