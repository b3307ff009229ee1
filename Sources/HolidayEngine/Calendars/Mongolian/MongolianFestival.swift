/// The days of the Mongolian lunar calendar that Mongolia's holidays follow: Tsagaan Sar
/// (the lunar new year), Buddha's Day and Genghis Khan's Day.
///
/// The Mongolian calendar is the Tibetan Kalachakra (Phugpa) calendar as Mongolia's
/// astrologers reckon it: its new year usually falls with the Chinese one, but a month or a
/// day apart in some years (21 February 2023, 1 March 2025). HolidayEngine holds the dates as
/// tables (`MongolianFestival+Tables.swift`) for 2004-2100. See docs/calendars.md.
public enum MongolianFestival: String, CaseIterable, Sendable {
    /// Tsagaan Sar: the first day of the first spring month, the lunar new year (the second
    /// and third days follow).
    case tsagaanSar
    /// Buddha's Day (Ikh Duichen): the full moon of the first summer month.
    case buddhaDay
    /// Genghis Khan's Day: the first day of the first winter month, the Great Khan's
    /// birthday.
    case genghisKhanDay

    /// The Gregorian years the festival's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The festival's day number in Gregorian `year`; none outside `knownYears`.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }
}
