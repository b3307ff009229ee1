import HolidayEngine

/// Counts the business days strictly between two dates (`from` <= `to`) of a region, or
/// nil when it cannot.
public typealias BusinessDayCounter = @Sendable (_ region: String, _ from: CivilDate, _ to: CivilDate) -> Int?
