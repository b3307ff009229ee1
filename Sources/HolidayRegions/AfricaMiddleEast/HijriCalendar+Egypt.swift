import HolidayEngine

// Facts: Dar al-Ifta al-Misriyya's announcements of the month starts (the crescent sighted or
// not on the 29th), as the Cabinet's holiday decisions of 2020-2026 name the days.
// Recorded by python-holidays 0.108 (its `EgyptIslamicHolidays`), which this file reproduces;
// each start below is a holiday that differs from Umm al-Qura, written as the start of its
// month so that every day of the month moves with it. scripts/hijri_observed_starts.py prints
// them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Egypt observes it: Umm al-Qura with the starts of Muharram and
    /// Rabi' al-awwal confirmed for 1442-1447 AH, Shawwal for 1441-1447, Dhu al-Hijjah for
    /// 1441-1446; other days estimated.
    public static let egypt = ummAlQura.observing(
        monthStarts: [
            .init(1443, .muharram, on: 2021, 8, 11),  // Islamic New Year 2021-08-11, Umm al-Qura +2
            .init(1443, .shawwal, on: 2022, 5, 1),  // Eid al-Fitr 2022-05-01, Umm al-Qura -1
            .init(1443, .dhuAlHijjah, on: 2022, 7, 1),  // Eid al-Adha 2022-07-10, Umm al-Qura +1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 17),  // Mawlid 2023-09-28, Umm al-Qura +1
        ],
        confirmed: [
            .muharram: 1442...1447, .rabiAlAwwal: 1442...1447, .shawwal: 1441...1447,
            .dhuAlHijjah: 1441...1446,
        ])
}
