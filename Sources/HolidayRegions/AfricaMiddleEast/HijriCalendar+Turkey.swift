import HolidayEngine

// Facts: the Presidency of Religious Affairs (Diyanet İşleri Başkanlığı), whose calendar has been computed, not sighted, and is published years ahead: its Hijri-Gregorian converter gives 1936-2032.
// Recorded by python-holidays 0.108 (its `TurkeyIslamicHolidays`), which this file reproduces;
// each start below is a Bayram day that differs from Umm al-Qura, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Turkey observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal 1355-1453 and Dhu al-Hijjah 1354-1453 AH; other days estimated.
    public static let turkey = ummAlQura.observing(
        monthStarts: [
            .init(1355, .dhuAlHijjah, on: 1937, 2, 13),  // Eid al-Adha 1937-02-22, Umm al-Qura +1
            .init(1356, .dhuAlHijjah, on: 1938, 2, 2),  // Eid al-Adha 1938-02-11, Umm al-Qura +1
            .init(1357, .dhuAlHijjah, on: 1939, 1, 22),  // Eid al-Adha 1939-01-31, Umm al-Qura +1
            .init(1358, .shawwal, on: 1939, 11, 13),  // Eid al-Fitr 1939-11-13, Umm al-Qura +1
            .init(1360, .shawwal, on: 1941, 10, 22),  // Eid al-Fitr 1941-10-22, Umm al-Qura +1
            .init(1360, .dhuAlHijjah, on: 1941, 12, 20),  // Eid al-Adha 1941-12-29, Umm al-Qura +1
            .init(1361, .shawwal, on: 1942, 10, 12),  // Eid al-Fitr 1942-10-12, Umm al-Qura +1
            .init(1362, .shawwal, on: 1943, 10, 1),  // Eid al-Fitr 1943-10-01, Umm al-Qura +1
            .init(1362, .dhuAlHijjah, on: 1943, 11, 29),  // Eid al-Adha 1943-12-08, Umm al-Qura +1
            .init(1363, .shawwal, on: 1944, 9, 19),  // Eid al-Fitr 1944-09-19, Umm al-Qura +1
            .init(1363, .dhuAlHijjah, on: 1944, 11, 17),  // Eid al-Adha 1944-11-26, Umm al-Qura +1
            .init(1364, .shawwal, on: 1945, 9, 8),  // Eid al-Fitr 1945-09-08, Umm al-Qura +1
            .init(1365, .shawwal, on: 1946, 8, 29),  // Eid al-Fitr 1946-08-29, Umm al-Qura +1
            .init(1368, .shawwal, on: 1949, 7, 27),  // Eid al-Fitr 1949-07-27, Umm al-Qura +1
            .init(1368, .dhuAlHijjah, on: 1949, 9, 24),  // Eid al-Adha 1949-10-03, Umm al-Qura +1
            .init(1371, .shawwal, on: 1952, 6, 24),  // Eid al-Fitr 1952-06-24, Umm al-Qura +1
            .init(1375, .shawwal, on: 1956, 5, 12),  // Eid al-Fitr 1956-05-12, Umm al-Qura +1
            .init(1377, .dhuAlHijjah, on: 1958, 6, 19),  // Eid al-Adha 1958-06-28, Umm al-Qura +1
            .init(1378, .shawwal, on: 1959, 4, 9),  // Eid al-Fitr 1959-04-09, Umm al-Qura -1
            .init(1379, .shawwal, on: 1960, 3, 29),  // Eid al-Fitr 1960-03-29, Umm al-Qura +1
            .init(1379, .dhuAlHijjah, on: 1960, 5, 27),  // Eid al-Adha 1960-06-05, Umm al-Qura +1
            .init(1381, .shawwal, on: 1962, 3, 8),  // Eid al-Fitr 1962-03-08, Umm al-Qura +1
            .init(1382, .shawwal, on: 1963, 2, 25),  // Eid al-Fitr 1963-02-25, Umm al-Qura +1
            .init(1382, .dhuAlHijjah, on: 1963, 4, 25),  // Eid al-Adha 1963-05-04, Umm al-Qura +1
            .init(1383, .shawwal, on: 1964, 2, 15),  // Eid al-Fitr 1964-02-15, Umm al-Qura +1
            .init(1383, .dhuAlHijjah, on: 1964, 4, 14),  // Eid al-Adha 1964-04-23, Umm al-Qura +1
            .init(1384, .shawwal, on: 1965, 2, 3),  // Eid al-Fitr 1965-02-03, Umm al-Qura +1
            .init(1384, .dhuAlHijjah, on: 1965, 4, 3),  // Eid al-Adha 1965-04-12, Umm al-Qura +1
            .init(1385, .shawwal, on: 1966, 1, 23),  // Eid al-Fitr 1966-01-23, Umm al-Qura +1
            .init(1387, .dhuAlHijjah, on: 1968, 3, 1),  // Eid al-Adha 1968-03-10, Umm al-Qura +1
            .init(1389, .shawwal, on: 1969, 12, 11),  // Eid al-Fitr 1969-12-11, Umm al-Qura +1
            .init(1389, .dhuAlHijjah, on: 1970, 2, 8),  // Eid al-Adha 1970-02-17, Umm al-Qura +1
            .init(1390, .shawwal, on: 1970, 12, 1),  // Eid al-Fitr 1970-12-01, Umm al-Qura +1
            .init(1391, .shawwal, on: 1971, 11, 20),  // Eid al-Fitr 1971-11-20, Umm al-Qura +1
            .init(1391, .dhuAlHijjah, on: 1972, 1, 18),  // Eid al-Adha 1972-01-27, Umm al-Qura +1
            .init(1392, .shawwal, on: 1972, 11, 8),  // Eid al-Fitr 1972-11-08, Umm al-Qura +1
            .init(1392, .dhuAlHijjah, on: 1973, 1, 6),  // Eid al-Adha 1973-01-15, Umm al-Qura +1
            .init(1393, .shawwal, on: 1973, 10, 28),  // Eid al-Fitr 1973-10-28, Umm al-Qura +1
            .init(1393, .dhuAlHijjah, on: 1973, 12, 26),  // Eid al-Adha 1974-01-04, Umm al-Qura +1
            .init(1394, .shawwal, on: 1974, 10, 17),  // Eid al-Fitr 1974-10-17, Umm al-Qura +1
            .init(1396, .shawwal, on: 1976, 9, 25),  // Eid al-Fitr 1976-09-25, Umm al-Qura +1
            .init(1396, .dhuAlHijjah, on: 1976, 11, 23),  // Eid al-Adha 1976-12-02, Umm al-Qura +1
            .init(1397, .shawwal, on: 1977, 9, 15),  // Eid al-Fitr 1977-09-15, Umm al-Qura +1
            .init(1397, .dhuAlHijjah, on: 1977, 11, 13),  // Eid al-Adha 1977-11-22, Umm al-Qura +1
            .init(1398, .shawwal, on: 1978, 9, 4),  // Eid al-Fitr 1978-09-04, Umm al-Qura +1
            .init(1398, .dhuAlHijjah, on: 1978, 11, 2),  // Eid al-Adha 1978-11-11, Umm al-Qura +1
            .init(1399, .shawwal, on: 1979, 8, 24),  // Eid al-Fitr 1979-08-24, Umm al-Qura +1
            .init(1402, .shawwal, on: 1982, 7, 22),  // Eid al-Fitr 1982-07-22, Umm al-Qura +1
            .init(1403, .shawwal, on: 1983, 7, 12),  // Eid al-Fitr 1983-07-12, Umm al-Qura +1
            .init(1404, .dhuAlHijjah, on: 1984, 8, 28),  // Eid al-Adha 1984-09-06, Umm al-Qura +1
            .init(1405, .shawwal, on: 1985, 6, 20),  // Eid al-Fitr 1985-06-20, Umm al-Qura +1
            .init(1406, .shawwal, on: 1986, 6, 9),  // Eid al-Fitr 1986-06-09, Umm al-Qura +1
            .init(1406, .dhuAlHijjah, on: 1986, 8, 7),  // Eid al-Adha 1986-08-16, Umm al-Qura +1
            .init(1407, .shawwal, on: 1987, 5, 29),  // Eid al-Fitr 1987-05-29, Umm al-Qura +1
            .init(1407, .dhuAlHijjah, on: 1987, 7, 27),  // Eid al-Adha 1987-08-05, Umm al-Qura +1
            .init(1408, .shawwal, on: 1988, 5, 17),  // Eid al-Fitr 1988-05-17, Umm al-Qura +1
            .init(1408, .dhuAlHijjah, on: 1988, 7, 15),  // Eid al-Adha 1988-07-24, Umm al-Qura +1
            .init(1410, .dhuAlHijjah, on: 1990, 6, 24),  // Eid al-Adha 1990-07-03, Umm al-Qura +1
            .init(1411, .shawwal, on: 1991, 4, 16),  // Eid al-Fitr 1991-04-16, Umm al-Qura +1
            .init(1411, .dhuAlHijjah, on: 1991, 6, 14),  // Eid al-Adha 1991-06-23, Umm al-Qura +1
            .init(1413, .dhuAlHijjah, on: 1993, 5, 23),  // Eid al-Adha 1993-06-01, Umm al-Qura +1
            .init(1414, .dhuAlHijjah, on: 1994, 5, 12),  // Eid al-Adha 1994-05-21, Umm al-Qura +1
            .init(1415, .shawwal, on: 1995, 3, 3),  // Eid al-Fitr 1995-03-03, Umm al-Qura +1
            .init(1415, .dhuAlHijjah, on: 1995, 5, 1),  // Eid al-Adha 1995-05-10, Umm al-Qura +1
            .init(1416, .shawwal, on: 1996, 2, 20),  // Eid al-Fitr 1996-02-20, Umm al-Qura +1
            .init(1416, .dhuAlHijjah, on: 1996, 4, 19),  // Eid al-Adha 1996-04-28, Umm al-Qura +1
            .init(1417, .shawwal, on: 1997, 2, 9),  // Eid al-Fitr 1997-02-09, Umm al-Qura +1
            .init(1417, .dhuAlHijjah, on: 1997, 4, 9),  // Eid al-Adha 1997-04-18, Umm al-Qura +1
            .init(1419, .shawwal, on: 1999, 1, 19),  // Eid al-Fitr 1999-01-19, Umm al-Qura +1
            .init(1419, .dhuAlHijjah, on: 1999, 3, 19),  // Eid al-Adha 1999-03-28, Umm al-Qura +1
            .init(1425, .dhuAlHijjah, on: 2005, 1, 11),  // Eid al-Adha 2005-01-20, Umm al-Qura -1
            .init(1428, .shawwal, on: 2007, 10, 12),  // Eid al-Fitr 2007-10-12, Umm al-Qura -1
            .init(1429, .shawwal, on: 2008, 9, 30),  // Eid al-Fitr 2008-09-30, Umm al-Qura -1
            .init(1431, .shawwal, on: 2010, 9, 9),  // Eid al-Fitr 2010-09-09, Umm al-Qura -1
            .init(1433, .dhuAlHijjah, on: 2012, 10, 16),  // Eid al-Adha 2012-10-25, Umm al-Qura -1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 5),  // Eid al-Fitr 2016-07-05, Umm al-Qura -1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Eid al-Adha 2016-09-12, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1355...1453, .dhuAlHijjah: 1354...1453])
}
