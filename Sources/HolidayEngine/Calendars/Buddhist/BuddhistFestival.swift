/// The Buddhist festivals that Indonesia, Malaysia and Singapore keep by the full moon:
/// Vesak (Waisak, Wesak), the day of the Buddha's birth, enlightenment and passing.
///
/// Vesak is a full moon day in May or early June, set by each country's Buddhist
/// authorities and gazetted by its government, so HolidayEngine holds the dates as tables
/// (`BuddhistFestival+Tables.swift`) for 1901-2100; the countries' own published lists,
/// where they differ, are in HolidayRegions and their rules prefer them
/// (`dayNumbers(inGregorianYear:preferring:)`, `DateRule.buddhist(_:list:)`). The other
/// countries' Buddhist days follow other calendars: India's and Nepal's Buddha Purnima the
/// Hindu almanac (`HinduFestival.buddhaPurnima`), Thailand's, Cambodia's and Laos' Visakha
/// Bucha the Thai lunar calendar (`ThaiLunarCalendar`), Myanmar's the Burmese
/// (`BurmeseCalendar`), Mongolia's the Mongolian (`MongolianFestival`), Korea's and Hong
/// Kong's the Chinese. See docs/calendars.md.
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

    /// The festival's day numbers in Gregorian `year` from `list`, a country's own published
    /// dates, where it dates that year; else the table's, then `isEstimated` (a forecast for
    /// that country).
    public func dayNumbers(
        inGregorianYear year: Int, preferring list: FestivalTable?
    ) -> (dayNumbers: [Int], isEstimated: Bool) {
        table.dayNumbers(inGregorianYear: year, preferring: list)
    }
}
