import HolidayEngine

// Facts: the dates Burkina Faso kept for the Mouloud, the Ramadan and the Tabaski in
// 2014-2024 (the Government's announcements after the sighting), as python-holidays 0.108
// records them (its `BurkinaFasoIslamicHolidays`); each start below is a holiday that differs
// from Umm al-Qura, written as the start of its month so that every day of the month moves
// with it. scripts/hijri_observed_starts.py burkina_faso:BurkinaFasoIslamicHolidays prints
// them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Burkina Faso observes it: Umm al-Qura with the starts of Rabi'
    /// al-awwal 1435-1444, Shawwal 1435-1445 and Dhu al-Hijjah 1435-1444 AH confirmed; other
    /// days estimated.
    public static let burkinaFaso = ummAlQura.observing(
        monthStarts: [
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // Mouloud 2014-01-14, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // Ramadan 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Tabaski 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Ramadan 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Tabaski 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // Mouloud 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Ramadan 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Tabaski 2016-09-13, Umm al-Qura +2
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Mouloud 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Ramadan 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Tabaski 2017-09-02, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Mouloud 2017-12-01, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Mouloud 2018-11-21, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // Mouloud 2019-11-10, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Mouloud 2021-10-19, Umm al-Qura +1
            .init(1444, .rabiAlAwwal, on: 2022, 9, 28),  // Mouloud 2022-10-09, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1435...1444, .shawwal: 1435...1445, .dhuAlHijjah: 1435...1444])
}
