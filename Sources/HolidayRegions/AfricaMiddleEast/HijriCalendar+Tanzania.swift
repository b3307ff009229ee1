import HolidayEngine

// Facts: the Tanzania Government Gazette's yearly notices of public holidays (1965-2007,
// scattered years) and the Bank of Tanzania's lists (2013-2025) for Eid El-Fitri, Eid El Hajj
// and Maulidi. Recorded by python-holidays 0.108 (its `TanzaniaIslamicHolidays`, with every
// other start a day after Umm al-Qura), which this file reproduces, written as the starts of
// Rabi' al-awwal, Shawwal and Dhu al-Hijjah. scripts/hijri_observed_starts.py prints it; the
// dates it finds weeks from their month are moved holidays in Tanzania.swift. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Tanzania observes it: a day after Umm al-Qura, with the starts
    /// the Gazette and the Bank of Tanzania recorded; other years estimated.
    public static let tanzania = ummAlQura.observing(
        monthStarts: [
            .init(1384, .dhuAlHijjah, on: 1965, 4, 4),  // EID_AL_ADHA 1965-04-13, Umm al-Qura +2
            .init(1385, .rabiAlAwwal, on: 1965, 7, 1),  // MAWLID 1965-07-12, Umm al-Qura +2
            .init(1387, .rabiAlAwwal, on: 1967, 6, 10),  // MAWLID 1967-06-21, Umm al-Qura +2
            .init(1388, .rabiAlAwwal, on: 1968, 5, 30),  // MAWLID 1968-06-10, Umm al-Qura +2
            .init(1402, .shawwal, on: 1982, 7, 24),  // EID_AL_FITR 1982-07-24, Umm al-Qura +3
            .init(1403, .shawwal, on: 1983, 7, 13),  // EID_AL_FITR 1983-07-13, Umm al-Qura +2
            .init(1404, .rabiAlAwwal, on: 1983, 12, 9),  // MAWLID 1983-12-20, Umm al-Qura +4
            .init(1404, .shawwal, on: 1984, 7, 4),  // EID_AL_FITR 1984-07-04, Umm al-Qura +4
            .init(1404, .dhuAlHijjah, on: 1984, 8, 31),  // EID_AL_ADHA 1984-09-09, Umm al-Qura +4
            .init(1405, .rabiAlAwwal, on: 1984, 11, 27),  // MAWLID 1984-12-08, Umm al-Qura +4
            .init(1407, .dhuAlHijjah, on: 1987, 7, 29),  // EID_AL_ADHA 1987-08-07, Umm al-Qura +3
            .init(1411, .shawwal, on: 1991, 4, 15),  // EID_AL_FITR 1991-04-15, Umm al-Qura +0
            .init(1411, .dhuAlHijjah, on: 1991, 6, 12),  // EID_AL_ADHA 1991-06-21, Umm al-Qura -1
            .init(1414, .shawwal, on: 1994, 3, 12),  // EID_AL_FITR 1994-03-12, Umm al-Qura -1
            .init(1414, .dhuAlHijjah, on: 1994, 5, 11),  // EID_AL_ADHA 1994-05-20, Umm al-Qura +0
            .init(1415, .rabiAlAwwal, on: 1994, 8, 7),  // MAWLID 1994-08-18, Umm al-Qura -1
            .init(1418, .shawwal, on: 1998, 1, 29),  // EID_AL_FITR 1998-01-29, Umm al-Qura +0
            .init(1418, .dhuAlHijjah, on: 1998, 3, 29),  // EID_AL_ADHA 1998-04-07, Umm al-Qura +0
            .init(1421, .dhuAlHijjah, on: 2001, 2, 24),  // EID_AL_ADHA 2001-03-05, Umm al-Qura +0
            .init(1424, .rabiAlAwwal, on: 2003, 5, 1),  // MAWLID 2003-05-12, Umm al-Qura -1
            .init(1424, .shawwal, on: 2003, 11, 27),  // EID_AL_FITR 2003-11-27, Umm al-Qura +2
            .init(1426, .dhuAlHijjah, on: 2005, 12, 31),  // EID_AL_ADHA 2006-01-09, Umm al-Qura -1
            .init(1427, .rabiAlAwwal, on: 2006, 3, 30),  // MAWLID 2006-04-10, Umm al-Qura +0
            .init(1428, .rabiAlAwwal, on: 2007, 3, 20),  // MAWLID 2007-03-31, Umm al-Qura +0
            .init(1428, .shawwal, on: 2007, 10, 13),  // EID_AL_FITR 2007-10-13, Umm al-Qura +0
            .init(1434, .rabiAlAwwal, on: 2013, 1, 13),  // MAWLID 2013-01-24, Umm al-Qura +0
            .init(1434, .shawwal, on: 2013, 8, 8),  // EID_AL_FITR 2013-08-08, Umm al-Qura +0
            .init(1434, .dhuAlHijjah, on: 2013, 10, 6),  // EID_AL_ADHA 2013-10-15, Umm al-Qura +0
            .init(1436, .rabiAlAwwal, on: 2014, 12, 23),  // MAWLID 2015-01-03, Umm al-Qura +0
            .init(1436, .dhuAlHijjah, on: 2015, 9, 14),  // EID_AL_ADHA 2015-09-23, Umm al-Qura +0
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1439, .shawwal, on: 2018, 6, 15),  // EID_AL_FITR 2018-06-15, Umm al-Qura +0
            .init(1440, .dhuAlHijjah, on: 2019, 8, 4),  // EID_AL_ADHA 2019-08-13, Umm al-Qura +2
            .init(1441, .shawwal, on: 2020, 5, 24),  // EID_AL_FITR 2020-05-24, Umm al-Qura +0
            .init(1441, .dhuAlHijjah, on: 2020, 7, 22),  // EID_AL_ADHA 2020-07-31, Umm al-Qura +0
            .init(1442, .rabiAlAwwal, on: 2020, 10, 18),  // MAWLID 2020-10-29, Umm al-Qura +0
            .init(1445, .shawwal, on: 2024, 4, 10),  // EID_AL_FITR 2024-04-10, Umm al-Qura +0
            .init(1447, .rabiAlAwwal, on: 2025, 8, 24),  // MAWLID 2025-09-04, Umm al-Qura +0
        ],
        confirmed: [
            .rabiAlAwwal: 1385...1385,
            .rabiAlAwwal: 1387...1389,
            .rabiAlAwwal: 1395...1395,
            .rabiAlAwwal: 1402...1402,
            .rabiAlAwwal: 1404...1405,
            .rabiAlAwwal: 1408...1408,
            .rabiAlAwwal: 1412...1413,
            .rabiAlAwwal: 1415...1415,
            .rabiAlAwwal: 1419...1419,
            .rabiAlAwwal: 1422...1422,
            .rabiAlAwwal: 1424...1425,
            .rabiAlAwwal: 1427...1428,
            .rabiAlAwwal: 1434...1447,
            .shawwal: 1384...1384,
            .shawwal: 1386...1387,
            .shawwal: 1389...1389,
            .shawwal: 1395...1395,
            .shawwal: 1402...1404,
            .shawwal: 1407...1407,
            .shawwal: 1411...1412,
            .shawwal: 1414...1414,
            .shawwal: 1418...1418,
            .shawwal: 1422...1422,
            .shawwal: 1424...1425,
            .shawwal: 1427...1428,
            .shawwal: 1434...1446,
            .dhuAlHijjah: 1384...1384,
            .dhuAlHijjah: 1386...1389,
            .dhuAlHijjah: 1395...1395,
            .dhuAlHijjah: 1402...1404,
            .dhuAlHijjah: 1407...1407,
            .dhuAlHijjah: 1411...1412,
            .dhuAlHijjah: 1414...1414,
            .dhuAlHijjah: 1418...1418,
            .dhuAlHijjah: 1421...1421,
            .dhuAlHijjah: 1423...1424,
            .dhuAlHijjah: 1426...1427,
            .dhuAlHijjah: 1434...1446,
        ],
        otherStartsShiftedBy: 1)
}
