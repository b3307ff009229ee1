import HolidayEngine

// Facts: the Kenya Gazette's notices of Idd-ul-Fitr and Idd-ul-Azha (the Cabinet Secretary
// for the Interior, under the Public Holidays Act), 2014-2026. Recorded by python-holidays
// 0.108 (its `KenyaIslamicHolidays`), which this file reproduces, written as the starts of
// Shawwal and Dhu al-Hijjah. scripts/hijri_observed_starts.py prints it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Kenya observes it: Umm al-Qura with the starts of Shawwal and
    /// Dhu al-Hijjah 1435-1447 AH confirmed by the Gazette; other days estimated.
    public static let kenya = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Idd-ul-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 27),  // Idd-ul-Azha 2014-10-06, Umm al-Qura +2
            .init(1436, .shawwal, on: 2015, 7, 18),  // Idd-ul-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Idd-ul-Azha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Idd-ul-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Idd-ul-Azha 2016-09-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Idd-ul-Fitr 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Idd-ul-Fitr 2019-06-05, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Idd-ul-Azha 2019-08-12, Umm al-Qura +1
            .init(1441, .shawwal, on: 2020, 5, 25),  // Idd-ul-Fitr 2020-05-25, Umm al-Qura +1
            .init(1442, .shawwal, on: 2021, 5, 14),  // Idd-ul-Fitr 2021-05-14, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // Idd-ul-Fitr 2022-05-03, Umm al-Qura +1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 2),  // Idd-ul-Azha 2022-07-11, Umm al-Qura +2
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // Idd-ul-Azha 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Idd-ul-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1435...1447, .dhuAlHijjah: 1435...1447])
}
