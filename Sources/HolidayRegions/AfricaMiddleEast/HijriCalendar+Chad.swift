import HolidayEngine

// Facts: the Government's yearly announcements of the Islamic feasts (the Higher Council for
// Islamic Affairs' sighting). Recorded by python-holidays 0.108 (its `ChadIslamicHolidays`), which
// this file reproduces; each start below is a feast that differs from Umm al-Qura, written as the
// start of its month. scripts/hijri_observed_starts.py prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Chad observes it: Umm al-Qura with the months of its feasts
    /// confirmed for Rabi' al-awwal 1436-1444 and Shawwal 1436-1445 and Dhu al-Hijjah 1436-1444 AH;
    /// other days estimated.
    public static let chad = ummAlQura.observing(
        monthStarts: [
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .rabiAlAwwal, on: 2015, 12, 13),  // Mawlid 2015-12-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // Mawlid 2016-12-12, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 20),  // Mawlid 2017-12-01, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Mawlid 2018-11-21, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1436...1444, .shawwal: 1436...1445, .dhuAlHijjah: 1436...1444])
}
