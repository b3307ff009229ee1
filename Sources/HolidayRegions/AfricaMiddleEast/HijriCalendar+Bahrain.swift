import HolidayEngine

// Facts: the Central Bank of Bahrain's lists of official bank holidays, which confirm the
// Islamic holidays of 2019-2025 on Umm al-Qura's dates (Ashura 2019 and 2023 a day later:
// Bahrain.swift moves that holiday). Recorded by python-holidays 0.108 (its
// `BahrainIslamicHolidays`). See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Bahrain observes it: Umm al-Qura, its holidays' months
    /// confirmed for 2019-2025; other days estimated.
    public static let bahrain = ummAlQura.observing(
        monthStarts: [],
        confirmed: [.muharram: 1441...1447, .rabiAlAwwal: 1441...1447, .shawwal: 1440...1446, .dhuAlHijjah: 1440...1446])
}
