import HolidayEngine

// Facts: the Government's decisions fixing each Islamic holiday (Decision No. 773 of 2017 on
// Eid al-Adha, No. 1299 of 2019 on the Prophet's Birthday, ...; lawsociety.ly) and the days
// kept, 2012-2025. Recorded by python-holidays 0.108 (its `LibyaIslamicHolidays`), which this
// file reproduces; each start below is a holiday that differs from Umm al-Qura, written as the
// start of its month so that every day of the month moves with it.
// scripts/hijri_observed_starts.py prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Libya observes it: Umm al-Qura with the starts of Muharram
    /// confirmed for 1434-1447 AH, Rabi' al-awwal, Shawwal and Dhu al-Hijjah for 1433-1446;
    /// other days estimated.
    public static let libya = ummAlQura.observing(
        monthStarts: [
            .init(1433, .rabiAlAwwal, on: 2012, 1, 25),  // Mawlid 2012-02-05, Umm al-Qura +1
            .init(1435, .muharram, on: 2013, 11, 5),  // Islamic New Year 2013-11-05, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // Mawlid 2014-01-14, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1437, .muharram, on: 2015, 10, 15),  // Islamic New Year 2015-10-15, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1438, .muharram, on: 2016, 10, 3),  // Islamic New Year 2016-10-03, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Mawlid 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // Islamic New Year 2017-09-22, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Mawlid 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .muharram, on: 2018, 9, 12),  // Islamic New Year 2018-09-12, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Mawlid 2018-11-21, Umm al-Qura +1
            .init(1443, .muharram, on: 2021, 8, 10),  // Islamic New Year 2021-08-10, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Mawlid 2021-10-19, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1434...1447, .rabiAlAwwal: 1433...1446, .shawwal: 1433...1446,
            .dhuAlHijjah: 1433...1446,
        ])
}
