import HolidayEngine

// Facts: Myanmar keeps Eid al-Adha (Id Day) a day after the Umm al-Qura date, by the sighting
// its Islamic Religious Affairs Council announces; the days of 2020-2025 are on the
// government's yearly lists of public holidays (the Ministry of Immigration and Population's
// list for 2021-2024, the embassies' lists for 2013-2025), as python-holidays 0.108 records
// them (Umm al-Qura a day later, confirmed for 2020-2025). See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Myanmar observes it: Umm al-Qura a day later, confirmed for
    /// Dhu al-Hijjah 1441-1446 AH (Eid al-Adha 2020-2025); other days estimated.
    public static let myanmar = ummAlQura.observing(
        monthStarts: [],
        confirmed: [.dhuAlHijjah: 1441...1446],
        otherStartsShiftedBy: 1)
}
