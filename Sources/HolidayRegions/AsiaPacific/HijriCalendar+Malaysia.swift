import HolidayEngine

// Facts: the days Malaysia kept its Islamic holidays (Awal Muharam, the Prophet's Birthday,
// Isra' and Mi'raj, the beginning of Ramadan, Nuzul Al-Quran, Hari Raya Puasa, Hari Raya Qurban
// and Johor's Hol of Sultan Iskandar) where they differ from the MABIMS criteria's calendar
// (`HijriCalendar.mabims`, HijriCalendar+Mabims.swift): the Keeper of the Rulers' Seal
// announces them by sighting and the MABIMS criteria (the Moon at least 3 degrees high and 6.4
// degrees from the Sun at sunset); confirmed by the Cabinet Division's lists for 2001-2027,
// computed by those criteria for the other years. Recorded by python-holidays 0.108 (its MABIMS
// calendar and `MalaysiaIslamicHolidays`), which this file reproduces from 1952; regenerate
// with `scripts/calendar_tables.py --hijri-observed malaysia MalaysiaIslamicHolidays
// HIJRI_NEW_YEAR MAWLID ISRA_AND_MIRAJ RAMADAN_BEGINNING NUZUL_AL_QURAN EID_AL_FITR EID_AL_ADHA
// HARI_HOL_JOHOR --against-mabims`. Nuzul Al-Quran 2016, a day before 17 Ramadan of the lists'
// Ramadan, is a moved day in Malaysia.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Malaysia observes it: the MABIMS calendar with the announced month
    /// starts, confirmed for 2001-2027.
    public static let malaysia = mabims.observing(
        monthStarts: [
            .init(1422, .shawwal, on: 2001, 12, 17),  // EID_AL_FITR 2001-12-17, Umm al-Qura +1
            .init(1423, .rabiAlAwwal, on: 2002, 5, 13),  // MAWLID 2002-05-24, Umm al-Qura +0
            .init(1424, .muharram, on: 2003, 3, 5),  // HIJRI_NEW_YEAR 2003-03-05, Umm al-Qura +1
            .init(1424, .shawwal, on: 2003, 11, 26),  // EID_AL_FITR 2003-11-26, Umm al-Qura +1
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // EID_AL_ADHA 2004-02-02, Umm al-Qura +1
            .init(1425, .ramadan, on: 2004, 10, 16),  // RAMADAN_BEGINNING 2004-10-16, NUZUL_AL_QURAN 2004-11-01, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 3),  // EID_AL_FITR 2005-11-03, Umm al-Qura +0
            .init(1427, .rajab, on: 2006, 7, 27),  // ISRA_AND_MIRAJ 2006-08-22, Umm al-Qura +1
            .init(1429, .rajab, on: 2008, 7, 5),  // ISRA_AND_MIRAJ 2008-07-31, Umm al-Qura +1
            .init(1429, .ramadan, on: 2008, 9, 2),  // RAMADAN_BEGINNING 2008-09-02, NUZUL_AL_QURAN 2008-09-18, Umm al-Qura +1
            .init(1429, .dhuAlHijjah, on: 2008, 11, 30),  // EID_AL_ADHA 2008-12-09, Umm al-Qura +1
            .init(1430, .rabiAlAwwal, on: 2009, 2, 26),  // MAWLID 2009-03-09, Umm al-Qura +0
            .init(1430, .dhuAlHijjah, on: 2009, 11, 19),  // EID_AL_ADHA 2009-11-28, Umm al-Qura +1
            .init(1431, .rabiAlAwwal, on: 2010, 2, 15),  // MAWLID 2010-02-26, Umm al-Qura +0
            .init(1431, .rajab, on: 2010, 6, 13),  // ISRA_AND_MIRAJ 2010-07-09, Umm al-Qura +0
            .init(1431, .ramadan, on: 2010, 8, 11),  // RAMADAN_BEGINNING 2010-08-11, NUZUL_AL_QURAN 2010-08-27, Umm al-Qura +0
            .init(1432, .muharram, on: 2010, 12, 8),  // HIJRI_NEW_YEAR 2010-12-08, Umm al-Qura +1
            .init(1432, .safar, on: 2011, 1, 7),  // HARI_HOL_JOHOR 2011-01-12, Umm al-Qura +2
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // EID_AL_ADHA 2011-11-07, Umm al-Qura +1
            .init(1433, .ramadan, on: 2012, 7, 20),  // RAMADAN_BEGINNING 2012-07-20, NUZUL_AL_QURAN 2012-08-05, Umm al-Qura +0
            .init(1434, .safar, on: 2012, 12, 15),  // HARI_HOL_JOHOR 2012-12-20, Umm al-Qura +1
            .init(1434, .ramadan, on: 2013, 7, 9),  // RAMADAN_BEGINNING 2013-07-09, NUZUL_AL_QURAN 2013-07-25, Umm al-Qura +0
            .init(1435, .safar, on: 2013, 12, 5),  // HARI_HOL_JOHOR 2013-12-10, Umm al-Qura +1
            .init(1436, .safar, on: 2014, 11, 24),  // HARI_HOL_JOHOR 2014-11-29, Umm al-Qura +1
            .init(1437, .safar, on: 2015, 11, 14),  // HARI_HOL_JOHOR 2015-11-19, Umm al-Qura +1
            .init(1437, .ramadan, on: 2016, 6, 7),  // RAMADAN_BEGINNING 2016-06-07, Umm al-Qura +1
            .init(1438, .safar, on: 2016, 11, 2),  // HARI_HOL_JOHOR 2016-11-07, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // HIJRI_NEW_YEAR 2017-09-22, Umm al-Qura +1
            .init(1439, .safar, on: 2017, 10, 22),  // HARI_HOL_JOHOR 2017-10-27, Umm al-Qura +1
            .init(1442, .safar, on: 2020, 9, 19),  // HARI_HOL_JOHOR 2020-09-24, Umm al-Qura +1
            .init(1444, .safar, on: 2022, 8, 29),  // HARI_HOL_JOHOR 2022-09-03, Umm al-Qura +1
            .init(1444, .rabiAlAwwal, on: 2022, 9, 29),  // MAWLID 2022-10-10, Umm al-Qura +2
            .init(1445, .safar, on: 2023, 8, 18),  // HARI_HOL_JOHOR 2023-08-23, Umm al-Qura +1
            .init(1446, .safar, on: 2024, 8, 6),  // HARI_HOL_JOHOR 2024-08-11, Umm al-Qura +1
            .init(1448, .muharram, on: 2026, 6, 17),  // HIJRI_NEW_YEAR 2026-06-17, Umm al-Qura +1
            .init(1448, .safar, on: 2026, 7, 16),  // HARI_HOL_JOHOR 2026-07-21, Umm al-Qura +1
            .init(1449, .safar, on: 2027, 7, 6),  // HARI_HOL_JOHOR 2027-07-11, Umm al-Qura +1
        ],
        confirmed: [.muharram: 1422...1449, .safar: 1432...1432, .safar: 1434...1449, .rabiAlAwwal: 1422...1449, .rajab: 1422...1449, .ramadan: 1422...1448, .shawwal: 1422...1448, .dhuAlHijjah: 1421...1448])
}
