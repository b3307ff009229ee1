import HolidayEngine

// Facts: the dates Mali kept for the Maouloud, the end of Ramadan and the Tabaski in 2015-2025
// (the Government's announcements after the sighting), as python-holidays 0.108 records them
// (its `MaliIslamicHolidays`); each start below is a holiday that differs from Umm al-Qura,
// written as the start of its month so that every day of the month moves with it (the
// Prophet's Baptism, a week after the Maouloud, with it).
// scripts/hijri_observed_starts.py mali:MaliIslamicHolidays prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Mali observes it: Umm al-Qura with the starts of Rabi'
    /// al-awwal, Shawwal and Dhu al-Hijjah confirmed for 1436-1446 AH; other days estimated.
    public static let mali = ummAlQura.observing(
        monthStarts: [
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Tabaski 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // Maouloud 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Tabaski 2016-09-13, Umm al-Qura +2
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Maouloud 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Tabaski 2017-09-02, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Maouloud 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Tabaski 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Maouloud 2018-11-21, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 3),  // Eid al-Fitr 2019-06-03, Umm al-Qura -1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // Maouloud 2019-11-10, Umm al-Qura +1
            .init(1441, .shawwal, on: 2020, 5, 23),  // Eid al-Fitr 2020-05-23, Umm al-Qura -1
            .init(1442, .shawwal, on: 2021, 5, 12),  // Eid al-Fitr 2021-05-12, Umm al-Qura -1
            .init(1442, .dhuAlHijjah, on: 2021, 7, 12),  // Tabaski 2021-07-21, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Maouloud 2021-10-19, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 1),  // Eid al-Fitr 2022-05-01, Umm al-Qura -1
            .init(1444, .rabiAlAwwal, on: 2022, 9, 28),  // Maouloud 2022-10-09, Umm al-Qura +1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 17),  // Maouloud 2023-09-28, Umm al-Qura +1
            .init(1445, .shawwal, on: 2024, 4, 9),  // Eid al-Fitr 2024-04-09, Umm al-Qura -1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // Tabaski 2024-06-17, Umm al-Qura +1
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // Maouloud 2024-09-16, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // Tabaski 2025-06-07, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1436...1446, .shawwal: 1436...1446, .dhuAlHijjah: 1436...1446])
}
