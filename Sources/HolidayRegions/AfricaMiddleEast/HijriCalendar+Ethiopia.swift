import HolidayEngine

// Facts: the days the Ethiopian Islamic Affairs Supreme Council announced and the Government
// kept, 2018-2025. Recorded by python-holidays 0.108 (its `EthiopiaIslamicHolidays`), which
// this file reproduces; each start below is a holiday that differs from Umm al-Qura, written as
// the start of its month so that every day of the month moves with it.
// scripts/hijri_observed_starts.py prints them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Ethiopia observes it: Umm al-Qura with the starts of Rabi'
    /// al-awwal confirmed for 1440-1447 AH, Shawwal and Dhu al-Hijjah for 1439-1446; other days
    /// estimated.
    public static let ethiopia = ummAlQura.observing(
        monthStarts: [
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // Eid al-Adha 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // Mawlid 2018-11-21, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // Mawlid 2019-11-10, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 25),  // Mawlid 2025-09-05, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1440...1447, .shawwal: 1439...1446, .dhuAlHijjah: 1439...1446])
}
