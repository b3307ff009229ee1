import HolidayEngine

// Facts: Guyana's Extraordinary Gazette notices of public holidays and the Ministry of Home
// Affairs' lists (2021-2025), as timeanddate.com records Youman Nabi and Eid-ul-Azha for
// 2001-2025. Recorded by python-holidays 0.108 (its `GuyanaIslamicHolidays`, with the
// sighting a day after Umm al-Qura in the other years), which this file reproduces; each
// start below is a holiday that differs from Umm al-Qura a day later, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Guyana observes it: Umm al-Qura a day later, with the month
    /// starts confirmed for Rabi' al-awwal 1422-1447 and Dhu al-Hijjah 1421-1446 AH; other
    /// days estimated.
    public static let guyana = ummAlQura.observing(
        monthStarts: [
            .init(1422, .rabiAlAwwal, on: 2001, 5, 24),  // Mawlid 2001-06-04, Umm al-Qura +0
            .init(1423, .rabiAlAwwal, on: 2002, 5, 13),  // Mawlid 2002-05-24, Umm al-Qura +0
            .init(1425, .dhuAlHijjah, on: 2005, 1, 12),  // Eid al-Adha 2005-01-21, Umm al-Qura +0
            .init(1426, .rabiAlAwwal, on: 2005, 4, 10),  // Mawlid 2005-04-21, Umm al-Qura +0
            .init(1426, .dhuAlHijjah, on: 2006, 1, 1),  // Eid al-Adha 2006-01-10, Umm al-Qura +0
            .init(1427, .dhuAlHijjah, on: 2006, 12, 22),  // Eid al-Adha 2006-12-31, Umm al-Qura +0
            .init(1428, .rabiAlAwwal, on: 2007, 3, 20),  // Mawlid 2007-03-31, Umm al-Qura +0
            .init(1428, .dhuAlHijjah, on: 2007, 12, 11),  // Eid al-Adha 2007-12-20, Umm al-Qura +0
            .init(1429, .rabiAlAwwal, on: 2008, 3, 9),  // Mawlid 2008-03-20, Umm al-Qura +0
            .init(1430, .rabiAlAwwal, on: 2009, 2, 26),  // Mawlid 2009-03-09, Umm al-Qura +0
            .init(1431, .rabiAlAwwal, on: 2010, 2, 15),  // Mawlid 2010-02-26, Umm al-Qura +0
            .init(1433, .dhuAlHijjah, on: 2012, 10, 17),  // Eid al-Adha 2012-10-26, Umm al-Qura +0
            .init(1434, .rabiAlAwwal, on: 2013, 1, 13),  // Mawlid 2013-01-24, Umm al-Qura +0
            .init(1434, .dhuAlHijjah, on: 2013, 10, 6),  // Eid al-Adha 2013-10-15, Umm al-Qura +0
            .init(1436, .rabiAlAwwal, on: 2014, 12, 23),  // Mawlid 2015-01-03, Umm al-Qura +0
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1440, .dhuAlHijjah, on: 2019, 8, 2),  // Eid al-Adha 2019-08-11, Umm al-Qura +0
            .init(1441, .dhuAlHijjah, on: 2020, 7, 22),  // Eid al-Adha 2020-07-31, Umm al-Qura +0
            .init(1442, .rabiAlAwwal, on: 2020, 10, 18),  // Mawlid 2020-10-29, Umm al-Qura +0
            .init(1443, .dhuAlHijjah, on: 2022, 6, 30),  // Eid al-Adha 2022-07-09, Umm al-Qura +0
        ],
        confirmed: [.rabiAlAwwal: 1422...1447, .dhuAlHijjah: 1421...1446],
        otherStartsShiftedBy: 1)
}
