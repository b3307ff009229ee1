import HolidayEngine

// Facts: the days the Philippines kept Eid'l Fitr and Eid'l Adha where they differ from Umm
// al-Qura: each is proclaimed a regular holiday (Republic Act 9177 and 9849) on the date the
// National Commission on Muslim Filipinos recommends after sighting; confirmed by the
// proclamations for 2002-2026 (Eid'l Fitr) and 2010-2026 (Eid'l Adha). Recorded by
// python-holidays 0.108 (`PhilippinesIslamicHolidays`), which this file reproduces;
// regenerate with `scripts/calendar_tables.py --hijri-observed philippines
// PhilippinesIslamicHolidays EID_AL_FITR EID_AL_ADHA`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as the Philippines observes it: Umm al-Qura with the proclaimed
    /// Eid month starts, confirmed for Shawwal 1423-1447 and Dhu al-Hijjah 1431-1447 AH.
    public static let philippines = ummAlQura.observing(
        monthStarts: [
            .init(1423, .shawwal, on: 2002, 12, 6),  // EID_AL_FITR 2002-12-06, Umm al-Qura +1
            .init(1424, .shawwal, on: 2003, 11, 26),  // EID_AL_FITR 2003-11-26, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 4),  // EID_AL_FITR 2005-11-04, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // EID_AL_FITR 2006-10-24, Umm al-Qura +1
            .init(1428, .shawwal, on: 2007, 10, 12),  // EID_AL_FITR 2007-10-12, Umm al-Qura -1
            .init(1430, .shawwal, on: 2009, 9, 21),  // EID_AL_FITR 2009-09-21, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // EID_AL_ADHA 2010-11-17, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // EID_AL_ADHA 2011-11-07, Umm al-Qura +1
            .init(1433, .shawwal, on: 2012, 8, 20),  // EID_AL_FITR 2012-08-20, Umm al-Qura +1
            .init(1434, .shawwal, on: 2013, 8, 9),  // EID_AL_FITR 2013-08-09, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // EID_AL_FITR 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 27),  // EID_AL_ADHA 2014-10-06, Umm al-Qura +2
            .init(1436, .dhuAlHijjah, on: 2015, 9, 16),  // EID_AL_ADHA 2015-09-25, Umm al-Qura +2
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 1),  // EID_AL_ADHA 2016-09-10, Umm al-Qura -1
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // EID_AL_ADHA 2017-09-02, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // EID_AL_ADHA 2019-08-12, Umm al-Qura +1
            .init(1441, .shawwal, on: 2020, 5, 25),  // EID_AL_FITR 2020-05-25, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // EID_AL_FITR 2022-05-03, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 4, 1),  // EID_AL_FITR 2025-04-01, Umm al-Qura +2
        ],
        confirmed: [.shawwal: 1423...1447, .dhuAlHijjah: 1431...1447])
}
