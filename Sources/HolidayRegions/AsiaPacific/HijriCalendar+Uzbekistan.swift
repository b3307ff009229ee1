import HolidayEngine

// Facts: the days Uzbekistan kept Ramazon and Qurbon hayit in 2006-2025, which the President's
// decrees make days off, as python-holidays 0.108 records them (its
// `UzbekistanIslamicHolidays`): a day off Umm al-Qura's in the years below. Each start below
// is such a hayit written as the start of its month. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Uzbekistan observes it: Umm al-Qura with the hayit month
    /// starts confirmed for Shawwal 1427-1446 and Dhu al-Hijjah 1426-1446 AH; other days
    /// estimated.
    public static let uzbekistan = ummAlQura.observing(
        monthStarts: [
            .init(1427, .dhuAlHijjah, on: 2006, 12, 21),  // Qurbon hayit 2006-12-30, Umm al-Qura -1
            .init(1428, .dhuAlHijjah, on: 2007, 12, 10),  // Qurbon hayit 2007-12-19, Umm al-Qura -1
            .init(1430, .shawwal, on: 2009, 9, 21),  // Ramazon hayit 2009-09-21, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // Ramazon hayit 2011-08-31, Umm al-Qura +1
            .init(1434, .shawwal, on: 2013, 8, 9),  // Ramazon hayit 2013-08-09, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Ramazon hayit 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Qurbon hayit 2015-09-24, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Qurbon hayit 2016-09-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Ramazon hayit 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Ramazon hayit 2019-06-05, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1427...1446, .dhuAlHijjah: 1426...1446])
}
