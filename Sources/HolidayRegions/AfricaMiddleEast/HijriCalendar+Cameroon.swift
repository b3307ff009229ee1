import HolidayEngine

// Facts: the Government's yearly announcements of the Islamic feasts, as the press reported them.
// Recorded by python-holidays 0.108 (its `CameroonIslamicHolidays`), which this file reproduces;
// each start below is a feast that differs from Umm al-Qura, written as the start of its month.
// scripts/hijri_observed_starts.py prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Cameroon observes it: Umm al-Qura with the months of its feasts
    /// confirmed for Rabi' al-awwal 1422-1444 and Shawwal 1422-1445 and Dhu al-Hijjah 1421-1444 AH;
    /// other days estimated.
    public static let cameroon = ummAlQura.observing(
        monthStarts: [
            .init(1421, .dhuAlHijjah, on: 2001, 2, 25),  // Eid al-Adha 2001-03-06, Umm al-Qura +1
            .init(1422, .shawwal, on: 2001, 12, 17),  // Eid al-Fitr 2001-12-17, Umm al-Qura +1
            .init(1422, .dhuAlHijjah, on: 2002, 2, 14),  // Eid al-Adha 2002-02-23, Umm al-Qura +1
            .init(1423, .shawwal, on: 2002, 12, 6),  // Eid al-Fitr 2002-12-06, Umm al-Qura +1
            .init(1423, .dhuAlHijjah, on: 2003, 2, 3),  // Eid al-Adha 2003-02-12, Umm al-Qura +1
            .init(1424, .rabiAlAwwal, on: 2003, 5, 3),  // Mawlid 2003-05-14, Umm al-Qura +1
            .init(1424, .shawwal, on: 2003, 11, 26),  // Eid al-Fitr 2003-11-26, Umm al-Qura +1
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // Eid al-Adha 2004-02-02, Umm al-Qura +1
            .init(1425, .rabiAlAwwal, on: 2004, 4, 21),  // Mawlid 2004-05-02, Umm al-Qura +1
            .init(1426, .shawwal, on: 2005, 11, 4),  // Eid al-Fitr 2005-11-04, Umm al-Qura +1
            .init(1427, .rabiAlAwwal, on: 2006, 3, 31),  // Mawlid 2006-04-11, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // Eid al-Fitr 2006-10-24, Umm al-Qura +1
            .init(1429, .shawwal, on: 2008, 10, 2),  // Eid al-Fitr 2008-10-02, Umm al-Qura +1
            .init(1429, .dhuAlHijjah, on: 2008, 11, 30),  // Eid al-Adha 2008-12-09, Umm al-Qura +1
            .init(1430, .shawwal, on: 2009, 9, 21),  // Eid al-Fitr 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 19),  // Eid al-Adha 2009-11-28, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // Eid al-Adha 2010-11-17, Umm al-Qura +1
            .init(1432, .rabiAlAwwal, on: 2011, 2, 5),  // Mawlid 2011-02-16, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // Eid al-Fitr 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // Eid al-Adha 2011-11-07, Umm al-Qura +1
            .init(1433, .rabiAlAwwal, on: 2012, 1, 25),  // Mawlid 2012-02-05, Umm al-Qura +1
            .init(1435, .rabiAlAwwal, on: 2014, 1, 3),  // Mawlid 2014-01-14, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // Mawlid 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Mawlid 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Mawlid 2017-12-01, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Mawlid 2018-11-21, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // Mawlid 2019-11-10, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Mawlid 2021-10-19, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1422...1444, .shawwal: 1422...1445, .dhuAlHijjah: 1421...1444])
}
