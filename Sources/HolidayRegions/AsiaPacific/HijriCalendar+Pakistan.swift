import HolidayEngine

// Facts: the days Pakistan kept its Islamic holidays, as the State Bank of Pakistan's circular
// letters and the Cabinet Division's notifications announced them (recorded by python-holidays
// 0.108, its `PakistanIslamicHolidays`, confirmed for 2005-2026, with `calendar_delta_days` +1
// for the other years: Pakistan's moon sighting usually falls a day after Umm al-Qura). Each
// start below is a month whose holidays fall on another day than Umm al-Qura's plus one,
// written as the start of its month so that every day of the month moves with it. Generated
// by scripts/calendar_tables.py --hijri-countries pakistan. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Pakistan observes it: Umm al-Qura a day later, with the month
    /// starts the government announced, confirmed for 1425-1448 AH; other days estimated.
    public static let pakistan = ummAlQura.observing(
        monthStarts: [
            .init(1425, .dhuAlHijjah, on: 2005, 1, 12),  // Eid-ul-Adha 2005-01-21, as Umm al-Qura
            .init(1426, .muharram, on: 2005, 2, 9),  // Ashura 2005-02-18, Umm al-Qura -1
            .init(1426, .dhuAlHijjah, on: 2006, 1, 1),  // Eid-ul-Adha 2006-01-10, as Umm al-Qura
            .init(1427, .muharram, on: 2006, 1, 30),  // Ashura 2006-02-08, Umm al-Qura -1
            .init(1427, .dhuAlHijjah, on: 2006, 12, 22),  // Eid-ul-Adha 2006-12-31, as Umm al-Qura
            .init(1428, .shawwal, on: 2007, 10, 13),  // Eid-ul-Fitr 2007-10-13, as Umm al-Qura
            .init(1428, .dhuAlHijjah, on: 2007, 12, 11),  // Eid-ul-Adha 2007-12-20, as Umm al-Qura
            .init(1431, .shawwal, on: 2010, 9, 10),  // Eid-ul-Fitr 2010-09-10, as Umm al-Qura
            .init(1433, .dhuAlHijjah, on: 2012, 10, 17),  // Eid-ul-Adha 2012-10-26, as Umm al-Qura
            .init(1434, .shawwal, on: 2013, 8, 8),  // Eid-ul-Fitr 2013-08-08, as Umm al-Qura
            .init(1434, .dhuAlHijjah, on: 2013, 10, 6),  // Eid-ul-Adha 2013-10-15, as Umm al-Qura
            .init(1435, .muharram, on: 2013, 11, 6),  // Ashura 2013-11-15, Umm al-Qura +2
            .init(1435, .dhuAlHijjah, on: 2014, 9, 27),  // Eid-ul-Adha 2014-10-06, Umm al-Qura +2
            .init(1436, .shawwal, on: 2015, 7, 17),  // Eid-ul-Fitr 2015-07-17, as Umm al-Qura
            .init(1437, .shawwal, on: 2016, 7, 6),  // Eid-ul-Fitr 2016-07-06, as Umm al-Qura
            .init(1441, .shawwal, on: 2020, 5, 24),  // Eid-ul-Fitr 2020-05-24, as Umm al-Qura
            .init(1441, .dhuAlHijjah, on: 2020, 7, 22),  // Eid-ul-Adha 2020-07-31, as Umm al-Qura
            .init(1442, .shawwal, on: 2021, 5, 13),  // Eid-ul-Fitr 2021-05-13, as Umm al-Qura
            .init(1445, .rabiAlAwwal, on: 2023, 9, 18),  // Eid Milad-un-Nabi 2023-09-29, Umm al-Qura +2
            .init(1445, .shawwal, on: 2024, 4, 10),  // Eid-ul-Fitr 2024-04-10, as Umm al-Qura
            .init(1446, .rabiAlAwwal, on: 2024, 9, 6),  // Eid Milad-un-Nabi 2024-09-17, Umm al-Qura +2
            .init(1447, .rabiAlAwwal, on: 2025, 8, 26),  // Eid Milad-un-Nabi 2025-09-06, Umm al-Qura +2
            .init(1447, .dhuAlHijjah, on: 2026, 5, 18),  // Eid-ul-Adha 2026-05-27, as Umm al-Qura
        ],
        confirmed: [.muharram: 1426...1448, .rabiAlAwwal: 1426...1448, .shawwal: 1426...1447, .dhuAlHijjah: 1425...1447],
        otherStartsShiftedBy: 1)
}
