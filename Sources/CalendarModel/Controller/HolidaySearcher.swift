import HolidayEngine

/// Performs a holiday search (`.search`) over the years of a region's rules.
public typealias HolidaySearcher = @Sendable (_ search: HolidaySearch) -> SearchAnswer
