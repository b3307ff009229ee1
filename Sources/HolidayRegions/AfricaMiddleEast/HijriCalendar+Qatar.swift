import HolidayEngine

// Facts: the Eid dates Qatar kept where they differ from Umm al-Qura (the Ministry of
// Endowments' moon-sighting announcements), confirmed for the Eids of 2005-2025; recorded by
// python-holidays 0.108 (its `QatarIslamicHolidays`), which this file reproduces. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Qatar observes it: Umm al-Qura with the Eid month starts it
    /// sighted, confirmed for Shawwal 1426-1446 and Dhu al-Hijjah 1425-1446 AH.
    public static let qatar = ummAlQura.observing(
        monthStarts: [
            .init(1426, .shawwal, on: 2005, 11, 4),  // Eid al-Fitr 2005-11-04, Umm al-Qura +1
            .init(1427, .shawwal, on: 2006, 10, 24),  // Eid al-Fitr 2006-10-24, Umm al-Qura +1
            .init(1429, .shawwal, on: 2008, 10, 2),  // Eid al-Fitr 2008-10-02, Umm al-Qura +1
            .init(1429, .dhuAlHijjah, on: 2008, 11, 30),  // Eid al-Adha 2008-12-09, Umm al-Qura +1
            .init(1430, .shawwal, on: 2009, 9, 21),  // Eid al-Fitr 2009-09-21, Umm al-Qura +1
            .init(1430, .dhuAlHijjah, on: 2009, 11, 19),  // Eid al-Adha 2009-11-28, Umm al-Qura +1
            .init(1431, .dhuAlHijjah, on: 2010, 11, 6),  // Eid al-Adha 2010-11-15, Umm al-Qura -1
            .init(1432, .shawwal, on: 2011, 8, 31),  // Eid al-Fitr 2011-08-31, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid al-Fitr 2015-07-18, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 1),  // Eid al-Adha 2016-09-10, Umm al-Qura -1
            .init(1438, .dhuAlHijjah, on: 2017, 8, 22),  // Eid al-Adha 2017-08-31, Umm al-Qura -1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1426...1446, .dhuAlHijjah: 1425...1446])
}
