import HolidayEngine

// Facts: Suriname's yearly lists of days off, as timeanddate.com records Ied-Ul-Fitre and
// Ied-Ul-Adha for 2014-2025. Recorded by python-holidays 0.108 (its `SurinameIslamicHolidays`),
// which this file reproduces; each start below is a holiday that differs from Umm al-Qura,
// written as the start of its month so that every day of the month moves with it. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Suriname observes it: Umm al-Qura with the month starts
    /// confirmed for Shawwal and Dhu al-Hijjah 1435-1446 AH; other days estimated.
    public static let suriname = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Eid al-Fitr 2019-06-05, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Eid al-Adha 2019-08-12, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // Eid al-Fitr 2023-04-22, Umm al-Qura +1
            .init(1444, .dhuAlHijjah, on: 2023, 6, 20),  // Eid al-Adha 2023-06-29, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // Eid al-Adha 2025-06-07, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1435...1446, .dhuAlHijjah: 1435...1446])
}
