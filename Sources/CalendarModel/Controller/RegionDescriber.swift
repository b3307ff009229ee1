import HolidayEngine

/// The profile of the region with a code (its kinds, weekend and known years), or nil when
/// there is no such region.
public typealias RegionDescriber = @Sendable (_ code: String) -> RegionProfile?
