/// The days of the Balinese Saka calendar that Indonesia keeps: Nyepi, the Day of Silence
/// that begins the Saka year.
///
/// The Balinese Saka calendar is lunisolar: Nyepi is the day after the new moon of the
/// ninth month (Kesanga), in March or April, as Bali's Hindu council sets it and the
/// government lists it. HolidayEngine holds the dates as a table
/// (`BalineseFestival+Tables.swift`) for 1983-2050. See docs/calendars.md.
public enum BalineseFestival: String, CaseIterable, Sendable {
    /// Nyepi (Hari Suci Nyepi), the Saka new year.
    case nyepi

    /// The Gregorian years the festival's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The festival's day number in Gregorian `year`; none outside `knownYears`.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }
}
