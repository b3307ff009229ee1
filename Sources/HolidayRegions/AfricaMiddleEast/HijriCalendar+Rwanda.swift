import HolidayEngine

// Facts: the Ministry of Public Service and Labour's yearly announcements of Eid. Recorded by
// python-holidays 0.108 (its `RwandaIslamicHolidays`), which this file reproduces; each start below
// is a feast that differs from Umm al-Qura, written as the start of its month.
// scripts/hijri_observed_starts.py prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Rwanda observes it: Umm al-Qura with the months of its feasts
    /// confirmed for Shawwal 1433-1446 and Dhu al-Hijjah 1439-1446 AH; other days estimated.
    public static let rwanda = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Eid al-Adha 2019-08-12, Umm al-Qura +1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 2),  // Eid al-Adha 2022-07-11, Umm al-Qura +2
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1433...1446, .dhuAlHijjah: 1439...1446])
}
