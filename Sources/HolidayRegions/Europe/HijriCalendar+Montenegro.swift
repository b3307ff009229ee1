import HolidayEngine

// Facts: the Bajram days off under the Law on the celebration of religious holidays (Zakon o svetkovanju vjerskih praznika), as the Islamic Community in Montenegro set them, 2012-2024; python-holidays 0.108 names no source per year.
// Recorded by python-holidays 0.108 (its `MontenegroIslamicHolidays`), which this file reproduces;
// each start below is a Bayram day that differs from Umm al-Qura, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Montenegro observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal 1433-1445 and Dhu al-Hijjah 1433-1445 AH; other days estimated.
    public static let montenegro = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1433...1445, .dhuAlHijjah: 1433...1445])
}
