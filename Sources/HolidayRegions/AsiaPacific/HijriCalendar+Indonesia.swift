import HolidayEngine

// Facts: the days Indonesia kept its Islamic holidays (Islamic New Year, the Prophet's
// Birthday, Isra' and Mi'raj, Nuzul Al-Quran, Idul Fitri and Idul Adha) where they differ from
// Umm al-Qura: the Ministry of Religious Affairs fixes them at its isbat sessions, by sighting
// and the MABIMS criteria (the Moon at least 3 degrees high and 6.4 degrees from the Sun at
// sunset); confirmed by the national holiday decrees for 1963-2027, computed by those criteria
// for the other years. Recorded by python-holidays 0.108 (its MABIMS calendar and
// `IndonesiaIslamicHolidays`), which this file reproduces from 1950; regenerate with
// `scripts/calendar_tables.py --hijri-observed indonesia IndonesiaIslamicHolidays
// HIJRI_NEW_YEAR MAWLID ISRA_AND_MIRAJ NUZUL_AL_QURAN EID_AL_FITR EID_AL_ADHA
// --against-mabims`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Indonesia observes it: the MABIMS calendar with the isbat sessions'
    /// month starts, confirmed for Shawwal and Dhu al-Hijjah 1382-1447 AH (1963-2026) and
    /// Muharram, Rabi' al-awwal and Rajab 1388-1449 AH (1968-2027).
    public static let indonesia = mabims.observing(
        monthStarts: [
            .init(1385, .dhuAlHijjah, on: 1966, 3, 24),  // EID_AL_ADHA 1966-04-02, Umm al-Qura +1
            .init(1386, .dhuAlHijjah, on: 1967, 3, 13),  // EID_AL_ADHA 1967-03-22, Umm al-Qura +1
            .init(1387, .shawwal, on: 1968, 1, 2),  // EID_AL_FITR 1968-01-02, Umm al-Qura +1
            .init(1387, .dhuAlHijjah, on: 1968, 2, 29),  // EID_AL_ADHA 1968-03-09, Umm al-Qura +0
            .init(1388, .rabiAlAwwal, on: 1968, 5, 28),  // MAWLID 1968-06-08, Umm al-Qura +0
            .init(1389, .muharram, on: 1969, 3, 19),  // HIJRI_NEW_YEAR 1969-03-19, Umm al-Qura +0
            .init(1389, .rabiAlAwwal, on: 1969, 5, 17),  // MAWLID 1969-05-28, Umm al-Qura +0
            .init(1390, .muharram, on: 1970, 3, 10),  // HIJRI_NEW_YEAR 1970-03-10, Umm al-Qura +1
            .init(1390, .rajab, on: 1970, 9, 3),  // ISRA_AND_MIRAJ 1970-09-29, Umm al-Qura +1
            .init(1391, .rabiAlAwwal, on: 1971, 4, 26),  // MAWLID 1971-05-07, Umm al-Qura +0
            .init(1391, .shawwal, on: 1971, 11, 19),  // EID_AL_FITR 1971-11-19, Umm al-Qura +0
            .init(1392, .shawwal, on: 1972, 11, 7),  // EID_AL_FITR 1972-11-07, Umm al-Qura +0
            .init(1393, .rabiAlAwwal, on: 1973, 4, 3),  // MAWLID 1973-04-14, Umm al-Qura -1
            .init(1393, .shawwal, on: 1973, 10, 27),  // EID_AL_FITR 1973-10-27, Umm al-Qura +0
            .init(1395, .rabiAlAwwal, on: 1975, 3, 14),  // MAWLID 1975-03-25, Umm al-Qura +1
            .init(1395, .rajab, on: 1975, 7, 10),  // ISRA_AND_MIRAJ 1975-08-05, Umm al-Qura +0
            .init(1395, .shawwal, on: 1975, 10, 6),  // EID_AL_FITR 1975-10-06, Umm al-Qura +0
            .init(1396, .rabiAlAwwal, on: 1976, 3, 2),  // MAWLID 1976-03-13, Umm al-Qura +1
            .init(1397, .rabiAlAwwal, on: 1977, 2, 19),  // MAWLID 1977-03-02, Umm al-Qura +0
            .init(1397, .dhuAlHijjah, on: 1977, 11, 12),  // EID_AL_ADHA 1977-11-21, Umm al-Qura +0
            .init(1399, .muharram, on: 1978, 12, 1),  // HIJRI_NEW_YEAR 1978-12-01, Umm al-Qura +0
            .init(1399, .rabiAlAwwal, on: 1979, 1, 29),  // MAWLID 1979-02-09, Umm al-Qura +0
            .init(1401, .rabiAlAwwal, on: 1981, 1, 7),  // MAWLID 1981-01-18, Umm al-Qura +0
            .init(1403, .rajab, on: 1983, 4, 14),  // ISRA_AND_MIRAJ 1983-05-10, Umm al-Qura +0
            .init(1405, .dhuAlHijjah, on: 1985, 8, 17),  // EID_AL_ADHA 1985-08-26, Umm al-Qura +0
            .init(1407, .muharram, on: 1986, 9, 5),  // HIJRI_NEW_YEAR 1986-09-05, Umm al-Qura +0
            .init(1407, .rabiAlAwwal, on: 1986, 11, 3),  // MAWLID 1986-11-14, Umm al-Qura +0
            .init(1409, .rajab, on: 1989, 2, 7),  // ISRA_AND_MIRAJ 1989-03-05, Umm al-Qura +0
            .init(1409, .dhuAlHijjah, on: 1989, 7, 4),  // EID_AL_ADHA 1989-07-13, Umm al-Qura +0
            .init(1410, .shawwal, on: 1990, 4, 26),  // EID_AL_FITR 1990-04-26, Umm al-Qura +0
            .init(1411, .rabiAlAwwal, on: 1990, 9, 20),  // MAWLID 1990-10-01, Umm al-Qura +0
            .init(1412, .dhuAlHijjah, on: 1992, 6, 2),  // EID_AL_ADHA 1992-06-11, Umm al-Qura +0
            .init(1413, .rabiAlAwwal, on: 1992, 8, 29),  // MAWLID 1992-09-09, Umm al-Qura +0
            .init(1419, .rabiAlAwwal, on: 1998, 6, 25),  // MAWLID 1998-07-06, Umm al-Qura +0
            .init(1421, .dhuAlHijjah, on: 2001, 2, 24),  // EID_AL_ADHA 2001-03-05, Umm al-Qura +0
            .init(1424, .muharram, on: 2003, 3, 3),  // HIJRI_NEW_YEAR 2003-03-03, Umm al-Qura -1
            .init(1424, .rabiAlAwwal, on: 2003, 5, 4),  // MAWLID 2003-05-15, Umm al-Qura +2
            .init(1424, .rajab, on: 2003, 8, 27),  // ISRA_AND_MIRAJ 2003-09-22, Umm al-Qura -2
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // EID_AL_ADHA 2004-02-02, Umm al-Qura +1
            .init(1425, .muharram, on: 2004, 2, 23),  // HIJRI_NEW_YEAR 2004-02-23, Umm al-Qura +2
            .init(1425, .rabiAlAwwal, on: 2004, 4, 22),  // MAWLID 2004-05-03, Umm al-Qura +2
            .init(1425, .rajab, on: 2004, 8, 18),  // ISRA_AND_MIRAJ 2004-09-13, Umm al-Qura +1
            .init(1426, .rabiAlAwwal, on: 2005, 4, 11),  // MAWLID 2005-04-22, Umm al-Qura +1
            .init(1426, .rajab, on: 2005, 8, 7),  // ISRA_AND_MIRAJ 2005-09-02, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 3),  // EID_AL_FITR 2005-11-03, Umm al-Qura +0
            .init(1427, .rabiAlAwwal, on: 2006, 3, 30),  // MAWLID 2006-04-10, Umm al-Qura +0
            .init(1430, .rabiAlAwwal, on: 2009, 2, 26),  // MAWLID 2009-03-09, Umm al-Qura +0
            .init(1431, .rabiAlAwwal, on: 2010, 2, 15),  // MAWLID 2010-02-26, Umm al-Qura +0
            .init(1432, .rabiAlAwwal, on: 2011, 2, 4),  // MAWLID 2011-02-15, Umm al-Qura +0
            .init(1432, .shawwal, on: 2011, 8, 30),  // EID_AL_FITR 2011-08-30, Umm al-Qura +0
            .init(1437, .rajab, on: 2016, 4, 10),  // ISRA_AND_MIRAJ 2016-05-06, Umm al-Qura +2
            .init(1443, .muharram, on: 2021, 8, 11),  // HIJRI_NEW_YEAR 2021-08-11, Umm al-Qura +2
            .init(1443, .rabiAlAwwal, on: 2021, 10, 9),  // MAWLID 2021-10-20, Umm al-Qura +2
            .init(1443, .rajab, on: 2022, 2, 2),  // ISRA_AND_MIRAJ 2022-02-28, Umm al-Qura +0
            .init(1446, .dhuAlHijjah, on: 2025, 5, 28),  // EID_AL_ADHA 2025-06-06, Umm al-Qura +0
            .init(1447, .rajab, on: 2025, 12, 21),  // ISRA_AND_MIRAJ 2026-01-16, Umm al-Qura +0
            .init(1448, .rajab, on: 2026, 12, 10),  // ISRA_AND_MIRAJ 2027-01-05, Umm al-Qura +0
        ],
        confirmed: [.muharram: 1388...1449, .rabiAlAwwal: 1388...1449, .rajab: 1388...1449, .shawwal: 1382...1447, .dhuAlHijjah: 1382...1447])
}
