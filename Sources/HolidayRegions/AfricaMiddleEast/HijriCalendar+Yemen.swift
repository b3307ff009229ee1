import HolidayEngine

// Facts: the Yemeni government's holiday announcements, 2020-2025, which began Islamic New
// Year 1443 a day after Umm al-Qura (10 August 2021); recorded by python-holidays 0.108 (its
// `YemenIslamicHolidays`), which this file reproduces. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Yemen observes it: Umm al-Qura with Muharram 1443 as sighted,
    /// its holidays' months confirmed for 2020-2025; other days estimated.
    public static let yemen = ummAlQura.observing(
        monthStarts: [
            .init(1443, .muharram, on: 2021, 8, 10)  // Islamic New Year 2021-08-10, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1442...1446, .rabiAlAwwal: 1442...1446, .rajab: 1444...1446, .ramadan: 1444...1446,
            .shawwal: 1441...1446, .dhuAlHijjah: 1441...1445,
        ])
}
