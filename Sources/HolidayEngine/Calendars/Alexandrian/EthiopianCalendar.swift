/// The Ethiopian calendar (Amete Mihret, "year of mercy"), Ethiopia's official calendar and
/// Eritrea's church calendar: twelve months of 30 days and Pagume of 5 or 6.
///
/// New Year (Enkutatash, 1 Meskerem) is 11 September, or 12 September when the year before
/// was a leap year (2015, 2019, ...); Meskel is 17 Meskerem (27 or 28 September), Timkat
/// 11 Tir (19 or 20 January), in 1900-2099. Genna (Christmas) is 29 Tahsas, kept as 28 Tahsas
/// in the years that begin on 12 September so that it stays on 25 December Julian
/// (7 January): give Genna by `JulianCalendar`. Exact for every year; see docs/calendars.md.
public enum EthiopianCalendar: AlexandrianCalendar {
    /// A date on the Ethiopian calendar: year (2018 began on 11 September 2025), month, day.
    public typealias Date = CalendarDate<EthiopianCalendar>

    /// The thirteen months.
    public enum Month: Int, CaseIterable, Sendable {
        case meskerem = 1, tikimt, hidar, tahsas, tir, yekatit, megabit, miyazya, ginbot
        case sene, hamle, nehase
        /// The 5 days (6 in a leap year) that close the year.
        case pagume
    }

    /// 1 Meskerem 1 is 29 August 8 (Julian).
    public static let epoch = -716_367
}
