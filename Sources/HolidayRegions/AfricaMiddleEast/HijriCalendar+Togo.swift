import HolidayEngine

// Facts: the dates Togo kept for the start of Ramadan (2015-2025, the Government's portal
// republiquetogolaise.com and the Muslim Union's announcements), the end of Ramadan and the
// Tabaski (2010-2025), as python-holidays 0.108 records them (its `TogoIslamicHolidays`);
// each start below is a holiday that differs from Umm al-Qura, written as the start of its
// month so that every day of the month moves with it.
// scripts/hijri_observed_starts.py togo:TogoIslamicHolidays prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Togo observes it: Umm al-Qura with the starts of Ramadan
    /// 1436-1446 and of Shawwal and Dhu al-Hijjah 1431-1446 AH confirmed; other days estimated.
    public static let togo = ummAlQura.observing(
        monthStarts: [
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // EID_AL_ADHA 2010-11-17, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // EID_AL_FITR 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // EID_AL_ADHA 2011-11-07, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // EID_AL_FITR 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // EID_AL_ADHA 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // EID_AL_FITR 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // EID_AL_ADHA 2017-09-02, Umm al-Qura +1
            .init(1439, .ramadan, on: 2018, 5, 17),  // RAMADAN_BEGINNING 2018-05-17, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
        ],
        confirmed: [.ramadan: 1436...1446, .shawwal: 1431...1446, .dhuAlHijjah: 1431...1446])
}
