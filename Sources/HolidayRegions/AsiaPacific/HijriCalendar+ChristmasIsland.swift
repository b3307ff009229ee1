import HolidayEngine

// Facts: the days Christmas Island kept Hari Raya Puasa (1 Shawwal) and Hari Raya Haji (10 Dhu
// al-Hijjah) where they differ from Umm al-Qura: the Administrator's proclamations of each
// year's public holidays and their amendments (Indian Ocean Territories gazettes 2006-2017,
// community bulletins 2018-2024), as python-holidays 0.108 records them
// (`ChristmasIslandIslamicHolidays`), which this file reproduces. Only the years with a
// proclamation are confirmed (2011-2012, 2015 and 2018 are forecasts). Regenerate with
// `scripts/calendar_tables.py --hijri-countries christmas_island`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Christmas Island observes it: Umm al-Qura with the proclaimed
    /// Eid month starts, confirmed for the years proclaimed; other days estimated.
    public static let christmasIsland = ummAlQura.observing(
        monthStarts: [
            .init(1428, .shawwal, on: 2007, 10, 15),  // EID_AL_FITR 2007-10-15, Umm al-Qura +2
            .init(1430, .shawwal, on: 2009, 9, 21),  // EID_AL_FITR 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 21),  // EID_AL_ADHA 2009-11-30, Umm al-Qura +3
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // EID_AL_ADHA 2014-10-05, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 24),  // EID_AL_FITR 2017-06-24, Umm al-Qura -1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // EID_AL_FITR 2023-04-22, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
        ],
        confirmed: [
            .shawwal: 1428...1431, .shawwal: 1434...1435, .shawwal: 1437...1438, .shawwal: 1440...1446,
            .dhuAlHijjah: 1428...1431, .dhuAlHijjah: 1434...1435, .dhuAlHijjah: 1437...1438,
            .dhuAlHijjah: 1440...1446,
        ])
}
