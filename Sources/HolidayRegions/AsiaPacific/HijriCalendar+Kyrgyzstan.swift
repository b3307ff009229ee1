import HolidayEngine

// Facts: the Government's resolutions on Orozo ait and Kurman ait days off (2006-2015, 2024),
// and the days Kyrgyzstan kept them in 2006-2026 as python-holidays 0.108 records them (its
// `KyrgyzstanIslamicHolidays`): a day off Umm al-Qura's in the years below. Each start below
// is such an ait written as the start of its month. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Kyrgyzstan observes it: Umm al-Qura with the ait month starts
    /// confirmed for Shawwal 1427-1447 and Dhu al-Hijjah 1426-1447 AH; other days estimated.
    public static let kyrgyzstan = ummAlQura.observing(
        monthStarts: [
            .init(1427, .shawwal, on: 2006, 10, 24),  // Orozo ait 2006-10-24, Umm al-Qura +1
            .init(1428, .shawwal, on: 2007, 10, 12),  // Orozo ait 2007-10-12, Umm al-Qura -1
            .init(1428, .dhuAlHijjah, on: 2007, 12, 10),  // Kurman ait 2007-12-19, Umm al-Qura -1
            .init(1435, .shawwal, on: 2014, 7, 29),  // Orozo ait 2014-07-29, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Kurman ait 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 5),  // Orozo ait 2016-07-05, Umm al-Qura -1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Kurman ait 2016-09-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Orozo ait 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Orozo ait 2019-06-05, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // Orozo ait 2022-05-03, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // Kurman ait 2024-06-17, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1427...1447, .dhuAlHijjah: 1426...1447])
}
