import HolidayEngine

// Facts: the dates Guinea-Bissau kept for the Korité and the Tabaski in 2023-2025, as
// python-holidays 0.108 records them (its `GuineaBissauIslamicHolidays`): each on Umm
// al-Qura's date, so only the years are confirmed here.
// scripts/hijri_observed_starts.py guinea_bissau:GuineaBissauIslamicHolidays prints them. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Guinea-Bissau observes it: Umm al-Qura, with the starts of
    /// Shawwal and Dhu al-Hijjah confirmed for 1444-1446 AH; other days estimated.
    public static let guineaBissau = ummAlQura.observing(
        monthStarts: [], confirmed: [.shawwal: 1444...1446, .dhuAlHijjah: 1444...1446])
}
