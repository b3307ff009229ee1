import HolidayEngine

// Facts: the dates Niger kept for the Islamic New Year, the Mouloud, Laylat al-Qadr, the
// Korité and the Tabaski in 1998-2025 (the Government's announcements after the sighting), as
// python-holidays 0.108 records them (its `NigerIslamicHolidays`); each start below is a
// holiday that differs from Umm al-Qura, written as the start of its month so that every day
// of the month moves with it. scripts/hijri_observed_starts.py niger:NigerIslamicHolidays
// prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Niger observes it: Umm al-Qura with the starts of Muharram and
    /// Rabi' al-awwal 1419-1447 AH and of Ramadan, Shawwal and Dhu al-Hijjah 1418-1446 AH
    /// confirmed; other days estimated.
    public static let niger = ummAlQura.observing(
        monthStarts: [
            .init(1418, .ramadan, on: 1997, 12, 31),  // LAYLAT_AL_QADR 1998-01-26, Umm al-Qura +1
            .init(1418, .shawwal, on: 1998, 1, 30),  // EID_AL_FITR 1998-01-30, Umm al-Qura +1
            .init(1418, .dhuAlHijjah, on: 1998, 3, 30),  // EID_AL_ADHA 1998-04-08, Umm al-Qura +1
            .init(1419, .muharram, on: 1998, 4, 28),  // HIJRI_NEW_YEAR 1998-04-28, Umm al-Qura +1
            .init(1419, .rabiAlAwwal, on: 1998, 6, 26),  // MAWLID 1998-07-07, Umm al-Qura +1
            .init(1419, .ramadan, on: 1998, 12, 20),  // LAYLAT_AL_QADR 1999-01-15, Umm al-Qura +1
            .init(1419, .shawwal, on: 1999, 1, 19),  // EID_AL_FITR 1999-01-19, Umm al-Qura +1
            .init(1419, .dhuAlHijjah, on: 1999, 3, 19),  // EID_AL_ADHA 1999-03-28, Umm al-Qura +1
            .init(1421, .rabiAlAwwal, on: 2000, 6, 4),  // MAWLID 2000-06-15, Umm al-Qura +1
            .init(1421, .ramadan, on: 2000, 11, 28),  // LAYLAT_AL_QADR 2000-12-24, Umm al-Qura +1
            .init(1421, .shawwal, on: 2000, 12, 28),  // EID_AL_FITR 2000-12-28, Umm al-Qura +1
            .init(1421, .dhuAlHijjah, on: 2001, 2, 25),  // EID_AL_ADHA 2001-03-06, Umm al-Qura +1
            .init(1422, .ramadan, on: 2001, 11, 17),  // LAYLAT_AL_QADR 2001-12-13, Umm al-Qura +1
            .init(1422, .shawwal, on: 2001, 12, 17),  // EID_AL_FITR 2001-12-17, Umm al-Qura +1
            .init(1422, .dhuAlHijjah, on: 2002, 2, 14),  // EID_AL_ADHA 2002-02-23, Umm al-Qura +1
            .init(1423, .shawwal, on: 2002, 12, 6),  // EID_AL_FITR 2002-12-06, Umm al-Qura +1
            .init(1423, .dhuAlHijjah, on: 2003, 2, 3),  // EID_AL_ADHA 2003-02-12, Umm al-Qura +1
            .init(1424, .muharram, on: 2003, 3, 5),  // HIJRI_NEW_YEAR 2003-03-05, Umm al-Qura +1
            .init(1424, .rabiAlAwwal, on: 2003, 5, 3),  // MAWLID 2003-05-14, Umm al-Qura +1
            .init(1424, .ramadan, on: 2003, 10, 27),  // LAYLAT_AL_QADR 2003-11-22, Umm al-Qura +1
            .init(1424, .shawwal, on: 2003, 11, 26),  // EID_AL_FITR 2003-11-26, Umm al-Qura +1
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // EID_AL_ADHA 2004-02-02, Umm al-Qura +1
            .init(1425, .muharram, on: 2004, 2, 22),  // HIJRI_NEW_YEAR 2004-02-22, Umm al-Qura +1
            .init(1425, .rabiAlAwwal, on: 2004, 4, 21),  // MAWLID 2004-05-02, Umm al-Qura +1
            .init(1425, .ramadan, on: 2004, 10, 16),  // LAYLAT_AL_QADR 2004-11-11, Umm al-Qura +1
            .init(1426, .ramadan, on: 2005, 10, 5),  // LAYLAT_AL_QADR 2005-10-31, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 4),  // EID_AL_FITR 2005-11-04, Umm al-Qura +1
            .init(1427, .rabiAlAwwal, on: 2006, 3, 31),  // MAWLID 2006-04-11, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // EID_AL_FITR 2006-10-24, Umm al-Qura +1
            .init(1429, .ramadan, on: 2008, 9, 2),  // LAYLAT_AL_QADR 2008-09-28, Umm al-Qura +1
            .init(1429, .shawwal, on: 2008, 10, 2),  // EID_AL_FITR 2008-10-02, Umm al-Qura +1
            .init(1429, .dhuAlHijjah, on: 2008, 11, 30),  // EID_AL_ADHA 2008-12-09, Umm al-Qura +1
            .init(1430, .shawwal, on: 2009, 9, 21),  // EID_AL_FITR 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 19),  // EID_AL_ADHA 2009-11-28, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // EID_AL_ADHA 2010-11-17, Umm al-Qura +1
            .init(1432, .muharram, on: 2010, 12, 8),  // HIJRI_NEW_YEAR 2010-12-08, Umm al-Qura +1
            .init(1432, .rabiAlAwwal, on: 2011, 2, 5),  // MAWLID 2011-02-16, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // EID_AL_FITR 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // EID_AL_ADHA 2011-11-07, Umm al-Qura +1
            .init(1433, .muharram, on: 2011, 11, 27),  // HIJRI_NEW_YEAR 2011-11-27, Umm al-Qura +1
            .init(1433, .rabiAlAwwal, on: 2012, 1, 25),  // MAWLID 2012-02-05, Umm al-Qura +1
            .init(1435, .muharram, on: 2013, 11, 5),  // HIJRI_NEW_YEAR 2013-11-05, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // MAWLID 2014-01-14, Umm al-Qura +1
            .init(1435, .ramadan, on: 2014, 6, 29),  // LAYLAT_AL_QADR 2014-07-25, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // EID_AL_FITR 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // EID_AL_ADHA 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // EID_AL_FITR 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .muharram, on: 2015, 10, 15),  // HIJRI_NEW_YEAR 2015-10-15, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // MAWLID 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // EID_AL_ADHA 2016-09-13, Umm al-Qura +2
            .init(1438, .muharram, on: 2016, 10, 3),  // HIJRI_NEW_YEAR 2016-10-03, Umm al-Qura +1
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // EID_AL_ADHA 2017-09-02, Umm al-Qura +1
            .init(1439, .muharram, on: 2017, 9, 22),  // HIJRI_NEW_YEAR 2017-09-22, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // MAWLID 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .muharram, on: 2018, 9, 12),  // HIJRI_NEW_YEAR 2018-09-12, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // MAWLID 2018-11-21, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // MAWLID 2019-11-10, Umm al-Qura +1
            .init(1441, .shawwal, on: 2020, 5, 23),  // EID_AL_FITR 2020-05-23, Umm al-Qura -1
            .init(1442, .muharram, on: 2020, 8, 21),  // HIJRI_NEW_YEAR 2020-08-21, Umm al-Qura +1
            .init(1442, .shawwal, on: 2021, 5, 12),  // EID_AL_FITR 2021-05-12, Umm al-Qura -1
            .init(1443, .muharram, on: 2021, 8, 10),  // HIJRI_NEW_YEAR 2021-08-10, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 1),  // EID_AL_FITR 2022-05-01, Umm al-Qura -1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // EID_AL_ADHA 2022-07-10, Umm al-Qura +1
            .init(1445, .shawwal, on: 2024, 4, 9),  // EID_AL_FITR 2024-04-09, Umm al-Qura -1
            .init(1446, .muharram, on: 2024, 7, 6),  // HIJRI_NEW_YEAR 2024-07-06, Umm al-Qura -1
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // MAWLID 2024-09-16, Umm al-Qura +1
            .init(1446, .dhuAlHijjah, on: 2025, 5, 29),  // EID_AL_ADHA 2025-06-07, Umm al-Qura +1
            .init(1447, .muharram, on: 2025, 6, 27),  // HIJRI_NEW_YEAR 2025-06-27, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 25),  // MAWLID 2025-09-05, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1419...1447, .rabiAlAwwal: 1419...1447, .ramadan: 1418...1446, .shawwal: 1418...1446,
            .dhuAlHijjah: 1418...1446,
        ])
}
