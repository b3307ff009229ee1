import HolidayEngine

// Facts: the days the Cocos (Keeling) Islands kept Islamic New Year, the Prophet's Birthday,
// Hari Raya Puasa and Hari Raya Haji where they differ from Umm al-Qura: the Administrator's
// proclamations of each year's public holidays and their amendments (Indian Ocean Territories
// gazettes 2006-2017, community bulletins 2018-2024), as python-holidays 0.108 records them
// (`CocosIslandsIslamicHolidays`), which this file reproduces. Only the years with a
// proclamation are confirmed, so the confirmed years have gaps (2011-2012, 2015 and 2018 are
// forecasts). Regenerate with `scripts/calendar_tables.py --hijri-countries cocos_islands`.
// See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as the Cocos (Keeling) Islands observe it: Umm al-Qura with the
    /// proclaimed month starts, confirmed for the years proclaimed; other days estimated.
    public static let cocosIslands = ummAlQura.observing(
        monthStarts: [
            .init(1428, .muharram, on: 2007, 1, 22),  // HIJRI_NEW_YEAR 2007-01-22, Umm al-Qura +2
            .init(1428, .rabiAlAwwal, on: 2007, 3, 22),  // MAWLID 2007-04-02, Umm al-Qura +2
            .init(1428, .shawwal, on: 2007, 10, 15),  // EID_AL_FITR 2007-10-15, Umm al-Qura +2
            .init(1430, .shawwal, on: 2009, 9, 21),  // EID_AL_FITR 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 21),  // EID_AL_ADHA 2009-11-30, Umm al-Qura +3
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .muharram, on: 2016, 10, 3),  // HIJRI_NEW_YEAR 2016-10-03, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 24),  // EID_AL_FITR 2017-06-24, Umm al-Qura -1
            .init(1439, .muharram, on: 2017, 9, 22),  // HIJRI_NEW_YEAR 2017-09-22, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // MAWLID 2017-12-01, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1441, .muharram, on: 2019, 9, 1),  // HIJRI_NEW_YEAR 2019-09-01, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // MAWLID 2021-10-19, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // EID_AL_FITR 2022-05-03, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // MAWLID 2024-09-16, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 25),  // MAWLID 2025-09-05, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1428...1432, .muharram: 1435...1436, .muharram: 1438...1439, .muharram: 1441...1441,
            .rabiAlAwwal: 1428...1431, .rabiAlAwwal: 1434...1435, .rabiAlAwwal: 1438...1439,
            .rabiAlAwwal: 1441...1447,
            .shawwal: 1428...1431, .shawwal: 1434...1435, .shawwal: 1437...1438, .shawwal: 1440...1446,
            .dhuAlHijjah: 1428...1431, .dhuAlHijjah: 1434...1435, .dhuAlHijjah: 1437...1438,
            .dhuAlHijjah: 1440...1446,
        ])
}
