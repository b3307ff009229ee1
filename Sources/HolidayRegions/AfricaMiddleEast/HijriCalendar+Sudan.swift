import HolidayEngine

// Facts: the Islamic holidays as Sudan kept them, 2020-2025 (the Ministry of Labour's
// announcements, Sudan's embassy in London's list of public holidays). Recorded by
// python-holidays 0.108 (its `SudanIslamicHolidays`). In those years every start Sudan kept
// was the one Egypt's Dar al-Ifta announced (the starts apart from Umm al-Qura are the same
// four: Muharram 1443, Shawwal 1443, Dhu al-Hijjah 1443, Rabi' al-awwal 1445), so this
// calendar is Egypt's with Sudan's own confirmed years. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Sudan observes it: Umm al-Qura with the starts of Muharram and
    /// Rabi' al-awwal confirmed for 1442-1447 AH, Shawwal and Dhu al-Hijjah for 1441-1446;
    /// other days estimated.
    public static let sudan = egypt.observing(
        monthStarts: [],
        confirmed: [
            .muharram: 1442...1447, .rabiAlAwwal: 1442...1447, .shawwal: 1441...1446,
            .dhuAlHijjah: 1441...1446,
        ])
}
