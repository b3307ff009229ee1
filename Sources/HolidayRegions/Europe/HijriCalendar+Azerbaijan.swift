import HolidayEngine

// Facts: the Cabinet of Ministers' yearly decisions on Bayram days off and the Ministry of Labour and Social Protection of Population's production calendar (istehsalat təqvimi), 2002-2026.
// Recorded by python-holidays 0.108 (its `AzerbaijanIslamicHolidays`), which this file reproduces;
// each start below is a Bayram day that differs from Umm al-Qura, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Azerbaijan observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal 1423-1447 and Dhu al-Hijjah 1422-1447 AH; other days estimated.
    public static let azerbaijan = ummAlQura.observing(
        monthStarts: [
            .init(1422, .dhuAlHijjah, on: 2002, 2, 12),  // Eid al-Adha 2002-02-21, Umm al-Qura -1
            .init(1423, .shawwal, on: 2002, 12, 4),  // Eid al-Fitr 2002-12-04, Umm al-Qura -1
            .init(1425, .dhuAlHijjah, on: 2005, 1, 13),  // Eid al-Adha 2005-01-22, Umm al-Qura +1
            .init(1428, .shawwal, on: 2007, 10, 12),  // Eid al-Fitr 2007-10-12, Umm al-Qura -1
            .init(1429, .shawwal, on: 2008, 9, 30),  // Eid al-Fitr 2008-09-30, Umm al-Qura -1
            .init(1431, .shawwal, on: 2010, 9, 9),  // Eid al-Fitr 2010-09-09, Umm al-Qura -1
            .init(1433, .dhuAlHijjah, on: 2012, 10, 16),  // Eid al-Adha 2012-10-25, Umm al-Qura -1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Eid al-Adha 2016-09-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Eid al-Fitr 2019-06-05, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // Eid al-Adha 2019-08-12, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1423...1447, .dhuAlHijjah: 1422...1447])
}
