import HolidayEngine

// Facts: the Government's annual holiday calendars as the South Sudan NGO Forum published them
// (2016, 2018, 2020, 2021, 2022) and the 2025 closing days of the Netherlands' embassy in Juba.
// Recorded by python-holidays 0.108 (its `SouthSudanIslamicHolidays`), which this file
// reproduces; each start below is an Eid that differs from Umm al-Qura, written as the start of
// its month. Only the years with a published date are confirmed, so the confirmed years have
// gaps (1440, 1444 and 1445 AH are forecasts). scripts/hijri_observed_starts.py prints them.
// See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as South Sudan observes it: Umm al-Qura with the starts of Shawwal
    /// and Dhu al-Hijjah confirmed for 1439, 1441-1443 and 1446 AH; other days estimated.
    public static let southSudan = ummAlQura.observing(
        monthStarts: [
            .init(1439, .shawwal, on: 2018, 6, 14),  // Eid al-Fitr 2018-06-14, Umm al-Qura -1
            .init(1441, .shawwal, on: 2020, 5, 22),  // Eid al-Fitr 2020-05-22, Umm al-Qura -2
            .init(1442, .dhuAlHijjah, on: 2021, 7, 9),  // Eid al-Adha 2021-07-18, Umm al-Qura -2
            .init(1443, .shawwal, on: 2022, 5, 3),  // Eid al-Fitr 2022-05-03, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [
            .shawwal: 1439...1439, .shawwal: 1441...1443, .shawwal: 1446...1446,
            .dhuAlHijjah: 1439...1439, .dhuAlHijjah: 1441...1443, .dhuAlHijjah: 1446...1446,
        ])
}
