import HolidayEngine

// Facts: the month starts the UAE's moon-sighting committee announced where they differ from
// Umm al-Qura (Islamic New Year 1439, Isra and Mi'raj 1438 and 1439, Eid al-Adha 1439), and
// the Cabinet's holiday lists, which confirm the Eids for 2017-2026 and Islamic New Year and
// the Prophet's Birthday for 2017-2026. Recorded by python-holidays 0.108 (its
// `UnitedArabEmiratesIslamicHolidays`); the days the Cabinet moved to another weekday are
// decrees, in UnitedArabEmirates.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as the United Arab Emirates observes it: Umm al-Qura with four
    /// sighted month starts; the months of its holidays confirmed for 2017-2026.
    public static let unitedArabEmirates = ummAlQura.observing(
        monthStarts: [
            .init(1438, .rajab, on: 2017, 3, 28),  // Isra and Mi'raj 2017-04-23, Umm al-Qura -1
            .init(1439, .muharram, on: 2017, 9, 22),  // Islamic New Year 2017-09-22, Umm al-Qura +1
            .init(1439, .rajab, on: 2018, 3, 19),  // Isra and Mi'raj 2018-04-14, Umm al-Qura +1
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1439...1448, .rabiAlAwwal: 1439...1448, .rajab: 1438...1439, .shawwal: 1438...1447,
            .dhuAlHijjah: 1438...1447,
        ])
}
