import HolidayEngine

// Facts: the Islamic calendar of the MABIMS countries (Brunei, Indonesia, Malaysia,
// Singapore) by the criteria their religious ministers adopted in 2021: a month begins the
// evening the Moon stands at least 3 degrees above the horizon at sunset and 6.4 degrees from
// the Sun, reckoned for Singapore as the primary MABIMS observer (MUIS's Islamic calendar).
// Computed and recorded by python-holidays 0.108 (its `_IslamicMabimsLunar`), whose month
// starts that differ from Umm al-Qura this file holds from 1950; regenerate with
// `scripts/calendar_tables.py --hijri-mabims`. Each country observes on top of it with the
// starts its own authorities announced (HijriCalendar+Brunei.swift, +Indonesia, +Malaysia,
// +Singapore). See docs/calendars.md.

extension HijriCalendar {
    /// The MABIMS criteria's Islamic calendar: Umm al-Qura with the month starts the criteria
    /// give where they differ, all of them forecasts until a country confirms its own.
    public static let mabims = ummAlQura.observing(
        monthStarts: [
            .init(1369, .rajab, on: 1950, 4, 19),  // ISRA_AND_MIRAJ 1950-05-15, Umm al-Qura +1
            .init(1369, .dhuAlHijjah, on: 1950, 9, 13),  // EID_AL_ADHA 1950-09-22, Umm al-Qura -1
            .init(1371, .muharram, on: 1951, 10, 3),  // HIJRI_NEW_YEAR 1951-10-03, Umm al-Qura +1
            .init(1371, .shawwal, on: 1952, 6, 24),  // EID_AL_FITR 1952-06-24, Umm al-Qura +1
            .init(1372, .ramadan, on: 1953, 5, 15),  // RAMADAN_BEGINNING 1953-05-15, NUZUL_AL_QURAN 1953-05-31, Umm al-Qura +1
            .init(1373, .rajab, on: 1954, 3, 7),  // ISRA_AND_MIRAJ 1954-04-02, Umm al-Qura +1
            .init(1373, .shawwal, on: 1954, 6, 3),  // EID_AL_FITR 1954-06-03, Umm al-Qura +1
            .init(1374, .rajab, on: 1955, 2, 24),  // ISRA_AND_MIRAJ 1955-03-22, Umm al-Qura +1
            .init(1375, .muharram, on: 1955, 8, 19),  // HIJRI_NEW_YEAR 1955-08-19, Umm al-Qura -1
            .init(1375, .rabiAlAwwal, on: 1955, 10, 17),  // MAWLID 1955-10-28, Umm al-Qura -1
            .init(1375, .ramadan, on: 1956, 4, 13),  // RAMADAN_BEGINNING 1956-04-13, NUZUL_AL_QURAN 1956-04-29, Umm al-Qura +1
            .init(1375, .shawwal, on: 1956, 5, 12),  // EID_AL_FITR 1956-05-12, Umm al-Qura +1
            .init(1376, .ramadan, on: 1957, 4, 2),  // RAMADAN_BEGINNING 1957-04-02, NUZUL_AL_QURAN 1957-04-18, Umm al-Qura +1
            .init(1377, .muharram, on: 1957, 7, 29),  // HIJRI_NEW_YEAR 1957-07-29, Umm al-Qura +1
            .init(1377, .ramadan, on: 1958, 3, 22),  // RAMADAN_BEGINNING 1958-03-22, NUZUL_AL_QURAN 1958-04-07, Umm al-Qura +1
            .init(1377, .shawwal, on: 1958, 4, 21),  // EID_AL_FITR 1958-04-21, Umm al-Qura +1
            .init(1377, .dhuAlHijjah, on: 1958, 6, 19),  // EID_AL_ADHA 1958-06-28, Umm al-Qura +1
            .init(1379, .muharram, on: 1959, 7, 8),  // HIJRI_NEW_YEAR 1959-07-08, Umm al-Qura +1
            .init(1379, .rabiAlAwwal, on: 1959, 9, 5),  // MAWLID 1959-09-16, Umm al-Qura +1
            .init(1379, .shawwal, on: 1960, 3, 29),  // EID_AL_FITR 1960-03-29, Umm al-Qura +1
            .init(1379, .dhuAlHijjah, on: 1960, 5, 27),  // EID_AL_ADHA 1960-06-05, Umm al-Qura +1
            .init(1380, .muharram, on: 1960, 6, 26),  // HIJRI_NEW_YEAR 1960-06-26, Umm al-Qura +1
            .init(1380, .rabiAlAwwal, on: 1960, 8, 24),  // MAWLID 1960-09-04, Umm al-Qura +1
            .init(1380, .rajab, on: 1960, 12, 20),  // ISRA_AND_MIRAJ 1961-01-15, Umm al-Qura +1
            .init(1380, .ramadan, on: 1961, 2, 17),  // RAMADAN_BEGINNING 1961-02-17, NUZUL_AL_QURAN 1961-03-05, Umm al-Qura +1
            .init(1381, .muharram, on: 1961, 6, 15),  // HIJRI_NEW_YEAR 1961-06-15, Umm al-Qura +1
            .init(1381, .rabiAlAwwal, on: 1961, 8, 13),  // MAWLID 1961-08-24, Umm al-Qura +1
            .init(1381, .ramadan, on: 1962, 2, 6),  // RAMADAN_BEGINNING 1962-02-06, NUZUL_AL_QURAN 1962-02-22, Umm al-Qura +1
            .init(1381, .shawwal, on: 1962, 3, 8),  // EID_AL_FITR 1962-03-08, Umm al-Qura +1
            .init(1382, .muharram, on: 1962, 6, 4),  // HIJRI_NEW_YEAR 1962-06-04, Umm al-Qura +1
            .init(1382, .rabiAlAwwal, on: 1962, 8, 2),  // MAWLID 1962-08-13, Umm al-Qura +1
            .init(1382, .rajab, on: 1962, 11, 29),  // ISRA_AND_MIRAJ 1962-12-25, Umm al-Qura +1
            .init(1382, .ramadan, on: 1963, 1, 27),  // RAMADAN_BEGINNING 1963-01-27, NUZUL_AL_QURAN 1963-02-12, Umm al-Qura +1
            .init(1382, .shawwal, on: 1963, 2, 25),  // EID_AL_FITR 1963-02-25, Umm al-Qura +1
            .init(1382, .dhuAlHijjah, on: 1963, 4, 25),  // EID_AL_ADHA 1963-05-04, Umm al-Qura +1
            .init(1383, .rajab, on: 1963, 11, 18),  // ISRA_AND_MIRAJ 1963-12-14, Umm al-Qura +1
            .init(1383, .ramadan, on: 1964, 1, 16),  // RAMADAN_BEGINNING 1964-01-16, NUZUL_AL_QURAN 1964-02-01, Umm al-Qura +1
            .init(1383, .shawwal, on: 1964, 2, 15),  // EID_AL_FITR 1964-02-15, Umm al-Qura +1
            .init(1383, .dhuAlHijjah, on: 1964, 4, 14),  // EID_AL_ADHA 1964-04-23, Umm al-Qura +1
            .init(1384, .muharram, on: 1964, 5, 13),  // HIJRI_NEW_YEAR 1964-05-13, Umm al-Qura +1
            .init(1384, .rabiAlAwwal, on: 1964, 7, 11),  // MAWLID 1964-07-22, Umm al-Qura +1
            .init(1384, .rajab, on: 1964, 11, 6),  // ISRA_AND_MIRAJ 1964-12-02, Umm al-Qura +1
            .init(1384, .ramadan, on: 1965, 1, 4),  // RAMADAN_BEGINNING 1965-01-04, NUZUL_AL_QURAN 1965-01-20, Umm al-Qura +1
            .init(1384, .shawwal, on: 1965, 2, 3),  // EID_AL_FITR 1965-02-03, Umm al-Qura +1
            .init(1384, .dhuAlHijjah, on: 1965, 4, 3),  // EID_AL_ADHA 1965-04-12, Umm al-Qura +1
            .init(1385, .muharram, on: 1965, 5, 3),  // HIJRI_NEW_YEAR 1965-05-03, Umm al-Qura +2
            .init(1385, .rabiAlAwwal, on: 1965, 6, 30),  // MAWLID 1965-07-11, Umm al-Qura +1
            .init(1385, .rajab, on: 1965, 10, 26),  // ISRA_AND_MIRAJ 1965-11-21, Umm al-Qura +1
            .init(1385, .ramadan, on: 1965, 12, 24),  // RAMADAN_BEGINNING 1965-12-24, NUZUL_AL_QURAN 1966-01-09, Umm al-Qura +1
            .init(1385, .shawwal, on: 1966, 1, 23),  // EID_AL_FITR 1966-01-23, Umm al-Qura +1
            .init(1386, .muharram, on: 1966, 4, 22),  // HIJRI_NEW_YEAR 1966-04-22, Umm al-Qura +1
            .init(1386, .ramadan, on: 1966, 12, 14),  // RAMADAN_BEGINNING 1966-12-14, NUZUL_AL_QURAN 1966-12-30, Umm al-Qura +1
            .init(1387, .rabiAlAwwal, on: 1967, 6, 10),  // MAWLID 1967-06-21, Umm al-Qura +2
            .init(1387, .rajab, on: 1967, 10, 5),  // ISRA_AND_MIRAJ 1967-10-31, Umm al-Qura +1
            .init(1387, .ramadan, on: 1967, 12, 3),  // RAMADAN_BEGINNING 1967-12-03, NUZUL_AL_QURAN 1967-12-19, Umm al-Qura +1
            .init(1387, .dhuAlHijjah, on: 1968, 3, 1),  // EID_AL_ADHA 1968-03-10, Umm al-Qura +1
            .init(1388, .rabiAlAwwal, on: 1968, 5, 29),  // MAWLID 1968-06-09, Umm al-Qura +1
            .init(1388, .rajab, on: 1968, 9, 24),  // ISRA_AND_MIRAJ 1968-10-20, Umm al-Qura +1
            .init(1388, .ramadan, on: 1968, 11, 22),  // RAMADAN_BEGINNING 1968-11-22, NUZUL_AL_QURAN 1968-12-08, Umm al-Qura +1
            .init(1389, .muharram, on: 1969, 3, 20),  // HIJRI_NEW_YEAR 1969-03-20, Umm al-Qura +1
            .init(1389, .rabiAlAwwal, on: 1969, 5, 18),  // MAWLID 1969-05-29, Umm al-Qura +1
            .init(1389, .rajab, on: 1969, 9, 13),  // ISRA_AND_MIRAJ 1969-10-09, Umm al-Qura +1
            .init(1389, .ramadan, on: 1969, 11, 11),  // RAMADAN_BEGINNING 1969-11-11, NUZUL_AL_QURAN 1969-11-27, Umm al-Qura +1
            .init(1389, .shawwal, on: 1969, 12, 11),  // EID_AL_FITR 1969-12-11, Umm al-Qura +1
            .init(1389, .dhuAlHijjah, on: 1970, 2, 8),  // EID_AL_ADHA 1970-02-17, Umm al-Qura +1
            .init(1391, .muharram, on: 1971, 2, 27),  // HIJRI_NEW_YEAR 1971-02-27, Umm al-Qura +1
            .init(1391, .rabiAlAwwal, on: 1971, 4, 27),  // MAWLID 1971-05-08, Umm al-Qura +1
            .init(1391, .ramadan, on: 1971, 10, 21),  // RAMADAN_BEGINNING 1971-10-21, NUZUL_AL_QURAN 1971-11-06, Umm al-Qura +1
            .init(1391, .shawwal, on: 1971, 11, 20),  // EID_AL_FITR 1971-11-20, Umm al-Qura +1
            .init(1391, .dhuAlHijjah, on: 1972, 1, 18),  // EID_AL_ADHA 1972-01-27, Umm al-Qura +1
            .init(1392, .rabiAlAwwal, on: 1972, 4, 15),  // MAWLID 1972-04-26, Umm al-Qura +1
            .init(1392, .rajab, on: 1972, 8, 11),  // ISRA_AND_MIRAJ 1972-09-06, Umm al-Qura +1
            .init(1392, .ramadan, on: 1972, 10, 9),  // RAMADAN_BEGINNING 1972-10-09, NUZUL_AL_QURAN 1972-10-25, Umm al-Qura +1
            .init(1392, .shawwal, on: 1972, 11, 8),  // EID_AL_FITR 1972-11-08, Umm al-Qura +1
            .init(1392, .dhuAlHijjah, on: 1973, 1, 6),  // EID_AL_ADHA 1973-01-15, Umm al-Qura +1
            .init(1393, .muharram, on: 1973, 2, 5),  // HIJRI_NEW_YEAR 1973-02-05, Umm al-Qura +1
            .init(1393, .rabiAlAwwal, on: 1973, 4, 5),  // MAWLID 1973-04-16, Umm al-Qura +1
            .init(1393, .rajab, on: 1973, 7, 31),  // ISRA_AND_MIRAJ 1973-08-26, Umm al-Qura +1
            .init(1393, .ramadan, on: 1973, 9, 28),  // RAMADAN_BEGINNING 1973-09-28, NUZUL_AL_QURAN 1973-10-14, Umm al-Qura +1
            .init(1393, .shawwal, on: 1973, 10, 28),  // EID_AL_FITR 1973-10-28, Umm al-Qura +1
            .init(1393, .dhuAlHijjah, on: 1973, 12, 26),  // EID_AL_ADHA 1974-01-04, Umm al-Qura +1
            .init(1394, .muharram, on: 1974, 1, 25),  // HIJRI_NEW_YEAR 1974-01-25, Umm al-Qura +1
            .init(1394, .rabiAlAwwal, on: 1974, 3, 25),  // MAWLID 1974-04-05, Umm al-Qura +1
            .init(1394, .rajab, on: 1974, 7, 21),  // ISRA_AND_MIRAJ 1974-08-16, Umm al-Qura +1
            .init(1394, .ramadan, on: 1974, 9, 18),  // RAMADAN_BEGINNING 1974-09-18, NUZUL_AL_QURAN 1974-10-04, Umm al-Qura +1
            .init(1394, .shawwal, on: 1974, 10, 17),  // EID_AL_FITR 1974-10-17, Umm al-Qura +1
            .init(1395, .muharram, on: 1975, 1, 14),  // HIJRI_NEW_YEAR 1975-01-14, Umm al-Qura +1
            .init(1395, .rabiAlAwwal, on: 1975, 3, 15),  // MAWLID 1975-03-26, Umm al-Qura +2
            .init(1395, .rajab, on: 1975, 7, 11),  // ISRA_AND_MIRAJ 1975-08-06, Umm al-Qura +1
            .init(1395, .ramadan, on: 1975, 9, 7),  // RAMADAN_BEGINNING 1975-09-07, NUZUL_AL_QURAN 1975-09-23, Umm al-Qura +1
            .init(1395, .shawwal, on: 1975, 10, 7),  // EID_AL_FITR 1975-10-07, Umm al-Qura +1
            .init(1396, .muharram, on: 1976, 1, 3),  // HIJRI_NEW_YEAR 1976-01-03, Umm al-Qura +1
            .init(1396, .rabiAlAwwal, on: 1976, 3, 3),  // MAWLID 1976-03-14, Umm al-Qura +2
            .init(1396, .rajab, on: 1976, 6, 29),  // ISRA_AND_MIRAJ 1976-07-25, Umm al-Qura +1
            .init(1396, .ramadan, on: 1976, 8, 27),  // RAMADAN_BEGINNING 1976-08-27, NUZUL_AL_QURAN 1976-09-12, Umm al-Qura +1
            .init(1396, .shawwal, on: 1976, 9, 25),  // EID_AL_FITR 1976-09-25, Umm al-Qura +1
            .init(1396, .dhuAlHijjah, on: 1976, 11, 23),  // EID_AL_ADHA 1976-12-02, Umm al-Qura +1
            .init(1397, .rabiAlAwwal, on: 1977, 2, 20),  // MAWLID 1977-03-03, Umm al-Qura +1
            .init(1397, .rajab, on: 1977, 6, 18),  // ISRA_AND_MIRAJ 1977-07-14, Umm al-Qura +1
            .init(1397, .ramadan, on: 1977, 8, 16),  // RAMADAN_BEGINNING 1977-08-16, NUZUL_AL_QURAN 1977-09-01, Umm al-Qura +1
            .init(1397, .shawwal, on: 1977, 9, 15),  // EID_AL_FITR 1977-09-15, Umm al-Qura +1
            .init(1397, .dhuAlHijjah, on: 1977, 11, 13),  // EID_AL_ADHA 1977-11-22, Umm al-Qura +1
            .init(1398, .muharram, on: 1977, 12, 12),  // HIJRI_NEW_YEAR 1977-12-12, Umm al-Qura +1
            .init(1398, .rabiAlAwwal, on: 1978, 2, 9),  // MAWLID 1978-02-20, Umm al-Qura +1
            .init(1398, .rajab, on: 1978, 6, 7),  // ISRA_AND_MIRAJ 1978-07-03, Umm al-Qura +1
            .init(1398, .ramadan, on: 1978, 8, 6),  // RAMADAN_BEGINNING 1978-08-06, NUZUL_AL_QURAN 1978-08-22, Umm al-Qura +1
            .init(1398, .shawwal, on: 1978, 9, 4),  // EID_AL_FITR 1978-09-04, Umm al-Qura +1
            .init(1398, .dhuAlHijjah, on: 1978, 11, 2),  // EID_AL_ADHA 1978-11-11, Umm al-Qura +1
            .init(1399, .muharram, on: 1978, 12, 2),  // HIJRI_NEW_YEAR 1978-12-02, Umm al-Qura +1
            .init(1399, .rabiAlAwwal, on: 1979, 1, 30),  // MAWLID 1979-02-10, Umm al-Qura +1
            .init(1399, .ramadan, on: 1979, 7, 26),  // RAMADAN_BEGINNING 1979-07-26, NUZUL_AL_QURAN 1979-08-11, Umm al-Qura +1
            .init(1399, .shawwal, on: 1979, 8, 24),  // EID_AL_FITR 1979-08-24, Umm al-Qura +1
            .init(1400, .muharram, on: 1979, 11, 21),  // HIJRI_NEW_YEAR 1979-11-21, Umm al-Qura +1
            .init(1400, .rajab, on: 1980, 5, 16),  // ISRA_AND_MIRAJ 1980-06-11, Umm al-Qura +1
            .init(1400, .ramadan, on: 1980, 7, 14),  // RAMADAN_BEGINNING 1980-07-14, NUZUL_AL_QURAN 1980-07-30, Umm al-Qura +1
            .init(1401, .rabiAlAwwal, on: 1981, 1, 8),  // MAWLID 1981-01-19, Umm al-Qura +1
            .init(1401, .ramadan, on: 1981, 7, 3),  // RAMADAN_BEGINNING 1981-07-03, NUZUL_AL_QURAN 1981-07-19, Umm al-Qura +1
            .init(1402, .muharram, on: 1981, 10, 29),  // HIJRI_NEW_YEAR 1981-10-29, Umm al-Qura +1
            .init(1402, .rabiAlAwwal, on: 1981, 12, 28),  // MAWLID 1982-01-08, Umm al-Qura +1
            .init(1402, .rajab, on: 1982, 4, 25),  // ISRA_AND_MIRAJ 1982-05-21, Umm al-Qura +1
            .init(1402, .ramadan, on: 1982, 6, 23),  // RAMADAN_BEGINNING 1982-06-23, NUZUL_AL_QURAN 1982-07-09, Umm al-Qura +1
            .init(1402, .shawwal, on: 1982, 7, 22),  // EID_AL_FITR 1982-07-22, Umm al-Qura +1
            .init(1402, .dhuAlHijjah, on: 1982, 9, 19),  // EID_AL_ADHA 1982-09-28, Umm al-Qura +1
            .init(1403, .rabiAlAwwal, on: 1982, 12, 17),  // MAWLID 1982-12-28, Umm al-Qura +1
            .init(1403, .rajab, on: 1983, 4, 15),  // ISRA_AND_MIRAJ 1983-05-11, Umm al-Qura +1
            .init(1403, .ramadan, on: 1983, 6, 13),  // RAMADAN_BEGINNING 1983-06-13, NUZUL_AL_QURAN 1983-06-29, Umm al-Qura +1
            .init(1403, .shawwal, on: 1983, 7, 12),  // EID_AL_FITR 1983-07-12, Umm al-Qura +1
            .init(1404, .muharram, on: 1983, 10, 8),  // HIJRI_NEW_YEAR 1983-10-08, Umm al-Qura +1
            .init(1404, .rabiAlAwwal, on: 1983, 12, 6),  // MAWLID 1983-12-17, Umm al-Qura +1
            .init(1404, .rajab, on: 1984, 4, 3),  // ISRA_AND_MIRAJ 1984-04-29, Umm al-Qura +1
            .init(1404, .ramadan, on: 1984, 6, 1),  // RAMADAN_BEGINNING 1984-06-01, NUZUL_AL_QURAN 1984-06-17, Umm al-Qura +1
            .init(1404, .dhuAlHijjah, on: 1984, 8, 28),  // EID_AL_ADHA 1984-09-06, Umm al-Qura +1
            .init(1405, .rabiAlAwwal, on: 1984, 11, 24),  // MAWLID 1984-12-05, Umm al-Qura +1
            .init(1405, .rajab, on: 1985, 3, 23),  // ISRA_AND_MIRAJ 1985-04-18, Umm al-Qura +1
            .init(1405, .ramadan, on: 1985, 5, 21),  // RAMADAN_BEGINNING 1985-05-21, NUZUL_AL_QURAN 1985-06-06, Umm al-Qura +1
            .init(1405, .shawwal, on: 1985, 6, 20),  // EID_AL_FITR 1985-06-20, Umm al-Qura +1
            .init(1405, .dhuAlHijjah, on: 1985, 8, 18),  // EID_AL_ADHA 1985-08-27, Umm al-Qura +1
            .init(1406, .muharram, on: 1985, 9, 16),  // HIJRI_NEW_YEAR 1985-09-16, Umm al-Qura +1
            .init(1406, .rabiAlAwwal, on: 1985, 11, 14),  // MAWLID 1985-11-25, Umm al-Qura +1
            .init(1406, .rajab, on: 1986, 3, 12),  // ISRA_AND_MIRAJ 1986-04-07, Umm al-Qura +1
            .init(1406, .ramadan, on: 1986, 5, 10),  // RAMADAN_BEGINNING 1986-05-10, NUZUL_AL_QURAN 1986-05-26, Umm al-Qura +1
            .init(1406, .shawwal, on: 1986, 6, 9),  // EID_AL_FITR 1986-06-09, Umm al-Qura +1
            .init(1406, .dhuAlHijjah, on: 1986, 8, 7),  // EID_AL_ADHA 1986-08-16, Umm al-Qura +1
            .init(1407, .muharram, on: 1986, 9, 6),  // HIJRI_NEW_YEAR 1986-09-06, Umm al-Qura +1
            .init(1407, .rabiAlAwwal, on: 1986, 11, 4),  // MAWLID 1986-11-15, Umm al-Qura +1
            .init(1407, .ramadan, on: 1987, 4, 30),  // RAMADAN_BEGINNING 1987-04-30, NUZUL_AL_QURAN 1987-05-16, Umm al-Qura +1
            .init(1407, .shawwal, on: 1987, 5, 29),  // EID_AL_FITR 1987-05-29, Umm al-Qura +1
            .init(1407, .dhuAlHijjah, on: 1987, 7, 27),  // EID_AL_ADHA 1987-08-05, Umm al-Qura +1
            .init(1408, .muharram, on: 1987, 8, 26),  // HIJRI_NEW_YEAR 1987-08-26, Umm al-Qura +1
            .init(1408, .rabiAlAwwal, on: 1987, 10, 24),  // MAWLID 1987-11-04, Umm al-Qura +1
            .init(1408, .rajab, on: 1988, 2, 19),  // ISRA_AND_MIRAJ 1988-03-16, Umm al-Qura +1
            .init(1408, .ramadan, on: 1988, 4, 18),  // RAMADAN_BEGINNING 1988-04-18, NUZUL_AL_QURAN 1988-05-04, Umm al-Qura +1
            .init(1408, .shawwal, on: 1988, 5, 17),  // EID_AL_FITR 1988-05-17, Umm al-Qura +1
            .init(1408, .dhuAlHijjah, on: 1988, 7, 15),  // EID_AL_ADHA 1988-07-24, Umm al-Qura +1
            .init(1409, .muharram, on: 1988, 8, 14),  // HIJRI_NEW_YEAR 1988-08-14, Umm al-Qura +1
            .init(1409, .rabiAlAwwal, on: 1988, 10, 12),  // MAWLID 1988-10-23, Umm al-Qura +1
            .init(1409, .rajab, on: 1989, 2, 8),  // ISRA_AND_MIRAJ 1989-03-06, Umm al-Qura +1
            .init(1409, .ramadan, on: 1989, 4, 8),  // RAMADAN_BEGINNING 1989-04-08, NUZUL_AL_QURAN 1989-04-24, Umm al-Qura +1
            .init(1409, .shawwal, on: 1989, 5, 7),  // EID_AL_FITR 1989-05-07, Umm al-Qura +1
            .init(1409, .dhuAlHijjah, on: 1989, 7, 5),  // EID_AL_ADHA 1989-07-14, Umm al-Qura +1
            .init(1410, .muharram, on: 1989, 8, 3),  // HIJRI_NEW_YEAR 1989-08-03, Umm al-Qura +1
            .init(1410, .rabiAlAwwal, on: 1989, 10, 1),  // MAWLID 1989-10-12, Umm al-Qura +1
            .init(1410, .rajab, on: 1990, 1, 28),  // ISRA_AND_MIRAJ 1990-02-23, Umm al-Qura +1
            .init(1410, .ramadan, on: 1990, 3, 28),  // RAMADAN_BEGINNING 1990-03-28, NUZUL_AL_QURAN 1990-04-13, Umm al-Qura +1
            .init(1410, .shawwal, on: 1990, 4, 27),  // EID_AL_FITR 1990-04-27, Umm al-Qura +1
            .init(1410, .dhuAlHijjah, on: 1990, 6, 24),  // EID_AL_ADHA 1990-07-03, Umm al-Qura +1
            .init(1411, .rabiAlAwwal, on: 1990, 9, 21),  // MAWLID 1990-10-02, Umm al-Qura +1
            .init(1411, .rajab, on: 1991, 1, 17),  // ISRA_AND_MIRAJ 1991-02-12, Umm al-Qura +1
            .init(1411, .ramadan, on: 1991, 3, 18),  // RAMADAN_BEGINNING 1991-03-18, NUZUL_AL_QURAN 1991-04-03, Umm al-Qura +1
            .init(1411, .shawwal, on: 1991, 4, 16),  // EID_AL_FITR 1991-04-16, Umm al-Qura +1
            .init(1411, .dhuAlHijjah, on: 1991, 6, 14),  // EID_AL_ADHA 1991-06-23, Umm al-Qura +1
            .init(1412, .muharram, on: 1991, 7, 13),  // HIJRI_NEW_YEAR 1991-07-13, Umm al-Qura +1
            .init(1412, .rabiAlAwwal, on: 1991, 9, 10),  // MAWLID 1991-09-21, Umm al-Qura +1
            .init(1412, .rajab, on: 1992, 1, 6),  // ISRA_AND_MIRAJ 1992-02-01, Umm al-Qura +1
            .init(1412, .ramadan, on: 1992, 3, 6),  // RAMADAN_BEGINNING 1992-03-06, NUZUL_AL_QURAN 1992-03-22, Umm al-Qura +1
            .init(1412, .shawwal, on: 1992, 4, 5),  // EID_AL_FITR 1992-04-05, Umm al-Qura +1
            .init(1412, .dhuAlHijjah, on: 1992, 6, 3),  // EID_AL_ADHA 1992-06-12, Umm al-Qura +1
            .init(1413, .muharram, on: 1992, 7, 2),  // HIJRI_NEW_YEAR 1992-07-02, Umm al-Qura +1
            .init(1413, .rabiAlAwwal, on: 1992, 8, 30),  // MAWLID 1992-09-10, Umm al-Qura +1
            .init(1413, .ramadan, on: 1993, 2, 23),  // RAMADAN_BEGINNING 1993-02-23, NUZUL_AL_QURAN 1993-03-11, Umm al-Qura +1
            .init(1413, .shawwal, on: 1993, 3, 25),  // EID_AL_FITR 1993-03-25, Umm al-Qura +1
            .init(1413, .dhuAlHijjah, on: 1993, 5, 23),  // EID_AL_ADHA 1993-06-01, Umm al-Qura +1
            .init(1414, .rabiAlAwwal, on: 1993, 8, 19),  // MAWLID 1993-08-30, Umm al-Qura +1
            .init(1414, .rajab, on: 1993, 12, 15),  // ISRA_AND_MIRAJ 1994-01-10, Umm al-Qura +1
            .init(1414, .ramadan, on: 1994, 2, 12),  // RAMADAN_BEGINNING 1994-02-12, NUZUL_AL_QURAN 1994-02-28, Umm al-Qura +1
            .init(1414, .shawwal, on: 1994, 3, 14),  // EID_AL_FITR 1994-03-14, Umm al-Qura +1
            .init(1414, .dhuAlHijjah, on: 1994, 5, 12),  // EID_AL_ADHA 1994-05-21, Umm al-Qura +1
            .init(1415, .muharram, on: 1994, 6, 11),  // HIJRI_NEW_YEAR 1994-06-11, Umm al-Qura +1
            .init(1415, .rabiAlAwwal, on: 1994, 8, 9),  // MAWLID 1994-08-20, Umm al-Qura +1
            .init(1415, .rajab, on: 1994, 12, 4),  // ISRA_AND_MIRAJ 1994-12-30, Umm al-Qura +1
            .init(1415, .ramadan, on: 1995, 2, 1),  // RAMADAN_BEGINNING 1995-02-01, NUZUL_AL_QURAN 1995-02-17, Umm al-Qura +1
            .init(1415, .shawwal, on: 1995, 3, 3),  // EID_AL_FITR 1995-03-03, Umm al-Qura +1
            .init(1415, .dhuAlHijjah, on: 1995, 5, 1),  // EID_AL_ADHA 1995-05-10, Umm al-Qura +1
            .init(1416, .muharram, on: 1995, 5, 31),  // HIJRI_NEW_YEAR 1995-05-31, Umm al-Qura +1
            .init(1416, .rabiAlAwwal, on: 1995, 7, 29),  // MAWLID 1995-08-09, Umm al-Qura +1
            .init(1416, .rajab, on: 1995, 11, 24),  // ISRA_AND_MIRAJ 1995-12-20, Umm al-Qura +1
            .init(1416, .ramadan, on: 1996, 1, 22),  // RAMADAN_BEGINNING 1996-01-22, NUZUL_AL_QURAN 1996-02-07, Umm al-Qura +1
            .init(1416, .shawwal, on: 1996, 2, 20),  // EID_AL_FITR 1996-02-20, Umm al-Qura +1
            .init(1416, .dhuAlHijjah, on: 1996, 4, 19),  // EID_AL_ADHA 1996-04-28, Umm al-Qura +1
            .init(1417, .muharram, on: 1996, 5, 19),  // HIJRI_NEW_YEAR 1996-05-19, Umm al-Qura +1
            .init(1417, .rabiAlAwwal, on: 1996, 7, 17),  // MAWLID 1996-07-28, Umm al-Qura +1
            .init(1417, .ramadan, on: 1997, 1, 11),  // RAMADAN_BEGINNING 1997-01-11, NUZUL_AL_QURAN 1997-01-27, Umm al-Qura +1
            .init(1417, .shawwal, on: 1997, 2, 9),  // EID_AL_FITR 1997-02-09, Umm al-Qura +1
            .init(1417, .dhuAlHijjah, on: 1997, 4, 9),  // EID_AL_ADHA 1997-04-18, Umm al-Qura +1
            .init(1418, .muharram, on: 1997, 5, 8),  // HIJRI_NEW_YEAR 1997-05-08, Umm al-Qura +1
            .init(1418, .rabiAlAwwal, on: 1997, 7, 6),  // MAWLID 1997-07-17, Umm al-Qura +1
            .init(1418, .rajab, on: 1997, 11, 2),  // ISRA_AND_MIRAJ 1997-11-28, Umm al-Qura +1
            .init(1418, .ramadan, on: 1997, 12, 31),  // RAMADAN_BEGINNING 1997-12-31, NUZUL_AL_QURAN 1998-01-16, Umm al-Qura +1
            .init(1418, .shawwal, on: 1998, 1, 30),  // EID_AL_FITR 1998-01-30, Umm al-Qura +1
            .init(1419, .muharram, on: 1998, 4, 28),  // HIJRI_NEW_YEAR 1998-04-28, Umm al-Qura +1
            .init(1419, .rabiAlAwwal, on: 1998, 6, 26),  // MAWLID 1998-07-07, Umm al-Qura +1
            .init(1419, .rajab, on: 1998, 10, 22),  // ISRA_AND_MIRAJ 1998-11-17, Umm al-Qura +1
            .init(1419, .ramadan, on: 1998, 12, 20),  // RAMADAN_BEGINNING 1998-12-20, NUZUL_AL_QURAN 1999-01-05, Umm al-Qura +1
            .init(1419, .shawwal, on: 1999, 1, 19),  // EID_AL_FITR 1999-01-19, Umm al-Qura +1
            .init(1419, .dhuAlHijjah, on: 1999, 3, 19),  // EID_AL_ADHA 1999-03-28, Umm al-Qura +1
            .init(1420, .rajab, on: 1999, 10, 11),  // ISRA_AND_MIRAJ 1999-11-06, Umm al-Qura +1
            .init(1421, .rabiAlAwwal, on: 2000, 6, 4),  // MAWLID 2000-06-15, Umm al-Qura +1
            .init(1421, .rajab, on: 2000, 9, 29),  // ISRA_AND_MIRAJ 2000-10-25, Umm al-Qura +1
            .init(1421, .dhuAlHijjah, on: 2001, 2, 25),  // EID_AL_ADHA 2001-03-06, Umm al-Qura +1
            .init(1422, .rajab, on: 2001, 9, 19),  // ISRA_AND_MIRAJ 2001-10-15, Umm al-Qura +1
            .init(1422, .ramadan, on: 2001, 11, 17),  // RAMADAN_BEGINNING 2001-11-17, NUZUL_AL_QURAN 2001-12-03, Umm al-Qura +1
            .init(1422, .dhuAlHijjah, on: 2002, 2, 14),  // EID_AL_ADHA 2002-02-23, Umm al-Qura +1
            .init(1423, .rabiAlAwwal, on: 2002, 5, 14),  // MAWLID 2002-05-25, Umm al-Qura +1
            .init(1423, .shawwal, on: 2002, 12, 6),  // EID_AL_FITR 2002-12-06, Umm al-Qura +1
            .init(1423, .dhuAlHijjah, on: 2003, 2, 3),  // EID_AL_ADHA 2003-02-12, Umm al-Qura +1
            .init(1424, .rabiAlAwwal, on: 2003, 5, 3),  // MAWLID 2003-05-14, Umm al-Qura +1
            .init(1424, .ramadan, on: 2003, 10, 27),  // RAMADAN_BEGINNING 2003-10-27, NUZUL_AL_QURAN 2003-11-12, Umm al-Qura +1
            .init(1425, .muharram, on: 2004, 2, 22),  // HIJRI_NEW_YEAR 2004-02-22, Umm al-Qura +1
            .init(1425, .rabiAlAwwal, on: 2004, 4, 21),  // MAWLID 2004-05-02, Umm al-Qura +1
            .init(1426, .ramadan, on: 2005, 10, 5),  // RAMADAN_BEGINNING 2005-10-05, NUZUL_AL_QURAN 2005-10-21, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 4),  // EID_AL_FITR 2005-11-04, Umm al-Qura +1
            .init(1427, .rabiAlAwwal, on: 2006, 3, 31),  // MAWLID 2006-04-11, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // EID_AL_FITR 2006-10-24, Umm al-Qura +1
            .init(1428, .rajab, on: 2007, 7, 16),  // ISRA_AND_MIRAJ 2007-08-11, Umm al-Qura +1
            .init(1430, .rabiAlAwwal, on: 2009, 2, 27),  // MAWLID 2009-03-10, Umm al-Qura +1
            .init(1431, .rabiAlAwwal, on: 2010, 2, 16),  // MAWLID 2010-02-27, Umm al-Qura +1
            .init(1431, .rajab, on: 2010, 6, 14),  // ISRA_AND_MIRAJ 2010-07-10, Umm al-Qura +1
            .init(1431, .ramadan, on: 2010, 8, 12),  // RAMADAN_BEGINNING 2010-08-12, NUZUL_AL_QURAN 2010-08-28, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // EID_AL_ADHA 2010-11-17, Umm al-Qura +1
            .init(1432, .rabiAlAwwal, on: 2011, 2, 5),  // MAWLID 2011-02-16, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // EID_AL_FITR 2011-08-31, Umm al-Qura +1
            .init(1433, .muharram, on: 2011, 11, 27),  // HIJRI_NEW_YEAR 2011-11-27, Umm al-Qura +1
            .init(1433, .rabiAlAwwal, on: 2012, 1, 25),  // MAWLID 2012-02-05, Umm al-Qura +1
            .init(1433, .ramadan, on: 2012, 7, 21),  // RAMADAN_BEGINNING 2012-07-21, NUZUL_AL_QURAN 2012-08-06, Umm al-Qura +1
            .init(1434, .ramadan, on: 2013, 7, 10),  // RAMADAN_BEGINNING 2013-07-10, NUZUL_AL_QURAN 2013-07-26, Umm al-Qura +1
            .init(1435, .muharram, on: 2013, 11, 5),  // HIJRI_NEW_YEAR 2013-11-05, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // MAWLID 2014-01-14, Umm al-Qura +1
            .init(1435, .rajab, on: 2014, 5, 1),  // ISRA_AND_MIRAJ 2014-05-27, Umm al-Qura +1
            .init(1435, .ramadan, on: 2014, 6, 29),  // RAMADAN_BEGINNING 2014-06-29, NUZUL_AL_QURAN 2014-07-15, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // EID_AL_ADHA 2014-10-05, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // MAWLID 2015-12-24, Umm al-Qura +1
            .init(1437, .rajab, on: 2016, 4, 9),  // ISRA_AND_MIRAJ 2016-05-05, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // EID_AL_ADHA 2016-09-12, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // MAWLID 2017-12-01, Umm al-Qura +1
            .init(1439, .rajab, on: 2018, 3, 19),  // ISRA_AND_MIRAJ 2018-04-14, Umm al-Qura +1
            .init(1439, .ramadan, on: 2018, 5, 17),  // RAMADAN_BEGINNING 2018-05-17, NUZUL_AL_QURAN 2018-06-02, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1441, .muharram, on: 2019, 9, 1),  // HIJRI_NEW_YEAR 2019-09-01, Umm al-Qura +1
            .init(1443, .muharram, on: 2021, 8, 10),  // HIJRI_NEW_YEAR 2021-08-10, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // MAWLID 2021-10-19, Umm al-Qura +1
            .init(1443, .rajab, on: 2022, 2, 3),  // ISRA_AND_MIRAJ 2022-03-01, Umm al-Qura +1
            .init(1443, .ramadan, on: 2022, 4, 3),  // RAMADAN_BEGINNING 2022-04-03, NUZUL_AL_QURAN 2022-04-19, Umm al-Qura +1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // EID_AL_ADHA 2022-07-10, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // EID_AL_FITR 2023-04-22, Umm al-Qura +1
            .init(1444, .dhuAlHijjah, on: 2023, 6, 20),  // EID_AL_ADHA 2023-06-29, Umm al-Qura +1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 17),  // MAWLID 2023-09-28, Umm al-Qura +1
            .init(1445, .ramadan, on: 2024, 3, 12),  // RAMADAN_BEGINNING 2024-03-12, NUZUL_AL_QURAN 2024-03-28, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // MAWLID 2024-09-16, Umm al-Qura +1
            .init(1446, .ramadan, on: 2025, 3, 2),  // RAMADAN_BEGINNING 2025-03-02, NUZUL_AL_QURAN 2025-03-18, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
            .init(1447, .muharram, on: 2025, 6, 27),  // HIJRI_NEW_YEAR 2025-06-27, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 25),  // MAWLID 2025-09-05, Umm al-Qura +1
            .init(1447, .rajab, on: 2025, 12, 22),  // ISRA_AND_MIRAJ 2026-01-17, Umm al-Qura +1
            .init(1447, .ramadan, on: 2026, 2, 19),  // RAMADAN_BEGINNING 2026-02-19, NUZUL_AL_QURAN 2026-03-07, Umm al-Qura +1
            .init(1447, .shawwal, on: 2026, 3, 21),  // EID_AL_FITR 2026-03-21, Umm al-Qura +1
            .init(1448, .rajab, on: 2026, 12, 11),  // ISRA_AND_MIRAJ 2027-01-06, Umm al-Qura +1
            .init(1448, .shawwal, on: 2027, 3, 10),  // EID_AL_FITR 2027-03-10, Umm al-Qura +1
            .init(1448, .dhuAlHijjah, on: 2027, 5, 8),  // EID_AL_ADHA 2027-05-17, Umm al-Qura +1
            .init(1449, .rabiAlAwwal, on: 2027, 8, 4),  // MAWLID 2027-08-15, Umm al-Qura +1
            .init(1449, .rajab, on: 2027, 11, 30),  // ISRA_AND_MIRAJ 2027-12-26, Umm al-Qura +1
            .init(1449, .shawwal, on: 2028, 2, 27),  // EID_AL_FITR 2028-02-27, Umm al-Qura +1
            .init(1450, .muharram, on: 2028, 5, 26),  // HIJRI_NEW_YEAR 2028-05-26, Umm al-Qura +1
            .init(1450, .rabiAlAwwal, on: 2028, 7, 24),  // MAWLID 2028-08-04, Umm al-Qura +1
            .init(1450, .shawwal, on: 2029, 2, 15),  // EID_AL_FITR 2029-02-15, Umm al-Qura +1
            .init(1450, .dhuAlHijjah, on: 2029, 4, 16),  // EID_AL_ADHA 2029-04-25, Umm al-Qura +1
            .init(1451, .muharram, on: 2029, 5, 15),  // HIJRI_NEW_YEAR 2029-05-15, Umm al-Qura +1
            .init(1451, .rajab, on: 2029, 11, 8),  // ISRA_AND_MIRAJ 2029-12-04, Umm al-Qura +1
            .init(1451, .ramadan, on: 2030, 1, 6),  // RAMADAN_BEGINNING 2030-01-06, NUZUL_AL_QURAN 2030-01-22, Umm al-Qura +1
            .init(1451, .dhuAlHijjah, on: 2030, 4, 5),  // EID_AL_ADHA 2030-04-14, Umm al-Qura +1
            .init(1452, .muharram, on: 2030, 5, 4),  // HIJRI_NEW_YEAR 2030-05-04, Umm al-Qura +1
            .init(1452, .shawwal, on: 2031, 1, 25),  // EID_AL_FITR 2031-01-25, Umm al-Qura +1
            .init(1452, .dhuAlHijjah, on: 2031, 3, 25),  // EID_AL_ADHA 2031-04-03, Umm al-Qura +1
            .init(1453, .rajab, on: 2031, 10, 18),  // ISRA_AND_MIRAJ 2031-11-13, Umm al-Qura +1
            .init(1453, .ramadan, on: 2031, 12, 16),  // RAMADAN_BEGINNING 2031-12-16, NUZUL_AL_QURAN 2032-01-01, Umm al-Qura +1
            .init(1454, .muharram, on: 2032, 4, 12),  // HIJRI_NEW_YEAR 2032-04-12, Umm al-Qura +1
            .init(1454, .rabiAlAwwal, on: 2032, 6, 10),  // MAWLID 2032-06-21, Umm al-Qura +1
            .init(1454, .shawwal, on: 2033, 1, 3),  // EID_AL_FITR 2033-01-03, Umm al-Qura +1
            .init(1454, .dhuAlHijjah, on: 2033, 3, 3),  // EID_AL_ADHA 2033-03-12, Umm al-Qura +1
            .init(1455, .rabiAlAwwal, on: 2033, 5, 30),  // MAWLID 2033-06-10, Umm al-Qura +1
            .init(1455, .ramadan, on: 2033, 11, 24),  // RAMADAN_BEGINNING 2033-11-24, NUZUL_AL_QURAN 2033-12-10, Umm al-Qura +1
            .init(1456, .muharram, on: 2034, 3, 22),  // HIJRI_NEW_YEAR 2034-03-22, Umm al-Qura +1
            .init(1456, .ramadan, on: 2034, 11, 13),  // RAMADAN_BEGINNING 2034-11-13, NUZUL_AL_QURAN 2034-11-29, Umm al-Qura +1
            .init(1456, .dhuAlHijjah, on: 2035, 2, 10),  // EID_AL_ADHA 2035-02-19, Umm al-Qura +1
            .init(1457, .rajab, on: 2035, 9, 4),  // ISRA_AND_MIRAJ 2035-09-30, Umm al-Qura +1
            .init(1457, .ramadan, on: 2035, 11, 2),  // RAMADAN_BEGINNING 2035-11-02, NUZUL_AL_QURAN 2035-11-18, Umm al-Qura +1
            .init(1457, .dhuAlHijjah, on: 2036, 1, 30),  // EID_AL_ADHA 2036-02-08, Umm al-Qura +1
            .init(1458, .muharram, on: 2036, 2, 29),  // HIJRI_NEW_YEAR 2036-02-29, Umm al-Qura +1
            .init(1458, .rabiAlAwwal, on: 2036, 4, 28),  // MAWLID 2036-05-09, Umm al-Qura +1
            .init(1458, .ramadan, on: 2036, 10, 21),  // RAMADAN_BEGINNING 2036-10-21, NUZUL_AL_QURAN 2036-11-06, Umm al-Qura +1
            .init(1458, .dhuAlHijjah, on: 2037, 1, 18),  // EID_AL_ADHA 2037-01-27, Umm al-Qura +1
            .init(1459, .muharram, on: 2037, 2, 17),  // HIJRI_NEW_YEAR 2037-02-17, Umm al-Qura +1
            .init(1459, .rajab, on: 2037, 8, 13),  // ISRA_AND_MIRAJ 2037-09-08, Umm al-Qura +1
            .init(1459, .shawwal, on: 2037, 11, 9),  // EID_AL_FITR 2037-11-09, Umm al-Qura +1
            .init(1460, .muharram, on: 2038, 2, 6),  // HIJRI_NEW_YEAR 2038-02-06, Umm al-Qura +1
            .init(1460, .rajab, on: 2038, 8, 3),  // ISRA_AND_MIRAJ 2038-08-29, Umm al-Qura +1
            .init(1460, .shawwal, on: 2038, 10, 30),  // EID_AL_FITR 2038-10-30, Umm al-Qura +1
            .init(1460, .dhuAlHijjah, on: 2038, 12, 28),  // EID_AL_ADHA 2039-01-06, Umm al-Qura +1
            .init(1461, .rajab, on: 2039, 7, 23),  // ISRA_AND_MIRAJ 2039-08-18, Umm al-Qura +1
            .init(1461, .ramadan, on: 2039, 9, 20),  // RAMADAN_BEGINNING 2039-09-20, NUZUL_AL_QURAN 2039-10-06, Umm al-Qura +1
            .init(1462, .muharram, on: 2040, 1, 16),  // HIJRI_NEW_YEAR 2040-01-16, Umm al-Qura +1
            .init(1462, .rajab, on: 2040, 7, 11),  // ISRA_AND_MIRAJ 2040-08-06, Umm al-Qura +1
            .init(1462, .ramadan, on: 2040, 9, 8),  // RAMADAN_BEGINNING 2040-09-08, NUZUL_AL_QURAN 2040-09-24, Umm al-Qura +1
            .init(1462, .shawwal, on: 2040, 10, 8),  // EID_AL_FITR 2040-10-08, Umm al-Qura +1
            .init(1462, .dhuAlHijjah, on: 2040, 12, 6),  // EID_AL_ADHA 2040-12-15, Umm al-Qura +1
            .init(1463, .rajab, on: 2041, 6, 30),  // ISRA_AND_MIRAJ 2041-07-26, Umm al-Qura +1
            .init(1463, .shawwal, on: 2041, 9, 27),  // EID_AL_FITR 2041-09-27, Umm al-Qura +1
            .init(1464, .muharram, on: 2041, 12, 25),  // HIJRI_NEW_YEAR 2041-12-25, Umm al-Qura +1
            .init(1464, .rabiAlAwwal, on: 2042, 2, 22),  // MAWLID 2042-03-05, Umm al-Qura +1
            .init(1464, .shawwal, on: 2042, 9, 16),  // EID_AL_FITR 2042-09-16, Umm al-Qura +1
            .init(1465, .rajab, on: 2043, 6, 9),  // ISRA_AND_MIRAJ 2043-07-05, Umm al-Qura +1
            .init(1465, .ramadan, on: 2043, 8, 7),  // RAMADAN_BEGINNING 2043-08-07, NUZUL_AL_QURAN 2043-08-23, Umm al-Qura +1
            .init(1465, .shawwal, on: 2043, 9, 5),  // EID_AL_FITR 2043-09-05, Umm al-Qura +1
            .init(1466, .rabiAlAwwal, on: 2044, 2, 1),  // MAWLID 2044-02-12, Umm al-Qura +1
            .init(1466, .rajab, on: 2044, 5, 29),  // ISRA_AND_MIRAJ 2044-06-24, Umm al-Qura +1
            .init(1466, .shawwal, on: 2044, 8, 25),  // EID_AL_FITR 2044-08-25, Umm al-Qura +1
            .init(1466, .dhuAlHijjah, on: 2044, 10, 23),  // EID_AL_ADHA 2044-11-01, Umm al-Qura +1
            .init(1467, .rabiAlAwwal, on: 2045, 1, 20),  // MAWLID 2045-01-31, Umm al-Qura +1
            .init(1467, .ramadan, on: 2045, 7, 16),  // RAMADAN_BEGINNING 2045-07-16, NUZUL_AL_QURAN 2045-08-01, Umm al-Qura +1
            .init(1468, .rabiAlAwwal, on: 2046, 1, 9),  // MAWLID 2046-01-20, Umm al-Qura +1
            .init(1468, .rajab, on: 2046, 5, 8),  // ISRA_AND_MIRAJ 2046-06-03, Umm al-Qura +1
            .init(1468, .ramadan, on: 2046, 7, 6),  // RAMADAN_BEGINNING 2046-07-06, NUZUL_AL_QURAN 2046-07-22, Umm al-Qura +1
            .init(1468, .shawwal, on: 2046, 8, 4),  // EID_AL_FITR 2046-08-04, Umm al-Qura +1
            .init(1468, .dhuAlHijjah, on: 2046, 10, 2),  // EID_AL_ADHA 2046-10-11, Umm al-Qura +1
            .init(1469, .rabiAlAwwal, on: 2046, 12, 29),  // MAWLID 2047-01-09, Umm al-Qura +1
            .init(1469, .rajab, on: 2047, 4, 27),  // ISRA_AND_MIRAJ 2047-05-23, Umm al-Qura +1
            .init(1469, .ramadan, on: 2047, 6, 25),  // RAMADAN_BEGINNING 2047-06-25, NUZUL_AL_QURAN 2047-07-11, Umm al-Qura +1
            .init(1470, .muharram, on: 2047, 10, 21),  // HIJRI_NEW_YEAR 2047-10-21, Umm al-Qura +1
            .init(1470, .rajab, on: 2048, 4, 15),  // ISRA_AND_MIRAJ 2048-05-11, Umm al-Qura +1
            .init(1470, .ramadan, on: 2048, 6, 13),  // RAMADAN_BEGINNING 2048-06-13, NUZUL_AL_QURAN 2048-06-29, Umm al-Qura +1
            .init(1470, .shawwal, on: 2048, 7, 13),  // EID_AL_FITR 2048-07-13, Umm al-Qura +1
            .init(1471, .rajab, on: 2049, 4, 4),  // ISRA_AND_MIRAJ 2049-04-30, Umm al-Qura +1
            .init(1471, .shawwal, on: 2049, 7, 2),  // EID_AL_FITR 2049-07-02, Umm al-Qura +1
            .init(1472, .muharram, on: 2049, 9, 29),  // HIJRI_NEW_YEAR 2049-09-29, Umm al-Qura +1
            .init(1472, .rabiAlAwwal, on: 2049, 11, 27),  // MAWLID 2049-12-08, Umm al-Qura +1
            .init(1472, .rajab, on: 2050, 3, 25),  // ISRA_AND_MIRAJ 2050-04-20, Umm al-Qura +1
            .init(1472, .shawwal, on: 2050, 6, 21),  // EID_AL_FITR 2050-06-21, Umm al-Qura +1
            .init(1473, .muharram, on: 2050, 9, 18),  // HIJRI_NEW_YEAR 2050-09-18, Umm al-Qura +1
            .init(1473, .rabiAlAwwal, on: 2050, 11, 16),  // MAWLID 2050-11-27, Umm al-Qura +1
            .init(1473, .ramadan, on: 2051, 5, 12),  // RAMADAN_BEGINNING 2051-05-12, NUZUL_AL_QURAN 2051-05-28, Umm al-Qura +1
            .init(1474, .muharram, on: 2051, 9, 7),  // HIJRI_NEW_YEAR 2051-09-07, Umm al-Qura +1
            .init(1474, .rajab, on: 2052, 3, 3),  // ISRA_AND_MIRAJ 2052-03-29, Umm al-Qura +1
            .init(1474, .ramadan, on: 2052, 5, 1),  // RAMADAN_BEGINNING 2052-05-01, NUZUL_AL_QURAN 2052-05-17, Umm al-Qura +1
            .init(1474, .shawwal, on: 2052, 5, 30),  // EID_AL_FITR 2052-05-30, Umm al-Qura +1
            .init(1474, .dhuAlHijjah, on: 2052, 7, 28),  // EID_AL_ADHA 2052-08-06, Umm al-Qura +1
            .init(1475, .shawwal, on: 2053, 5, 20),  // EID_AL_FITR 2053-05-20, Umm al-Qura +1
            .init(1476, .muharram, on: 2053, 8, 16),  // HIJRI_NEW_YEAR 2053-08-16, Umm al-Qura +1
            .init(1476, .ramadan, on: 2054, 4, 10),  // RAMADAN_BEGINNING 2054-04-10, NUZUL_AL_QURAN 2054-04-26, Umm al-Qura +1
            .init(1476, .dhuAlHijjah, on: 2054, 7, 7),  // EID_AL_ADHA 2054-07-16, Umm al-Qura +1
            .init(1477, .rabiAlAwwal, on: 2054, 10, 3),  // MAWLID 2054-10-14, Umm al-Qura +1
            .init(1477, .ramadan, on: 2055, 3, 30),  // RAMADAN_BEGINNING 2055-03-30, NUZUL_AL_QURAN 2055-04-15, Umm al-Qura +1
            .init(1477, .dhuAlHijjah, on: 2055, 6, 27),  // EID_AL_ADHA 2055-07-06, Umm al-Qura +1
            .init(1478, .muharram, on: 2055, 7, 26),  // HIJRI_NEW_YEAR 2055-07-26, Umm al-Qura +1
            .init(1478, .ramadan, on: 2056, 3, 18),  // RAMADAN_BEGINNING 2056-03-18, NUZUL_AL_QURAN 2056-04-03, Umm al-Qura +1
            .init(1478, .dhuAlHijjah, on: 2056, 6, 15),  // EID_AL_ADHA 2056-06-24, Umm al-Qura +1
            .init(1479, .rajab, on: 2057, 1, 7),  // ISRA_AND_MIRAJ 2057-02-02, Umm al-Qura +1
            .init(1479, .ramadan, on: 2057, 3, 7),  // RAMADAN_BEGINNING 2057-03-07, NUZUL_AL_QURAN 2057-03-23, Umm al-Qura +1
            .init(1479, .dhuAlHijjah, on: 2057, 6, 4),  // EID_AL_ADHA 2057-06-13, Umm al-Qura +1
            .init(1480, .muharram, on: 2057, 7, 4),  // HIJRI_NEW_YEAR 2057-07-04, Umm al-Qura +1
            .init(1480, .rabiAlAwwal, on: 2057, 9, 1),  // MAWLID 2057-09-12, Umm al-Qura +1
            .init(1480, .rajab, on: 2057, 12, 28),  // ISRA_AND_MIRAJ 2058-01-23, Umm al-Qura +1
            .init(1480, .shawwal, on: 2058, 3, 26),  // EID_AL_FITR 2058-03-26, Umm al-Qura +1
            .init(1480, .dhuAlHijjah, on: 2058, 5, 24),  // EID_AL_ADHA 2058-06-02, Umm al-Qura +1
            .init(1481, .muharram, on: 2058, 6, 23),  // HIJRI_NEW_YEAR 2058-06-23, Umm al-Qura +1
            .init(1481, .rabiAlAwwal, on: 2058, 8, 21),  // MAWLID 2058-09-01, Umm al-Qura +1
            .init(1482, .muharram, on: 2059, 6, 12),  // HIJRI_NEW_YEAR 2059-06-12, Umm al-Qura +1
            .init(1482, .rabiAlAwwal, on: 2059, 8, 10),  // MAWLID 2059-08-21, Umm al-Qura +1
            .init(1482, .rajab, on: 2059, 12, 7),  // ISRA_AND_MIRAJ 2060-01-02, Umm al-Qura +1
            .init(1482, .ramadan, on: 2060, 2, 4),  // RAMADAN_BEGINNING 2060-02-04, NUZUL_AL_QURAN 2060-02-20, Umm al-Qura +1
            .init(1482, .dhuAlHijjah, on: 2060, 5, 2),  // EID_AL_ADHA 2060-05-11, Umm al-Qura +1
            .init(1483, .rabiAlAwwal, on: 2060, 7, 29),  // MAWLID 2060-08-09, Umm al-Qura +1
            .init(1483, .rajab, on: 2060, 11, 25),  // ISRA_AND_MIRAJ 2060-12-21, Umm al-Qura +1
            .init(1483, .shawwal, on: 2061, 2, 22),  // EID_AL_FITR 2061-02-22, Umm al-Qura +1
            .init(1483, .dhuAlHijjah, on: 2061, 4, 22),  // EID_AL_ADHA 2061-05-01, Umm al-Qura +1
            .init(1484, .muharram, on: 2061, 5, 21),  // HIJRI_NEW_YEAR 2061-05-21, Umm al-Qura +1
            .init(1484, .rajab, on: 2061, 11, 14),  // ISRA_AND_MIRAJ 2061-12-10, Umm al-Qura +1
            .init(1484, .shawwal, on: 2062, 2, 11),  // EID_AL_FITR 2062-02-11, Umm al-Qura +1
            .init(1485, .muharram, on: 2062, 5, 11),  // HIJRI_NEW_YEAR 2062-05-11, Umm al-Qura +1
            .init(1485, .shawwal, on: 2063, 1, 31),  // EID_AL_FITR 2063-01-31, Umm al-Qura +1
            .init(1485, .dhuAlHijjah, on: 2063, 4, 1),  // EID_AL_ADHA 2063-04-10, Umm al-Qura +1
            .init(1486, .rabiAlAwwal, on: 2063, 6, 28),  // MAWLID 2063-07-09, Umm al-Qura +1
            .init(1486, .dhuAlHijjah, on: 2064, 3, 20),  // EID_AL_ADHA 2064-03-29, Umm al-Qura +1
            .init(1487, .ramadan, on: 2064, 12, 10),  // RAMADAN_BEGINNING 2064-12-10, NUZUL_AL_QURAN 2064-12-26, Umm al-Qura +1
            .init(1487, .dhuAlHijjah, on: 2065, 3, 9),  // EID_AL_ADHA 2065-03-18, Umm al-Qura +1
            .init(1488, .rabiAlAwwal, on: 2065, 6, 6),  // MAWLID 2065-06-17, Umm al-Qura +1
            .init(1488, .rajab, on: 2065, 10, 2),  // ISRA_AND_MIRAJ 2065-10-28, Umm al-Qura +1
            .init(1488, .shawwal, on: 2065, 12, 29),  // EID_AL_FITR 2065-12-29, Umm al-Qura +1
            .init(1488, .dhuAlHijjah, on: 2066, 2, 26),  // EID_AL_ADHA 2066-03-07, Umm al-Qura +1
            .init(1489, .muharram, on: 2066, 3, 28),  // HIJRI_NEW_YEAR 2066-03-28, Umm al-Qura +1
            .init(1489, .rabiAlAwwal, on: 2066, 5, 26),  // MAWLID 2066-06-06, Umm al-Qura +1
            .init(1489, .shawwal, on: 2066, 12, 19),  // EID_AL_FITR 2066-12-19, Umm al-Qura +1
            .init(1490, .muharram, on: 2067, 3, 17),  // HIJRI_NEW_YEAR 2067-03-17, Umm al-Qura +1
            .init(1490, .rabiAlAwwal, on: 2067, 5, 15),  // MAWLID 2067-05-26, Umm al-Qura +1
            .init(1490, .ramadan, on: 2067, 11, 9),  // RAMADAN_BEGINNING 2067-11-09, NUZUL_AL_QURAN 2067-11-25, Umm al-Qura +1
            .init(1490, .dhuAlHijjah, on: 2068, 2, 5),  // EID_AL_ADHA 2068-02-14, Umm al-Qura +1
            .init(1491, .muharram, on: 2068, 3, 6),  // HIJRI_NEW_YEAR 2068-03-06, Umm al-Qura +1
            .init(1491, .ramadan, on: 2068, 10, 28),  // RAMADAN_BEGINNING 2068-10-28, NUZUL_AL_QURAN 2068-11-13, Umm al-Qura +1
            .init(1491, .dhuAlHijjah, on: 2069, 1, 25),  // EID_AL_ADHA 2069-02-03, Umm al-Qura +1
            .init(1492, .rabiAlAwwal, on: 2069, 4, 23),  // MAWLID 2069-05-04, Umm al-Qura +1
            .init(1492, .rajab, on: 2069, 8, 19),  // ISRA_AND_MIRAJ 2069-09-14, Umm al-Qura +1
            .init(1492, .ramadan, on: 2069, 10, 17),  // RAMADAN_BEGINNING 2069-10-17, NUZUL_AL_QURAN 2069-11-02, Umm al-Qura +1
            .init(1492, .shawwal, on: 2069, 11, 16),  // EID_AL_FITR 2069-11-16, Umm al-Qura +1
            .init(1492, .dhuAlHijjah, on: 2070, 1, 14),  // EID_AL_ADHA 2070-01-23, Umm al-Qura +1
            .init(1493, .muharram, on: 2070, 2, 13),  // HIJRI_NEW_YEAR 2070-02-13, Umm al-Qura +1
            .init(1493, .rabiAlAwwal, on: 2070, 4, 13),  // MAWLID 2070-04-24, Umm al-Qura +1
            .init(1493, .ramadan, on: 2070, 10, 6),  // RAMADAN_BEGINNING 2070-10-06, NUZUL_AL_QURAN 2070-10-22, Umm al-Qura +1
            .init(1493, .shawwal, on: 2070, 11, 5),  // EID_AL_FITR 2070-11-05, Umm al-Qura +1
            .init(1493, .dhuAlHijjah, on: 2071, 1, 3),  // EID_AL_ADHA 2071-01-12, Umm al-Qura +1
            .init(1494, .muharram, on: 2071, 2, 2),  // HIJRI_NEW_YEAR 2071-02-02, Umm al-Qura +1
            .init(1494, .shawwal, on: 2071, 10, 25),  // EID_AL_FITR 2071-10-25, Umm al-Qura +1
            .init(1494, .dhuAlHijjah, on: 2071, 12, 23),  // EID_AL_ADHA 2072-01-01, Umm al-Qura +1
            .init(1495, .muharram, on: 2072, 1, 22),  // HIJRI_NEW_YEAR 2072-01-22, Umm al-Qura +1
            .init(1495, .ramadan, on: 2072, 9, 14),  // RAMADAN_BEGINNING 2072-09-14, NUZUL_AL_QURAN 2072-09-30, Umm al-Qura +1
            .init(1496, .muharram, on: 2073, 1, 10),  // HIJRI_NEW_YEAR 2073-01-10, Umm al-Qura +1
            .init(1496, .rajab, on: 2073, 7, 7),  // ISRA_AND_MIRAJ 2073-08-02, Umm al-Qura +1
            .init(1496, .ramadan, on: 2073, 9, 4),  // RAMADAN_BEGINNING 2073-09-04, NUZUL_AL_QURAN 2073-09-20, Umm al-Qura +1
            .init(1496, .shawwal, on: 2073, 10, 3),  // EID_AL_FITR 2073-10-03, Umm al-Qura +1
            .init(1496, .dhuAlHijjah, on: 2073, 12, 1),  // EID_AL_ADHA 2073-12-10, Umm al-Qura +1
            .init(1497, .ramadan, on: 2074, 8, 24),  // RAMADAN_BEGINNING 2074-08-24, NUZUL_AL_QURAN 2074-09-09, Umm al-Qura +1
            .init(1498, .muharram, on: 2074, 12, 20),  // HIJRI_NEW_YEAR 2074-12-20, Umm al-Qura +1
            .init(1498, .rabiAlAwwal, on: 2075, 2, 17),  // MAWLID 2075-02-28, Umm al-Qura +1
            .init(1498, .shawwal, on: 2075, 9, 12),  // EID_AL_FITR 2075-09-12, Umm al-Qura +1
            .init(1498, .dhuAlHijjah, on: 2075, 11, 10),  // EID_AL_ADHA 2075-11-19, Umm al-Qura +1
            .init(1499, .shawwal, on: 2076, 8, 31),  // EID_AL_FITR 2076-08-31, Umm al-Qura +1
            .init(1500, .muharram, on: 2076, 11, 28),  // HIJRI_NEW_YEAR 2076-11-28, Umm al-Qura +1
            .init(1500, .rajab, on: 2077, 5, 24),  // ISRA_AND_MIRAJ 2077-06-19, Umm al-Qura +1
            .init(1500, .shawwal, on: 2077, 8, 20),  // EID_AL_FITR 2077-08-20, Umm al-Qura +1
            .init(1500, .dhuAlHijjah, on: 2077, 10, 19),  // EID_AL_ADHA 2077-10-28, Umm al-Qura +1
        ],
        confirmed: [:])
}
