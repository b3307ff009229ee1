import HolidayEngine

// Facts: the Presidency's list of public holidays (décret n° 100/150 du 7 juin 2021) and the
// Ministry of Foreign Affairs' yearly list. Recorded by python-holidays 0.108 (its
// `BurundiIslamicHolidays`), which this file reproduces; each start below is a feast that differs
// from Umm al-Qura, written as the start of its month. scripts/hijri_observed_starts.py prints
// them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Burundi observes it: Umm al-Qura with the months of its feasts
    /// confirmed for Shawwal 1435-1446 and Dhu al-Hijjah 1435-1446 AH; other days estimated.
    public static let burundi = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid al-Fitr 2014-07-29, Umm al-Qura +1
            .init(1435, .dhuAlHijjah, on: 2014, 9, 26),  // Eid al-Adha 2014-10-05, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // Eid al-Fitr 2016-07-07, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 4),  // Eid al-Adha 2016-09-13, Umm al-Qura +2
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid al-Fitr 2017-06-26, Umm al-Qura +1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 24),  // Eid al-Adha 2017-09-02, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1435...1446, .dhuAlHijjah: 1435...1446])
}
