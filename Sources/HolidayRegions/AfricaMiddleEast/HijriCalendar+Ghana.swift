import HolidayEngine

// Facts: the Ministry of the Interior's yearly notices of the Eid-ul-Fitr and Eid-ul-Adha
// holidays (2017-2026), as python-holidays 0.108 records them (its `GhanaIslamicHolidays`);
// each start below is an Eid-ul-Fitr a day after Umm al-Qura, written as the start of its
// month so that every day of the month moves with it.
// scripts/hijri_observed_starts.py ghana:GhanaIslamicHolidays prints them. See
// docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Ghana observes it: Umm al-Qura with the starts of Shawwal and
    /// Dhu al-Hijjah confirmed for 1438-1447 AH; other days estimated.
    public static let ghana = ummAlQura.observing(
        monthStarts: [
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid-ul-Fitr 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Eid-ul-Fitr 2019-06-05, Umm al-Qura +1
            .init(1443, .shawwal, on: 2022, 5, 3),  // Eid-ul-Fitr 2022-05-03, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // Eid-ul-Fitr 2023-04-22, Umm al-Qura +1
            .init(1445, .shawwal, on: 2024, 4, 11),  // Eid-ul-Fitr 2024-04-11, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1438...1447, .dhuAlHijjah: 1438...1447])
}
