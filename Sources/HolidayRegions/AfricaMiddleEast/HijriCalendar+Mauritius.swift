import HolidayEngine

// Facts: the Prime Minister's Office's yearly notices of public holidays, Eid-ul-Fitr
// 2016-2025 (the date the Ministry fixes after the sighting). Recorded by python-holidays 0.108
// (its `MauritiusIslamicHolidays`, with every other start a day after Umm al-Qura), which this
// file reproduces, written as the starts of Shawwal. scripts/hijri_observed_starts.py prints
// it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Mauritius observes it: a day after Umm al-Qura, with the starts
    /// of Shawwal 1437-1446 AH the notices confirm; other days estimated.
    public static let mauritius = ummAlQura.observing(
        monthStarts: [
            .init(1437, .shawwal, on: 2016, 7, 6),  // Eid-ul-Fitr 2016-07-06, Umm al-Qura +0
            .init(1441, .shawwal, on: 2020, 5, 24),  // Eid-ul-Fitr 2020-05-24, Umm al-Qura +0
            .init(1446, .shawwal, on: 2025, 4, 1),  // Eid-ul-Fitr 2025-04-01, Umm al-Qura +2
        ],
        confirmed: [.shawwal: 1437...1446],
        otherStartsShiftedBy: 1)
}
