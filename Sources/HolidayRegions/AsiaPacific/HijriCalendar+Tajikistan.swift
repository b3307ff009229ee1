import HolidayEngine

// Facts: the days Tajikistan kept Idi Ramazon and Idi Qurbon in 1992-2025, as python-holidays
// 0.108 records them (its `TajikistanIslamicHolidays`, after timeanddate.com's record):
// Umm al-Qura's, except Idi Ramazon 2023 on 22 April, written below as the start of its
// month. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Tajikistan observes it: Umm al-Qura with the Eid month starts
    /// confirmed for Shawwal and Dhu al-Hijjah 1412-1446 AH; other days estimated.
    public static let tajikistan = ummAlQura.observing(
        monthStarts: [
            .init(1444, .shawwal, on: 2023, 4, 22),  // Idi Ramazon 2023-04-22, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1412...1446, .dhuAlHijjah: 1412...1446])
}
