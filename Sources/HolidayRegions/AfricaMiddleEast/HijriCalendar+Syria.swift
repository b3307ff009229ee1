import HolidayEngine

// Facts: the Syrian government's holiday announcements, 2020-2025, which kept the Prophet's
// Birthday 2021 and Eid al-Fitr 2025 a day after Umm al-Qura; recorded by python-holidays
// 0.108 (its `SyriaIslamicHolidays`), which this file reproduces. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Syria observes it: Umm al-Qura with two sighted month starts,
    /// its holidays' months confirmed for 2020-2025; other days estimated.
    public static let syria = ummAlQura.observing(
        monthStarts: [
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Prophet's Birthday 2021-10-19, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.muharram: 1442...1447, .rabiAlAwwal: 1442...1446, .shawwal: 1441...1446, .dhuAlHijjah: 1441...1446])
}
