/// The Coptic calendar (Era of the Martyrs), the calendar of the Coptic Orthodox Church in
/// Egypt: twelve months of 30 days and the little month (Nasie) of 5 or 6.
///
/// The Ethiopian calendar with another epoch: Coptic year = Ethiopian year - 276, with the
/// same months and leap years. New Year (Nayrouz, 1 Thout) is 11 or 12 September in
/// 1900-2099. Coptic Christmas is 29 Koiak, kept as 28 Koiak in the years that begin on
/// 12 September so that it stays on 25 December Julian (7 January): give it by
/// `JulianCalendar`, as Egypt does. Exact for every year; see docs/calendars.md.
public enum CopticCalendar: AlexandrianCalendar {
    /// A date on the Coptic calendar: year (1742 began on 11 September 2025), month, day.
    public typealias Date = CalendarDate<CopticCalendar>

    /// The thirteen months.
    public enum Month: Int, CaseIterable, Sendable {
        case thout = 1, paopi, hathor, koiak, tobi, meshir, paremhat, parmouti, pashons
        case paoni, epip, mesori
        /// The 5 days (6 in a leap year) that close the year (Pi Kogi Enavot).
        case nasie
    }

    /// 1 Thout 1 is 29 August 284 (Julian), the accession year of Diocletian.
    public static let epoch = -615_558
}
