import HolidayEngine

/// The holidays of a range of dates in the region with a code, from holical's own rules
/// (names in the language given where the region has it, else its main one), or nil when
/// there is no such region. Answers the regions shown beside the primary one.
public typealias HolidayLookup = @Sendable (_ code: String, _ range: DateRange, _ language: String?) -> [Holiday]?
