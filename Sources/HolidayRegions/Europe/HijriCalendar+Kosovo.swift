import HolidayEngine

// Facts: Kosovo keeps the Bayram days the Islamic Community of Kosovo announces each year
// (the Central Bank of Kosovo's holiday calendar lists them), and no source holical has
// gives those announcements year by year. python-holidays 0.108 has no table for Kosovo
// either: it uses Umm al-Qura and marks every Islamic day estimated, as this does.
// See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Kosovo observes it: Umm al-Qura, every day estimated.
    public static let kosovo = ummAlQura
}
