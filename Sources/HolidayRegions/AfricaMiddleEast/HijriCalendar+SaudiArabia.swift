import HolidayEngine

// Facts: the Umm al-Qura calendar, which Saudi Arabia keeps for its civil year, and the
// Supreme Court's sighting of Dhu al-Hijjah 1436, which began a day after the calendar's
// start (Eid al-Adha on 24 September 2015). Recorded by python-holidays 0.108 (its
// `SaudiArabiaIslamicHolidays`, confirmed for the Eids of 2001-2025). See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Saudi Arabia observes it: Umm al-Qura, with Dhu al-Hijjah 1436
    /// as sighted; the Eid months of 1421-1446 AH confirmed, other days estimated.
    public static let saudiArabia = ummAlQura.observing(
        monthStarts: [
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15)  // Eid al-Adha 2015-09-24, Umm al-Qura +1
        ],
        confirmed: [.ramadan: 1422...1446, .shawwal: 1422...1446, .dhuAlHijjah: 1421...1446])
}
