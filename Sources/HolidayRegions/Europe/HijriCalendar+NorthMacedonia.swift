import HolidayEngine

// Facts: the Ministry of Labour and Social Policy's yearly Programme of non-working days (Програма за неработни денови), 2010-2025.
// Recorded by python-holidays 0.108 (its `NorthMacedoniaIslamicHolidays`), which this file reproduces;
// each start below is a Bayram day that differs from Umm al-Qura, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as North Macedonia observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal 1431-1446 and Dhu al-Hijjah 1431-1446 AH; other days estimated.
    public static let northMacedonia = ummAlQura.observing(
        monthStarts: [
            .init(1431, .shawwal, on: 2010, 9, 9),  // Eid al-Fitr 2010-09-09, Umm al-Qura -1
            .init(1433, .dhuAlHijjah, on: 2012, 10, 16),  // Eid al-Adha 2012-10-25, Umm al-Qura -1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Eid al-Adha 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 5),  // Eid al-Fitr 2016-07-05, Umm al-Qura -1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Eid al-Adha 2016-09-12, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1431...1446, .dhuAlHijjah: 1431...1446])
}
