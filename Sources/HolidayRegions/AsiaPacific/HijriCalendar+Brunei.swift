import HolidayEngine

// Facts: the days Brunei kept its Islamic holidays (Awal Tahun Hijrah, Maulidur Rasul, Israk
// dan Mikraj, the first day of Ramadan, Nuzul Al-Quran, Hari Raya Aidil Fitri and Aidil Adha)
// where they differ from the MABIMS criteria's calendar (`HijriCalendar.mabims`,
// HijriCalendar+Mabims.swift): the Ministry of Religious Affairs announces them by sighting and
// the MABIMS criteria (the Moon at least 3 degrees high and 6.4 degrees from the Sun at
// sunset); confirmed by the Prime Minister's Office's lists for 1998-2026, computed by those
// criteria for the other years. Recorded by python-holidays 0.108 (its MABIMS calendar and
// `BruneiIslamicHolidays`), which this file reproduces from 1984; regenerate with
// `scripts/calendar_tables.py --hijri-observed brunei BruneiIslamicHolidays HIJRI_NEW_YEAR
// MAWLID ISRA_AND_MIRAJ RAMADAN_BEGINNING NUZUL_AL_QURAN EID_AL_FITR EID_AL_ADHA
// --against-mabims`. The first day of Ramadan 2008, a day before the start Nuzul Al-Quran
// implies, is a moved day in Brunei.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Brunei observes it: the MABIMS calendar with the announced month
    /// starts, confirmed for 1998-2026.
    public static let brunei = mabims.observing(
        monthStarts: [
            .init(1419, .rabiAlAwwal, on: 1998, 6, 25),  // MAWLID 1998-07-06, Umm al-Qura +0
            .init(1420, .dhuAlHijjah, on: 2000, 3, 8),  // EID_AL_ADHA 2000-03-17, Umm al-Qura +1
            .init(1424, .dhuAlHijjah, on: 2004, 1, 24),  // EID_AL_ADHA 2004-02-02, Umm al-Qura +1
            .init(1425, .ramadan, on: 2004, 10, 16),  // RAMADAN_BEGINNING 2004-10-16, NUZUL_AL_QURAN 2004-11-01, Umm al-Qura +1
            .init(1426, .dhuAlHijjah, on: 2006, 1, 2),  // EID_AL_ADHA 2006-01-11, Umm al-Qura +1
            .init(1427, .dhuAlHijjah, on: 2006, 12, 23),  // EID_AL_ADHA 2007-01-01, Umm al-Qura +1
            .init(1429, .ramadan, on: 2008, 9, 2),  // NUZUL_AL_QURAN 2008-09-18, Umm al-Qura +1
            .init(1430, .rabiAlAwwal, on: 2009, 2, 26),  // MAWLID 2009-03-09, Umm al-Qura +0
            .init(1431, .rabiAlAwwal, on: 2010, 2, 15),  // MAWLID 2010-02-26, Umm al-Qura +0
            .init(1431, .ramadan, on: 2010, 8, 11),  // RAMADAN_BEGINNING 2010-08-11, NUZUL_AL_QURAN 2010-08-27, Umm al-Qura +0
            .init(1431, .dhuAlHijjah, on: 2010, 11, 7),  // EID_AL_ADHA 2010-11-16, Umm al-Qura +0
            .init(1432, .rabiAlAwwal, on: 2011, 2, 4),  // MAWLID 2011-02-15, Umm al-Qura +0
            .init(1432, .shawwal, on: 2011, 8, 30),  // EID_AL_FITR 2011-08-30, Umm al-Qura +0
            .init(1439, .muharram, on: 2017, 9, 22),  // HIJRI_NEW_YEAR 2017-09-22, Umm al-Qura +1
            .init(1443, .rajab, on: 2022, 2, 2),  // ISRA_AND_MIRAJ 2022-02-28, Umm al-Qura +0
            .init(1443, .dhuAlHijjah, on: 2022, 6, 30),  // EID_AL_ADHA 2022-07-09, Umm al-Qura +0
            .init(1448, .muharram, on: 2026, 6, 17),  // HIJRI_NEW_YEAR 2026-06-17, Umm al-Qura +1
        ],
        confirmed: [.muharram: 1419...1448, .rabiAlAwwal: 1419...1448, .rajab: 1419...1447, .ramadan: 1418...1447, .shawwal: 1418...1447, .dhuAlHijjah: 1418...1447])
}
