import HolidayEngine

// Facts: the days Singapore kept Hari Raya Puasa (1 Shawwal) and Hari Raya Haji (10 Dhu
// al-Hijjah) where they differ from Umm al-Qura: the Islamic Religious Council of Singapore
// (MUIS) fixes them by the MABIMS criteria (the Moon at least 3 degrees high and 6.4 degrees
// from the Sun at sunset); confirmed by the Ministry of Manpower's yearly lists for 2001-2027,
// computed by those criteria for the other years. Recorded by python-holidays 0.108 (its
// MABIMS calendar and `SingaporeIslamicHolidays`), which this file reproduces from 1965;
// regenerate with `scripts/calendar_tables.py --hijri-observed singapore
// SingaporeIslamicHolidays EID_AL_FITR EID_AL_ADHA`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Singapore observes it: Umm al-Qura with MUIS's month starts,
    /// confirmed for Shawwal 1422-1448 and Dhu al-Hijjah 1421-1448 AH (2001-2027).
    public static let singapore = ummAlQura.observing(
        monthStarts: [
            .init(1384, .shawwal, on: 1965, 2, 3),  // EID_AL_FITR 1965-02-03, Umm al-Qura +1
            .init(1384, .dhuAlHijjah, on: 1965, 4, 3),  // EID_AL_ADHA 1965-04-12, Umm al-Qura +1
            .init(1385, .shawwal, on: 1966, 1, 23),  // EID_AL_FITR 1966-01-23, Umm al-Qura +1
            .init(1387, .dhuAlHijjah, on: 1968, 3, 1),  // EID_AL_ADHA 1968-03-10, Umm al-Qura +1
            .init(1389, .shawwal, on: 1969, 12, 11),  // EID_AL_FITR 1969-12-11, Umm al-Qura +1
            .init(1389, .dhuAlHijjah, on: 1970, 2, 8),  // EID_AL_ADHA 1970-02-17, Umm al-Qura +1
            .init(1391, .shawwal, on: 1971, 11, 20),  // EID_AL_FITR 1971-11-20, Umm al-Qura +1
            .init(1391, .dhuAlHijjah, on: 1972, 1, 18),  // EID_AL_ADHA 1972-01-27, Umm al-Qura +1
            .init(1392, .shawwal, on: 1972, 11, 8),  // EID_AL_FITR 1972-11-08, Umm al-Qura +1
            .init(1392, .dhuAlHijjah, on: 1973, 1, 6),  // EID_AL_ADHA 1973-01-15, Umm al-Qura +1
            .init(1393, .shawwal, on: 1973, 10, 28),  // EID_AL_FITR 1973-10-28, Umm al-Qura +1
            .init(1393, .dhuAlHijjah, on: 1973, 12, 26),  // EID_AL_ADHA 1974-01-04, Umm al-Qura +1
            .init(1394, .shawwal, on: 1974, 10, 17),  // EID_AL_FITR 1974-10-17, Umm al-Qura +1
            .init(1395, .shawwal, on: 1975, 10, 7),  // EID_AL_FITR 1975-10-07, Umm al-Qura +1
            .init(1396, .shawwal, on: 1976, 9, 25),  // EID_AL_FITR 1976-09-25, Umm al-Qura +1
            .init(1396, .dhuAlHijjah, on: 1976, 11, 23),  // EID_AL_ADHA 1976-12-02, Umm al-Qura +1
            .init(1397, .shawwal, on: 1977, 9, 15),  // EID_AL_FITR 1977-09-15, Umm al-Qura +1
            .init(1397, .dhuAlHijjah, on: 1977, 11, 13),  // EID_AL_ADHA 1977-11-22, Umm al-Qura +1
            .init(1398, .shawwal, on: 1978, 9, 4),  // EID_AL_FITR 1978-09-04, Umm al-Qura +1
            .init(1398, .dhuAlHijjah, on: 1978, 11, 2),  // EID_AL_ADHA 1978-11-11, Umm al-Qura +1
            .init(1399, .shawwal, on: 1979, 8, 24),  // EID_AL_FITR 1979-08-24, Umm al-Qura +1
            .init(1402, .shawwal, on: 1982, 7, 22),  // EID_AL_FITR 1982-07-22, Umm al-Qura +1
            .init(1402, .dhuAlHijjah, on: 1982, 9, 19),  // EID_AL_ADHA 1982-09-28, Umm al-Qura +1
            .init(1403, .shawwal, on: 1983, 7, 12),  // EID_AL_FITR 1983-07-12, Umm al-Qura +1
            .init(1404, .dhuAlHijjah, on: 1984, 8, 28),  // EID_AL_ADHA 1984-09-06, Umm al-Qura +1
            .init(1405, .shawwal, on: 1985, 6, 20),  // EID_AL_FITR 1985-06-20, Umm al-Qura +1
            .init(1405, .dhuAlHijjah, on: 1985, 8, 18),  // EID_AL_ADHA 1985-08-27, Umm al-Qura +1
            .init(1406, .shawwal, on: 1986, 6, 9),  // EID_AL_FITR 1986-06-09, Umm al-Qura +1
            .init(1406, .dhuAlHijjah, on: 1986, 8, 7),  // EID_AL_ADHA 1986-08-16, Umm al-Qura +1
            .init(1407, .shawwal, on: 1987, 5, 29),  // EID_AL_FITR 1987-05-29, Umm al-Qura +1
            .init(1407, .dhuAlHijjah, on: 1987, 7, 27),  // EID_AL_ADHA 1987-08-05, Umm al-Qura +1
            .init(1408, .shawwal, on: 1988, 5, 17),  // EID_AL_FITR 1988-05-17, Umm al-Qura +1
            .init(1408, .dhuAlHijjah, on: 1988, 7, 15),  // EID_AL_ADHA 1988-07-24, Umm al-Qura +1
            .init(1409, .shawwal, on: 1989, 5, 7),  // EID_AL_FITR 1989-05-07, Umm al-Qura +1
            .init(1409, .dhuAlHijjah, on: 1989, 7, 5),  // EID_AL_ADHA 1989-07-14, Umm al-Qura +1
            .init(1410, .shawwal, on: 1990, 4, 27),  // EID_AL_FITR 1990-04-27, Umm al-Qura +1
            .init(1410, .dhuAlHijjah, on: 1990, 6, 24),  // EID_AL_ADHA 1990-07-03, Umm al-Qura +1
            .init(1411, .shawwal, on: 1991, 4, 16),  // EID_AL_FITR 1991-04-16, Umm al-Qura +1
            .init(1411, .dhuAlHijjah, on: 1991, 6, 14),  // EID_AL_ADHA 1991-06-23, Umm al-Qura +1
            .init(1412, .shawwal, on: 1992, 4, 5),  // EID_AL_FITR 1992-04-05, Umm al-Qura +1
            .init(1412, .dhuAlHijjah, on: 1992, 6, 3),  // EID_AL_ADHA 1992-06-12, Umm al-Qura +1
            .init(1413, .shawwal, on: 1993, 3, 25),  // EID_AL_FITR 1993-03-25, Umm al-Qura +1
            .init(1413, .dhuAlHijjah, on: 1993, 5, 23),  // EID_AL_ADHA 1993-06-01, Umm al-Qura +1
            .init(1414, .shawwal, on: 1994, 3, 14),  // EID_AL_FITR 1994-03-14, Umm al-Qura +1
            .init(1414, .dhuAlHijjah, on: 1994, 5, 12),  // EID_AL_ADHA 1994-05-21, Umm al-Qura +1
            .init(1415, .shawwal, on: 1995, 3, 3),  // EID_AL_FITR 1995-03-03, Umm al-Qura +1
            .init(1415, .dhuAlHijjah, on: 1995, 5, 1),  // EID_AL_ADHA 1995-05-10, Umm al-Qura +1
            .init(1416, .shawwal, on: 1996, 2, 20),  // EID_AL_FITR 1996-02-20, Umm al-Qura +1
            .init(1416, .dhuAlHijjah, on: 1996, 4, 19),  // EID_AL_ADHA 1996-04-28, Umm al-Qura +1
            .init(1417, .shawwal, on: 1997, 2, 9),  // EID_AL_FITR 1997-02-09, Umm al-Qura +1
            .init(1417, .dhuAlHijjah, on: 1997, 4, 9),  // EID_AL_ADHA 1997-04-18, Umm al-Qura +1
            .init(1418, .shawwal, on: 1998, 1, 30),  // EID_AL_FITR 1998-01-30, Umm al-Qura +1
            .init(1419, .shawwal, on: 1999, 1, 19),  // EID_AL_FITR 1999-01-19, Umm al-Qura +1
            .init(1419, .dhuAlHijjah, on: 1999, 3, 19),  // EID_AL_ADHA 1999-03-28, Umm al-Qura +1
            .init(1421, .dhuAlHijjah, on: 2001, 2, 25),  // EID_AL_ADHA 2001-03-06, Umm al-Qura +1
            .init(1422, .dhuAlHijjah, on: 2002, 2, 14),  // EID_AL_ADHA 2002-02-23, Umm al-Qura +1
            .init(1423, .shawwal, on: 2002, 12, 6),  // EID_AL_FITR 2002-12-06, Umm al-Qura +1
            .init(1423, .dhuAlHijjah, on: 2003, 2, 3),  // EID_AL_ADHA 2003-02-12, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // EID_AL_FITR 2006-10-24, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // EID_AL_ADHA 2010-11-17, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // EID_AL_ADHA 2014-10-05, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // EID_AL_ADHA 2016-09-12, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // EID_AL_FITR 2022-05-03, Umm al-Qura +1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // EID_AL_ADHA 2022-07-10, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // EID_AL_FITR 2023-04-22, Umm al-Qura +1
            .init(1444, .dhuAlHijjah, on: 2023, 6, 20),  // EID_AL_ADHA 2023-06-29, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
            .init(1447, .shawwal, on: 2026, 3, 21),  // EID_AL_FITR 2026-03-21, Umm al-Qura +1
            .init(1448, .shawwal, on: 2027, 3, 10),  // EID_AL_FITR 2027-03-10, Umm al-Qura +1
            .init(1448, .dhuAlHijjah, on: 2027, 5, 8),  // EID_AL_ADHA 2027-05-17, Umm al-Qura +1
            .init(1449, .shawwal, on: 2028, 2, 27),  // EID_AL_FITR 2028-02-27, Umm al-Qura +1
            .init(1450, .shawwal, on: 2029, 2, 15),  // EID_AL_FITR 2029-02-15, Umm al-Qura +1
            .init(1450, .dhuAlHijjah, on: 2029, 4, 16),  // EID_AL_ADHA 2029-04-25, Umm al-Qura +1
            .init(1451, .dhuAlHijjah, on: 2030, 4, 5),  // EID_AL_ADHA 2030-04-14, Umm al-Qura +1
            .init(1452, .shawwal, on: 2031, 1, 25),  // EID_AL_FITR 2031-01-25, Umm al-Qura +1
            .init(1452, .dhuAlHijjah, on: 2031, 3, 25),  // EID_AL_ADHA 2031-04-03, Umm al-Qura +1
            .init(1454, .shawwal, on: 2033, 1, 3),  // EID_AL_FITR 2033-01-03, Umm al-Qura +1
            .init(1454, .dhuAlHijjah, on: 2033, 3, 3),  // EID_AL_ADHA 2033-03-12, Umm al-Qura +1
            .init(1456, .dhuAlHijjah, on: 2035, 2, 10),  // EID_AL_ADHA 2035-02-19, Umm al-Qura +1
            .init(1457, .dhuAlHijjah, on: 2036, 1, 30),  // EID_AL_ADHA 2036-02-08, Umm al-Qura +1
            .init(1458, .dhuAlHijjah, on: 2037, 1, 18),  // EID_AL_ADHA 2037-01-27, Umm al-Qura +1
            .init(1459, .shawwal, on: 2037, 11, 9),  // EID_AL_FITR 2037-11-09, Umm al-Qura +1
            .init(1460, .shawwal, on: 2038, 10, 30),  // EID_AL_FITR 2038-10-30, Umm al-Qura +1
            .init(1460, .dhuAlHijjah, on: 2038, 12, 28),  // EID_AL_ADHA 2039-01-06, Umm al-Qura +1
            .init(1462, .shawwal, on: 2040, 10, 8),  // EID_AL_FITR 2040-10-08, Umm al-Qura +1
            .init(1462, .dhuAlHijjah, on: 2040, 12, 6),  // EID_AL_ADHA 2040-12-15, Umm al-Qura +1
            .init(1463, .shawwal, on: 2041, 9, 27),  // EID_AL_FITR 2041-09-27, Umm al-Qura +1
            .init(1464, .shawwal, on: 2042, 9, 16),  // EID_AL_FITR 2042-09-16, Umm al-Qura +1
            .init(1465, .shawwal, on: 2043, 9, 5),  // EID_AL_FITR 2043-09-05, Umm al-Qura +1
            .init(1466, .shawwal, on: 2044, 8, 25),  // EID_AL_FITR 2044-08-25, Umm al-Qura +1
            .init(1466, .dhuAlHijjah, on: 2044, 10, 23),  // EID_AL_ADHA 2044-11-01, Umm al-Qura +1
            .init(1468, .shawwal, on: 2046, 8, 4),  // EID_AL_FITR 2046-08-04, Umm al-Qura +1
            .init(1468, .dhuAlHijjah, on: 2046, 10, 2),  // EID_AL_ADHA 2046-10-11, Umm al-Qura +1
            .init(1470, .shawwal, on: 2048, 7, 13),  // EID_AL_FITR 2048-07-13, Umm al-Qura +1
            .init(1471, .shawwal, on: 2049, 7, 2),  // EID_AL_FITR 2049-07-02, Umm al-Qura +1
            .init(1472, .shawwal, on: 2050, 6, 21),  // EID_AL_FITR 2050-06-21, Umm al-Qura +1
            .init(1474, .shawwal, on: 2052, 5, 30),  // EID_AL_FITR 2052-05-30, Umm al-Qura +1
            .init(1474, .dhuAlHijjah, on: 2052, 7, 28),  // EID_AL_ADHA 2052-08-06, Umm al-Qura +1
            .init(1475, .shawwal, on: 2053, 5, 20),  // EID_AL_FITR 2053-05-20, Umm al-Qura +1
            .init(1476, .dhuAlHijjah, on: 2054, 7, 7),  // EID_AL_ADHA 2054-07-16, Umm al-Qura +1
            .init(1477, .dhuAlHijjah, on: 2055, 6, 27),  // EID_AL_ADHA 2055-07-06, Umm al-Qura +1
            .init(1478, .dhuAlHijjah, on: 2056, 6, 15),  // EID_AL_ADHA 2056-06-24, Umm al-Qura +1
            .init(1479, .dhuAlHijjah, on: 2057, 6, 4),  // EID_AL_ADHA 2057-06-13, Umm al-Qura +1
            .init(1480, .shawwal, on: 2058, 3, 26),  // EID_AL_FITR 2058-03-26, Umm al-Qura +1
            .init(1480, .dhuAlHijjah, on: 2058, 5, 24),  // EID_AL_ADHA 2058-06-02, Umm al-Qura +1
            .init(1482, .dhuAlHijjah, on: 2060, 5, 2),  // EID_AL_ADHA 2060-05-11, Umm al-Qura +1
            .init(1483, .shawwal, on: 2061, 2, 22),  // EID_AL_FITR 2061-02-22, Umm al-Qura +1
            .init(1483, .dhuAlHijjah, on: 2061, 4, 22),  // EID_AL_ADHA 2061-05-01, Umm al-Qura +1
            .init(1484, .shawwal, on: 2062, 2, 11),  // EID_AL_FITR 2062-02-11, Umm al-Qura +1
            .init(1485, .shawwal, on: 2063, 1, 31),  // EID_AL_FITR 2063-01-31, Umm al-Qura +1
            .init(1485, .dhuAlHijjah, on: 2063, 4, 1),  // EID_AL_ADHA 2063-04-10, Umm al-Qura +1
            .init(1486, .dhuAlHijjah, on: 2064, 3, 20),  // EID_AL_ADHA 2064-03-29, Umm al-Qura +1
            .init(1487, .dhuAlHijjah, on: 2065, 3, 9),  // EID_AL_ADHA 2065-03-18, Umm al-Qura +1
            .init(1488, .shawwal, on: 2065, 12, 29),  // EID_AL_FITR 2065-12-29, Umm al-Qura +1
            .init(1488, .dhuAlHijjah, on: 2066, 2, 26),  // EID_AL_ADHA 2066-03-07, Umm al-Qura +1
            .init(1489, .shawwal, on: 2066, 12, 19),  // EID_AL_FITR 2066-12-19, Umm al-Qura +1
            .init(1490, .dhuAlHijjah, on: 2068, 2, 5),  // EID_AL_ADHA 2068-02-14, Umm al-Qura +1
            .init(1491, .dhuAlHijjah, on: 2069, 1, 25),  // EID_AL_ADHA 2069-02-03, Umm al-Qura +1
            .init(1492, .shawwal, on: 2069, 11, 16),  // EID_AL_FITR 2069-11-16, Umm al-Qura +1
            .init(1492, .dhuAlHijjah, on: 2070, 1, 14),  // EID_AL_ADHA 2070-01-23, Umm al-Qura +1
            .init(1493, .shawwal, on: 2070, 11, 5),  // EID_AL_FITR 2070-11-05, Umm al-Qura +1
            .init(1493, .dhuAlHijjah, on: 2071, 1, 3),  // EID_AL_ADHA 2071-01-12, Umm al-Qura +1
            .init(1494, .shawwal, on: 2071, 10, 25),  // EID_AL_FITR 2071-10-25, Umm al-Qura +1
            .init(1494, .dhuAlHijjah, on: 2071, 12, 23),  // EID_AL_ADHA 2072-01-01, Umm al-Qura +1
            .init(1496, .shawwal, on: 2073, 10, 3),  // EID_AL_FITR 2073-10-03, Umm al-Qura +1
            .init(1496, .dhuAlHijjah, on: 2073, 12, 1),  // EID_AL_ADHA 2073-12-10, Umm al-Qura +1
            .init(1498, .shawwal, on: 2075, 9, 12),  // EID_AL_FITR 2075-09-12, Umm al-Qura +1
            .init(1498, .dhuAlHijjah, on: 2075, 11, 10),  // EID_AL_ADHA 2075-11-19, Umm al-Qura +1
            .init(1499, .shawwal, on: 2076, 8, 31),  // EID_AL_FITR 2076-08-31, Umm al-Qura +1
            .init(1500, .shawwal, on: 2077, 8, 20),  // EID_AL_FITR 2077-08-20, Umm al-Qura +1
            .init(1500, .dhuAlHijjah, on: 2077, 10, 19),  // EID_AL_ADHA 2077-10-28, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1422...1448, .dhuAlHijjah: 1421...1448])
}
