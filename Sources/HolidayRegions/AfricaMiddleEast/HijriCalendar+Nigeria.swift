import HolidayEngine

// Facts: the Federal Government's yearly declarations of the Eid and Id el Maulud holidays
// (announced by the Ministry of Interior), 1979-2026, as python-holidays 0.108 records them
// (its `NigeriaIslamicHolidays`, with the sighting a day after Umm al-Qura in the other
// years); each start below is a holiday that differs from Umm al-Qura a day later, written as
// the start of its month so that every day of the month moves with it.
// scripts/hijri_observed_starts.py nigeria:NigeriaIslamicHolidays:+1 prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Nigeria observes it: Umm al-Qura a day later, with the month
    /// starts confirmed for Rabi' al-awwal and Shawwal 1399-1447 and Dhu al-Hijjah 1399-1446
    /// AH; other days estimated.
    public static let nigeria = ummAlQura.observing(
        monthStarts: [
            .init(1399, .shawwal, on: 1979, 8, 25),  // EID_AL_FITR 1979-08-25, Umm al-Qura +2
            .init(1400, .rabiAlAwwal, on: 1980, 1, 19),  // MAWLID 1980-01-30, Umm al-Qura +0
            .init(1401, .rabiAlAwwal, on: 1981, 1, 7),  // MAWLID 1981-01-18, Umm al-Qura +0
            .init(1402, .shawwal, on: 1982, 7, 23),  // EID_AL_FITR 1982-07-23, Umm al-Qura +2
            .init(1402, .dhuAlHijjah, on: 1982, 9, 20),  // EID_AL_ADHA 1982-09-29, Umm al-Qura +2
            .init(1404, .shawwal, on: 1984, 6, 30),  // EID_AL_FITR 1984-06-30, Umm al-Qura +0
            .init(1405, .rabiAlAwwal, on: 1984, 11, 25),  // MAWLID 1984-12-06, Umm al-Qura +2
            .init(1407, .shawwal, on: 1987, 5, 30),  // EID_AL_FITR 1987-05-30, Umm al-Qura +2
            .init(1407, .dhuAlHijjah, on: 1987, 7, 28),  // EID_AL_ADHA 1987-08-06, Umm al-Qura +2
            .init(1408, .shawwal, on: 1988, 5, 18),  // EID_AL_FITR 1988-05-18, Umm al-Qura +2
            .init(1408, .dhuAlHijjah, on: 1988, 7, 16),  // EID_AL_ADHA 1988-07-25, Umm al-Qura +2
            .init(1410, .rabiAlAwwal, on: 1989, 10, 2),  // MAWLID 1989-10-13, Umm al-Qura +2
            .init(1410, .dhuAlHijjah, on: 1990, 6, 25),  // EID_AL_ADHA 1990-07-04, Umm al-Qura +2
            .init(1412, .shawwal, on: 1992, 4, 4),  // EID_AL_FITR 1992-04-04, Umm al-Qura +0
            .init(1412, .dhuAlHijjah, on: 1992, 6, 2),  // EID_AL_ADHA 1992-06-11, Umm al-Qura +0
            .init(1415, .rabiAlAwwal, on: 1994, 8, 8),  // MAWLID 1994-08-19, Umm al-Qura +0
            .init(1416, .shawwal, on: 1996, 2, 21),  // EID_AL_FITR 1996-02-21, Umm al-Qura +2
            .init(1416, .dhuAlHijjah, on: 1996, 4, 20),  // EID_AL_ADHA 1996-04-29, Umm al-Qura +2
            .init(1418, .rabiAlAwwal, on: 1997, 7, 7),  // MAWLID 1997-07-18, Umm al-Qura +2
            .init(1420, .rabiAlAwwal, on: 1999, 6, 15),  // MAWLID 1999-06-26, Umm al-Qura +0
            .init(1420, .shawwal, on: 2000, 1, 8),  // EID_AL_FITR 2000-01-08, Umm al-Qura +0
            .init(1420, .dhuAlHijjah, on: 2000, 3, 7),  // EID_AL_ADHA 2000-03-16, Umm al-Qura +0
            .init(1422, .rabiAlAwwal, on: 2001, 5, 24),  // MAWLID 2001-06-04, Umm al-Qura +0
            .init(1423, .rabiAlAwwal, on: 2002, 5, 13),  // MAWLID 2002-05-24, Umm al-Qura +0
            .init(1425, .shawwal, on: 2004, 11, 14),  // EID_AL_FITR 2004-11-14, Umm al-Qura +0
            .init(1425, .dhuAlHijjah, on: 2005, 1, 12),  // EID_AL_ADHA 2005-01-21, Umm al-Qura +0
            .init(1426, .rabiAlAwwal, on: 2005, 4, 10),  // MAWLID 2005-04-21, Umm al-Qura +0
            .init(1426, .dhuAlHijjah, on: 2006, 1, 1),  // EID_AL_ADHA 2006-01-10, Umm al-Qura +0
            .init(1427, .dhuAlHijjah, on: 2006, 12, 22),  // EID_AL_ADHA 2006-12-31, Umm al-Qura +355
            .init(1428, .rabiAlAwwal, on: 2007, 3, 20),  // MAWLID 2007-03-31, Umm al-Qura +0
            .init(1428, .shawwal, on: 2007, 10, 12),  // EID_AL_FITR 2007-10-12, Umm al-Qura -1
            .init(1428, .dhuAlHijjah, on: 2007, 12, 10),  // EID_AL_ADHA 2007-12-19, Umm al-Qura -1
            .init(1429, .rabiAlAwwal, on: 2008, 3, 9),  // MAWLID 2008-03-20, Umm al-Qura +0
            .init(1429, .shawwal, on: 2008, 9, 29),  // EID_AL_FITR 2008-09-29, Umm al-Qura -2
            .init(1430, .rabiAlAwwal, on: 2009, 2, 26),  // MAWLID 2009-03-09, Umm al-Qura +0
            .init(1431, .rabiAlAwwal, on: 2010, 2, 15),  // MAWLID 2010-02-26, Umm al-Qura +0
            .init(1431, .shawwal, on: 2010, 9, 9),  // EID_AL_FITR 2010-09-09, Umm al-Qura -1
            .init(1432, .shawwal, on: 2011, 8, 30),  // EID_AL_FITR 2011-08-30, Umm al-Qura +0
            .init(1433, .rabiAlAwwal, on: 2012, 1, 26),  // MAWLID 2012-02-06, Umm al-Qura +2
            .init(1433, .dhuAlHijjah, on: 2012, 10, 17),  // EID_AL_ADHA 2012-10-26, Umm al-Qura +0
            .init(1434, .rabiAlAwwal, on: 2013, 1, 13),  // MAWLID 2013-01-24, Umm al-Qura +0
            .init(1434, .shawwal, on: 2013, 8, 8),  // EID_AL_FITR 2013-08-08, Umm al-Qura +0
            .init(1434, .dhuAlHijjah, on: 2013, 10, 6),  // EID_AL_ADHA 2013-10-15, Umm al-Qura +0
            .init(1435, .rabiAlAwwal, on: 2014, 1, 2),  // MAWLID 2014-01-13, Umm al-Qura +0
            .init(1435, .shawwal, on: 2014, 7, 28),  // EID_AL_FITR 2014-07-28, Umm al-Qura +0
            .init(1435, .dhuAlHijjah, on: 2014, 9, 27),  // EID_AL_ADHA 2014-10-06, Umm al-Qura +2
            .init(1436, .rabiAlAwwal, on: 2014, 12, 22),  // MAWLID 2015-01-02, Umm al-Qura -1
            .init(1436, .shawwal, on: 2015, 7, 17),  // EID_AL_FITR 2015-07-17, Umm al-Qura +0
            .init(1437, .shawwal, on: 2016, 7, 6),  // EID_AL_FITR 2016-07-06, Umm al-Qura +0
            .init(1439, .shawwal, on: 2018, 6, 15),  // EID_AL_FITR 2018-06-15, Umm al-Qura +0
            .init(1440, .rabiAlAwwal, on: 2018, 11, 9),  // MAWLID 2018-11-20, Umm al-Qura +0
            .init(1440, .shawwal, on: 2019, 6, 4),  // EID_AL_FITR 2019-06-04, Umm al-Qura +0
            .init(1441, .rabiAlAwwal, on: 2019, 10, 29),  // MAWLID 2019-11-09, Umm al-Qura +0
            .init(1441, .shawwal, on: 2020, 5, 24),  // EID_AL_FITR 2020-05-24, Umm al-Qura +0
            .init(1441, .dhuAlHijjah, on: 2020, 7, 22),  // EID_AL_ADHA 2020-07-31, Umm al-Qura +0
            .init(1442, .rabiAlAwwal, on: 2020, 10, 18),  // MAWLID 2020-10-29, Umm al-Qura +0
            .init(1442, .shawwal, on: 2021, 5, 13),  // EID_AL_FITR 2021-05-13, Umm al-Qura +0
            .init(1442, .dhuAlHijjah, on: 2021, 7, 11),  // EID_AL_ADHA 2021-07-20, Umm al-Qura +0
            .init(1443, .shawwal, on: 2022, 5, 2),  // EID_AL_FITR 2022-05-02, Umm al-Qura +0
            .init(1443, .dhuAlHijjah, on: 2022, 6, 30),  // EID_AL_ADHA 2022-07-09, Umm al-Qura +0
            .init(1444, .rabiAlAwwal, on: 2022, 9, 27),  // MAWLID 2022-10-08, Umm al-Qura +0
            .init(1444, .shawwal, on: 2023, 4, 21),  // EID_AL_FITR 2023-04-21, Umm al-Qura +0
            .init(1444, .dhuAlHijjah, on: 2023, 6, 19),  // EID_AL_ADHA 2023-06-28, Umm al-Qura +0
            .init(1445, .rabiAlAwwal, on: 2023, 9, 16),  // MAWLID 2023-09-27, Umm al-Qura +0
            .init(1445, .shawwal, on: 2024, 4, 10),  // EID_AL_FITR 2024-04-10, Umm al-Qura +0
            .init(1445, .dhuAlHijjah, on: 2024, 6, 7),  // EID_AL_ADHA 2024-06-16, Umm al-Qura +0
            .init(1446, .shawwal, on: 2025, 3, 30),  // EID_AL_FITR 2025-03-30, Umm al-Qura +0
            .init(1446, .dhuAlHijjah, on: 2025, 5, 28),  // EID_AL_ADHA 2025-06-06, Umm al-Qura +0
            .init(1447, .shawwal, on: 2026, 3, 19),  // EID_AL_FITR 2026-03-19, Umm al-Qura -1
        ],
        confirmed: [.rabiAlAwwal: 1399...1447, .shawwal: 1399...1447, .dhuAlHijjah: 1399...1446],
        otherStartsShiftedBy: 1)
}
