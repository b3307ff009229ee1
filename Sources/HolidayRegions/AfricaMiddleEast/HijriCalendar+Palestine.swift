import HolidayEngine

// Facts: the Palestinian government's holiday announcements, which kept the Prophet's
// Birthday on Umm al-Qura's day in 2020-2024; recorded by python-holidays 0.108 (its
// `PalestineIslamicHolidays`). See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Palestine observes it: Umm al-Qura, with Rabi' al-Awwal
    /// confirmed for 1442-1446 AH; other days estimated.
    public static let palestine = ummAlQura.observing(monthStarts: [], confirmed: [.rabiAlAwwal: 1442...1446])
}
