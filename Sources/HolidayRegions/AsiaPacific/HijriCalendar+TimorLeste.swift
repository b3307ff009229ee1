import HolidayEngine

// Facts: the days Timor-Leste kept Idul Fitri and Idul Adha where they differ from Umm
// al-Qura, as the Government's yearly resolutions on public holidays dated them, confirmed
// for 2011-2025. Recorded by python-holidays 0.108 (`TimorLesteIslamicHolidays`), which this
// file reproduces; regenerate with `scripts/calendar_tables.py --hijri-observed timor_leste
// TimorLesteIslamicHolidays EID_AL_FITR EID_AL_ADHA`. Idul Adha 2016, a week after 10 Dhu
// al-Hijjah, is a moved day in TimorLeste.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Timor-Leste observes it: Umm al-Qura with the Government's Eid
    /// month starts, confirmed for Shawwal and Dhu al-Hijjah 1432-1446 AH (2011-2025).
    public static let timorLeste = ummAlQura.observing(
        monthStarts: [
            .init(1432, .shawwal, on: 2011, 8, 31),  // EID_AL_FITR 2011-08-31, Umm al-Qura +1
            .init(1432, .dhuAlHijjah, on: 2011, 10, 29),  // EID_AL_ADHA 2011-11-07, Umm al-Qura +1
            .init(1433, .shawwal, on: 2012, 8, 20),  // EID_AL_FITR 2012-08-20, Umm al-Qura +1
            .init(1436, .dhuAlHijjah, on: 2015, 9, 15),  // EID_AL_ADHA 2015-09-24, Umm al-Qura +1
            .init(1437, .shawwal, on: 2016, 7, 7),  // EID_AL_FITR 2016-07-07, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // EID_AL_FITR 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 6),  // EID_AL_FITR 2019-06-06, Umm al-Qura +2
            .init(1442, .dhuAlHijjah, on: 2021, 7, 10),  // EID_AL_ADHA 2021-07-19, Umm al-Qura -1
            .init(1444, .shawwal, on: 2023, 4, 22),  // EID_AL_FITR 2023-04-22, Umm al-Qura +1
            .init(1444, .dhuAlHijjah, on: 2023, 6, 20),  // EID_AL_ADHA 2023-06-29, Umm al-Qura +1
            .init(1445, .dhuAlHijjah, on: 2024, 6, 8),  // EID_AL_ADHA 2024-06-17, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // EID_AL_FITR 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1432...1446, .dhuAlHijjah: 1432...1446])
}
