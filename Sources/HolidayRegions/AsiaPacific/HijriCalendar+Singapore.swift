import HolidayEngine

// Facts: the days Singapore kept Hari Raya Puasa (1 Shawwal) and Hari Raya Haji (10 Dhu
// al-Hijjah) where they differ from the MABIMS criteria's calendar (`HijriCalendar.mabims`,
// HijriCalendar+Mabims.swift): the Islamic Religious Council of Singapore (MUIS) fixes them by
// the MABIMS criteria (the Moon at least 3 degrees high and 6.4 degrees from the Sun at
// sunset); confirmed by the Ministry of Manpower's yearly lists for 2001-2027, computed by
// those criteria for the other years. Recorded by python-holidays 0.108 (its MABIMS calendar
// and `SingaporeIslamicHolidays`), which this file reproduces from 1965; regenerate with
// `scripts/calendar_tables.py --hijri-observed singapore SingaporeIslamicHolidays EID_AL_FITR
// EID_AL_ADHA --against-mabims`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Singapore observes it: the MABIMS calendar with MUIS's month starts,
    /// confirmed for Shawwal 1422-1448 and Dhu al-Hijjah 1421-1448 AH (2001-2027).
    public static let singapore = mabims.observing(
        monthStarts: [
            .init(1426, .shawwal, on: 2005, 11, 3),  // EID_AL_FITR 2005-11-03, Umm al-Qura +0
            .init(1432, .shawwal, on: 2011, 8, 30),  // EID_AL_FITR 2011-08-30, Umm al-Qura +0
            .init(1443, .shawwal, on: 2022, 5, 3),  // EID_AL_FITR 2022-05-03, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1422...1448, .dhuAlHijjah: 1421...1448])
}
