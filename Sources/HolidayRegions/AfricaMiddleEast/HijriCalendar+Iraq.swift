import HolidayEngine

// Facts: the dates Iraq kept its Islamic holidays where they differ from Umm al-Qura (the
// government's announcements, 2013-2025); recorded by python-holidays 0.108 (its
// `IraqIslamicHolidays`), which this file reproduces. Each start below is a holiday that
// differs from Umm al-Qura, written as the start of its month so that every day of the month
// moves with it; Ashura in 2019, 2021 and 2023 and Eid al-Ghadir in 2025, a day after a
// month begun on Umm al-Qura's day, are moved holidays in Iraq.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Iraq observes it: Umm al-Qura with the month starts it kept,
    /// its holidays' months confirmed for 2013-2025; other days estimated.
    public static let iraq = ummAlQura.observing(
        monthStarts: [
            .init(1435, .muharram, on: 2013, 11, 5),  // Ashura 2013-11-14, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // Prophet's Birthday 2014-01-14, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .muharram, on: 2015, 10, 15),  // Ashura 2015-10-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .muharram, on: 2016, 10, 3),  // Ashura 2016-10-12, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Prophet's Birthday 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // Ashura 2017-10-01, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Prophet's Birthday 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Prophet's Birthday 2018-11-21, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Eid al-Adha 2019-08-12, Umm al-Qura +1
            .init(1442, .muharram, on: 2020, 8, 21),  // Ashura 2020-08-30, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.muharram: 1435...1447, .rabiAlAwwal: 1434...1447, .shawwal: 1434...1446, .dhuAlHijjah: 1434...1446])
}
