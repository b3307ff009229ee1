import HolidayEngine

// Facts: the dates the Gambia kept for Yawmul Ashura, the Mawlid, Lailat-ul-Qadr, the Koriteh
// and the Tobaski in 2015-2025 (the Office of the President's announcements after the
// sighting), as python-holidays 0.108 records them (its `GambiaIslamicHolidays`); each start
// below is a holiday that differs from Umm al-Qura, written as the start of its month so that
// every day of the month moves with it.
// scripts/hijri_observed_starts.py gambia:GambiaIslamicHolidays prints them. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as the Gambia observes it: Umm al-Qura with the starts of Muharram
    /// 1437-1447, Rabi' al-awwal 1438-1446 and Ramadan, Shawwal and Dhu al-Hijjah 1436-1446 AH
    /// confirmed; other days estimated.
    public static let gambia = ummAlQura.observing(
        monthStarts: [
            .init(1436, .shawwal, on: 2015, 7, 18),  // EID_AL_FITR 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .muharram, on: 2015, 10, 15),  // ASHURA 2015-10-24, Umm al-Qura +1
            .init(1437, .ramadan, on: 2016, 6, 7),  // LAYLAT_AL_QADR 2016-07-03, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .muharram, on: 2016, 10, 3),  // ASHURA 2016-10-12, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // EID_AL_ADHA 2017-09-02, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // ASHURA 2017-10-01, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // MAWLID 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // MAWLID 2018-11-21, Umm al-Qura +1
            .init(1441, .muharram, on: 2019, 9, 1),  // ASHURA 2019-09-10, Umm al-Qura +1
            .init(1441, .shawwal, on: 2020, 5, 23),  // EID_AL_FITR 2020-05-23, Umm al-Qura -1
            .init(1443, .muharram, on: 2021, 8, 10),  // ASHURA 2021-08-19, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // MAWLID 2021-10-19, Umm al-Qura +1
            .init(1443, .ramadan, on: 2022, 4, 3),  // LAYLAT_AL_QADR 2022-04-29, Umm al-Qura +1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 17),  // MAWLID 2023-09-28, Umm al-Qura +1
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // MAWLID 2024-09-16, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1437...1447, .rabiAlAwwal: 1438...1446, .ramadan: 1436...1446, .shawwal: 1436...1446,
            .dhuAlHijjah: 1436...1446,
        ])
}
