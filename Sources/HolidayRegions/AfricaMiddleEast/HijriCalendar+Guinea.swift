import HolidayEngine

// Facts: the dates Guinea kept for the Maouloud, the Night of Power, the end of Ramadan and
// the Tabaski in 2015-2025 (the Government's announcements after the sighting), as
// python-holidays 0.108 records them (its `GuineaIslamicHolidays`); each start below is a
// holiday that differs from Umm al-Qura, written as the start of its month so that every day
// of the month moves with it. scripts/hijri_observed_starts.py guinea:GuineaIslamicHolidays
// prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Guinea observes it: Umm al-Qura with the starts of Rabi'
    /// al-awwal 1437-1447 and of Ramadan, Shawwal and Dhu al-Hijjah 1436-1446 AH confirmed;
    /// other days estimated.
    public static let guinea = ummAlQura.observing(
        monthStarts: [
            .init(1436, .shawwal, on: 2015, 7, 18),  // EID_AL_FITR 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // MAWLID 2015-12-24, Umm al-Qura +1
            .init(1437, .ramadan, on: 2016, 6, 7),  // LAYLAT_AL_QADR 2016-07-03, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // EID_AL_ADHA 2017-09-02, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // MAWLID 2017-12-01, Umm al-Qura +1
            .init(1439, .ramadan, on: 2018, 5, 17),  // LAYLAT_AL_QADR 2018-06-12, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // MAWLID 2019-11-10, Umm al-Qura +1
            .init(1443, .ramadan, on: 2022, 4, 3),  // LAYLAT_AL_QADR 2022-04-29, Umm al-Qura +1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // EID_AL_ADHA 2022-07-10, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 25),  // MAWLID 2025-09-05, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1437...1447, .ramadan: 1436...1446, .shawwal: 1436...1446, .dhuAlHijjah: 1436...1446])
}
