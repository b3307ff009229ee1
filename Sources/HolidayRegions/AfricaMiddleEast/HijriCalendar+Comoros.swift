import HolidayEngine

// Facts: the Government's announcement of the Prophet's Birthday of 2021 (Tuesday 19 October).
// Recorded by python-holidays 0.108 (its `ComorosIslamicHolidays`), which this file
// reproduces, written as the start of Rabi' al-awwal 1443. scripts/hijri_observed_starts.py
// prints it. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as the Comoros observe it: Umm al-Qura with the start of Rabi'
    /// al-awwal 1443 AH confirmed; other days estimated.
    public static let comoros = ummAlQura.observing(
        monthStarts: [
            .init(1443, .rabiAlAwwal, on: 2021, 10, 8)  // Mawlid 2021-10-19, Umm al-Qura +1
        ],
        confirmed: [.rabiAlAwwal: 1443...1443])
}
