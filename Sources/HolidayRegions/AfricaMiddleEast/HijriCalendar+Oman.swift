import HolidayEngine

// Facts: the Ministry of Endowments and Religious Affairs' moon-sighting announcements, as
// the royal decrees and the Ministry of Labour's holiday notices carry them (2018-2025);
// recorded by python-holidays 0.108 (its `OmanIslamicHolidays`), which this file reproduces.
// See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Oman observes it: Umm al-Qura with the month starts it
    /// sighted, its holidays' months confirmed for 2018-2025; other days estimated.
    public static let oman = ummAlQura.observing(
        monthStarts: [
            .init(1441, .muharram, on: 2019, 9, 1),  // Islamic New Year 2019-09-01, Umm al-Qura +1
            .init(1442, .muharram, on: 2020, 8, 21),  // Islamic New Year 2020-08-21, Umm al-Qura +1
            .init(1443, .muharram, on: 2021, 8, 10),  // Islamic New Year 2021-08-10, Umm al-Qura +1
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8),  // Prophet's Birthday 2021-10-19, Umm al-Qura +1
            .init(1443, .rajab, on: 2022, 2, 3),  // Isra and Mi'raj 2022-03-01, Umm al-Qura +1
            .init(1444, .rabiAlAwwal, on: 2022, 9, 28),  // Prophet's Birthday 2022-10-09, Umm al-Qura +1
            .init(1444, .rajab, on: 2023, 1, 24),  // Isra and Mi'raj 2023-02-19, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // Eid al-Fitr 2023-04-22, Umm al-Qura +1
            .init(1445, .muharram, on: 2023, 7, 20),  // Islamic New Year 2023-07-20, Umm al-Qura +1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 17),  // Prophet's Birthday 2023-09-28, Umm al-Qura +1
            .init(1445, .ramadan, on: 2024, 3, 12),  // Ramadan 2024-03-12, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // Eid al-Adha 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid al-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1440...1446, .rabiAlAwwal: 1440...1446, .rajab: 1439...1446, .ramadan: 1444...1446,
            .shawwal: 1440...1446, .dhuAlHijjah: 1440...1445,
        ])
}
