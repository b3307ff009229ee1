import HolidayEngine

// Facts: the days Turkmenistan kept Oraza and Gurban baýramy in 2010-2025, as python-holidays
// 0.108 records them (its `TurkmenistanIslamicHolidays`, after timeanddate.com's record): a
// day (Gurban baýramy 2016: two days) after Umm al-Qura's in 2010-2011 and 2014-2018. Each
// start below is such a Bayram day written as the start of its month. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Turkmenistan observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal and Dhu al-Hijjah 1431-1446 AH; other days estimated.
    public static let turkmenistan = ummAlQura.observing(
        monthStarts: [
            .init(1431, .dhuAlHijjah, on: 2010, 11, 8),  // Gurban baýramy 2010-11-17, Umm al-Qura +1
            .init(1432, .shawwal, on: 2011, 8, 31),  // Oraza baýramy 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // Gurban baýramy 2011-11-07, Umm al-Qura +1
            .init(1435, .shawwal, on: 2014, 7, 29),  // Oraza baýramy 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Gurban baýramy 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Oraza baýramy 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Gurban baýramy 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Oraza baýramy 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Gurban baýramy 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 26),  // Oraza baýramy 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Gurban baýramy 2017-09-02, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Gurban baýramy 2018-08-22, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1431...1446, .dhuAlHijjah: 1431...1446])
}
