/// The Buddhist festivals that Indonesia, Malaysia and Singapore keep by the full moon:
/// Vesak (Waisak, Wesak), the day of the Buddha's birth, enlightenment and passing.
///
/// Vesak is a full moon day in May or early June, set by each country's Buddhist
/// authorities and gazetted by its government, so HolidayEngine holds the dates as tables
/// (`BuddhistFestival+Tables.swift`) for 1901-2100, with the countries' own published lists
/// where they differ (`dayNumbers(inGregorianYear:in:)`). The other countries' Buddhist
/// days follow other calendars: India's and Nepal's Buddha Purnima the Hindu almanac
/// (`HinduFestival.buddhaPurnima`), Thailand's, Cambodia's and Laos' Visakha Bucha the Thai
/// lunar calendar (`ThaiLunarCalendar`), Myanmar's the Burmese (`BurmeseCalendar`),
/// Mongolia's the Mongolian (`MongolianFestival`), Korea's and Hong Kong's the Chinese. See
/// docs/calendars.md.
public enum BuddhistFestival: String, CaseIterable, Sendable {
    /// Vesak as Singapore and Indonesia reckon it: the full moon of Vesakha (Vaisakha),
    /// in May or early June.
    case vesak
    /// Wesak as Malaysia reckons it: the full moon in May (the first, when May has two).
    case vesakInMay

    /// The Gregorian years the festival's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The festival's day number in Gregorian `year`; none outside `knownYears`.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }
}
