import HolidayEngine

// Facts: the Bank of Albania's calendars of official holidays, 2018-2025.
// Recorded by python-holidays 0.108 (its `AlbaniaIslamicHolidays`), which this file reproduces;
// each start below is a Bayram day that differs from Umm al-Qura, written as the start of
// its month so that every day of the month moves with it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Albania observes it: Umm al-Qura with the Bayram month
    /// starts confirmed for Shawwal 1439-1446 and Dhu al-Hijjah 1439-1446 AH; other days estimated.
    public static let albania = ummAlQura.observing(
        monthStarts: [],
        confirmed: [.shawwal: 1439...1446, .dhuAlHijjah: 1439...1446])
}
