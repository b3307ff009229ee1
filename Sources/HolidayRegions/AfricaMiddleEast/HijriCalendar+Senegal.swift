import HolidayEngine

// Facts: the dates Senegal kept for Tamkharit, the Grand Magal of Touba, the Korité and the
// Tabaski in 2020-2025 (the Government's announcements after the sighting), as python-holidays
// 0.108 records them (its `SenegalIslamicHolidays`); each start below is a holiday that
// differs from Umm al-Qura, written as the start of its month so that every day of the month
// moves with it. scripts/hijri_observed_starts.py senegal:SenegalIslamicHolidays prints them.
// See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Senegal observes it: Umm al-Qura with the month starts
    /// confirmed for Muharram, Safar and Rabi' al-awwal 1442-1446, Shawwal 1441-1446 and Dhu
    /// al-Hijjah 1441-1445 AH; other days estimated.
    public static let senegal = ummAlQura.observing(
        monthStarts: [
            .init(1442, .safar, on: 2020, 9, 19),  // Grand Magal 2020-10-06, Umm al-Qura +1
            .init(1442, .shawwal, on: 2021, 5, 12),  // Korité 2021-05-12, Umm al-Qura -1
            .init(1442, .dhuAlHijjah, on: 2021, 7, 12),  // Tabaski 2021-07-21, Umm al-Qura +1
            .init(1443, .safar, on: 2021, 9, 9),  // Grand Magal 2021-09-26, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 1),  // Korité 2022-05-01, Umm al-Qura -1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // Tabaski 2022-07-10, Umm al-Qura +1
            .init(1444, .safar, on: 2022, 8, 29),  // Grand Magal 2022-09-15, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // Korité 2023-04-22, Umm al-Qura +1
            .init(1444, .dhuAlHijjah, on: 2023, 6, 20),  // Tabaski 2023-06-29, Umm al-Qura +1
            .init(1445, .safar, on: 2023, 8, 18),  // Grand Magal 2023-09-04, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // Tabaski 2024-06-17, Umm al-Qura +1
            .init(1446, .muharram, on: 2024, 7, 8),  // Tamkharit 2024-07-17, Umm al-Qura +1
            .init(1446, .safar, on: 2024, 8, 6),  // Grand Magal 2024-08-23, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1442...1446, .safar: 1442...1446, .rabiAlAwwal: 1442...1446, .shawwal: 1441...1446,
            .dhuAlHijjah: 1441...1445,
        ])
}
