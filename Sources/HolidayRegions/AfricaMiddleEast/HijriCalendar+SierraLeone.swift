import HolidayEngine

// Facts: the dates Sierra Leone kept for the Prophet's Birthday, Eid al-Fitr and Eid al-Adha
// in 2018-2024 (the Government's announcements after the sighting), as python-holidays 0.108
// records them (its `SierraLeoneIslamicHolidays`); each start below is a holiday that differs
// from Umm al-Qura, written as the start of its month so that every day of the month moves
// with it. scripts/hijri_observed_starts.py sierra_leone:SierraLeoneIslamicHolidays prints
// them. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Sierra Leone observes it: Umm al-Qura with the starts of Rabi'
    /// al-awwal 1440-1446 and of Shawwal and Dhu al-Hijjah 1439-1445 AH confirmed; other days
    /// estimated.
    public static let sierraLeone = ummAlQura.observing(
        monthStarts: [
            .init(1439, .dhuAlHijjah, on: 2018, 8, 13),  // EID_AL_ADHA 2018-08-22, Umm al-Qura +1
            .init(1440, .rabiAlAwwal, on: 2018, 11, 10),  // MAWLID 2018-11-21, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // EID_AL_FITR 2019-06-05, Umm al-Qura +1
            .init(1440, .dhuAlHijjah, on: 2019, 8, 3),  // EID_AL_ADHA 2019-08-12, Umm al-Qura +1
            .init(1441, .rabiAlAwwal, on: 2019, 10, 30),  // MAWLID 2019-11-10, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1440...1446, .shawwal: 1439...1445, .dhuAlHijjah: 1439...1445])
}
