import HolidayEngine

// Facts: the days Kazakhstan kept Kurban ait in 2006-2025, a day off by the Labour Code, as
// python-holidays 0.108 records them (its `KazakhstanIslamicHolidays`): a day after Umm
// al-Qura's in 2015 and 2016. Each start below is such a Kurban ait written as the start of
// its month. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Kazakhstan observes it: Umm al-Qura with the Kurban ait month
    /// starts confirmed for Dhu al-Hijjah 1426-1446 AH; other days estimated.
    public static let kazakhstan = ummAlQura.observing(
        monthStarts: [
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // Kurban ait 2015-09-24, Umm al-Qura +1
            .init(1437, .dhuAlHijjah, on: 2016, 9, 3),  // Kurban ait 2016-09-12, Umm al-Qura +1
        ],
        confirmed: [.dhuAlHijjah: 1426...1446])
}
