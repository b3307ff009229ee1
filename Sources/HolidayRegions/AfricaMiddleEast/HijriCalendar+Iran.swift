import HolidayEngine

// Facts: Iran's official calendar (the Calendar Centre of the University of Tehran's
// Institute of Geophysics, published yearly), whose Islamic days usually fall a day after
// Umm al-Qura's; recorded by python-holidays 0.108 (its `IranIslamicHolidays`, confirmed for
// 2001-2026, with `calendar_delta_days` +1 for the other years), which this file reproduces.
// Each start below is a month whose holidays fall on another day than Umm al-Qura's plus
// one, written as the start of its month so that every day of the month moves with it;
// Imam Sadiq's martyrdom on 20 January 2001, a day before the month it belongs to as Iran
// began it, is a moved holiday in Iran.swift. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Iran observes it: Umm al-Qura a day later, with the month
    /// starts of its official calendars, confirmed for 1421-1448 AH; other days estimated.
    public static let iran = ummAlQura.observing(
        monthStarts: [
            .init(1422, .safar, on: 2001, 4, 25),  // Arbaeen 2001-05-14, as Umm al-Qura
            .init(1422, .shawwal, on: 2001, 12, 16),  // Eid al-Fitr 2001-12-16, as Umm al-Qura
            .init(1423, .safar, on: 2002, 4, 14),  // Arbaeen 2002-05-03, as Umm al-Qura
            .init(1423, .jumadaAlAkhirah, on: 2002, 8, 10),  // Fatima death 2002-08-12, as Umm al-Qura
            .init(1424, .rajab, on: 2003, 8, 29),  // Ali birthday 2003-09-10, as Umm al-Qura
            .init(1425, .shaban, on: 2004, 9, 17),  // Mahdi birthday 2004-10-01, Umm al-Qura +2
            .init(1425, .shawwal, on: 2004, 11, 14),  // Eid al-Fitr 2004-11-14, as Umm al-Qura
            .init(1425, .dhuAlHijjah, on: 2005, 1, 12),  // Eid al-Adha 2005-01-21, as Umm al-Qura
            .init(1426, .rabiAlAwwal, on: 2005, 4, 10),  // Ali al-Rida death 2005-04-09, as Umm al-Qura
            .init(1427, .muharram, on: 2006, 1, 31),  // Ashura 2006-02-09, as Umm al-Qura
            .init(1427, .jumadaAlAkhirah, on: 2006, 6, 27),  // Fatima death 2006-06-29, as Umm al-Qura
            .init(1427, .dhuAlHijjah, on: 2006, 12, 22),  // Eid al-Adha 2006-12-31, as Umm al-Qura
            .init(1428, .safar, on: 2007, 2, 19),  // Arbaeen 2007-03-10, as Umm al-Qura
            .init(1428, .jumadaAlAkhirah, on: 2007, 6, 16),  // Fatima death 2007-06-18, as Umm al-Qura
            .init(1428, .ramadan, on: 2007, 9, 13),  // Ali death 2007-10-03, as Umm al-Qura
            .init(1428, .shawwal, on: 2007, 10, 13),  // Eid al-Fitr 2007-10-13, as Umm al-Qura
            .init(1429, .muharram, on: 2008, 1, 10),  // Ashura 2008-01-19, as Umm al-Qura
            .init(1429, .rabiAlAwwal, on: 2008, 3, 9),  // Ali al-Rida death 2008-03-08, as Umm al-Qura
            .init(1429, .jumadaAlAkhirah, on: 2008, 6, 5),  // Fatima death 2008-06-07, as Umm al-Qura
            .init(1429, .rajab, on: 2008, 7, 4),  // Ali birthday 2008-07-16, as Umm al-Qura
            .init(1429, .shawwal, on: 2008, 10, 1),  // Eid al-Fitr 2008-10-01, as Umm al-Qura
            .init(1430, .muharram, on: 2008, 12, 29),  // Ashura 2009-01-07, as Umm al-Qura
            .init(1430, .rajab, on: 2009, 6, 24),  // Ali birthday 2009-07-06, as Umm al-Qura
            .init(1430, .ramadan, on: 2009, 8, 22),  // Ali death 2009-09-11, as Umm al-Qura
            .init(1430, .shawwal, on: 2009, 9, 20),  // Eid al-Fitr 2009-09-20, as Umm al-Qura
            .init(1431, .muharram, on: 2009, 12, 18),  // Ashura 2009-12-27, as Umm al-Qura
            .init(1431, .jumadaAlAkhirah, on: 2010, 5, 15),  // Fatima death 2010-05-17, as Umm al-Qura
            .init(1431, .shaban, on: 2010, 7, 13),  // Mahdi birthday 2010-07-27, as Umm al-Qura
            .init(1431, .shawwal, on: 2010, 9, 10),  // Eid al-Fitr 2010-09-10, as Umm al-Qura
            .init(1432, .muharram, on: 2010, 12, 7),  // Ashura 2010-12-16, as Umm al-Qura
            .init(1432, .ramadan, on: 2011, 8, 1),  // Ali death 2011-08-21, as Umm al-Qura
            .init(1433, .safar, on: 2011, 12, 26),  // Arbaeen 2012-01-14, as Umm al-Qura
            .init(1433, .shaban, on: 2012, 6, 21),  // Mahdi birthday 2012-07-05, as Umm al-Qura
            .init(1433, .shawwal, on: 2012, 8, 19),  // Eid al-Fitr 2012-08-19, as Umm al-Qura
            .init(1433, .dhuAlHijjah, on: 2012, 10, 17),  // Eid al-Adha 2012-10-26, as Umm al-Qura
            .init(1434, .rabiAlAwwal, on: 2013, 1, 13),  // Ali al-Rida death 2013-01-12, as Umm al-Qura
            .init(1434, .shaban, on: 2013, 6, 10),  // Mahdi birthday 2013-06-24, as Umm al-Qura
            .init(1435, .safar, on: 2013, 12, 4),  // Arbaeen 2013-12-23, as Umm al-Qura
            .init(1435, .jumadaAlAkhirah, on: 2014, 4, 1),  // Fatima death 2014-04-03, as Umm al-Qura
            .init(1435, .shaban, on: 2014, 5, 30),  // Mahdi birthday 2014-06-13, as Umm al-Qura
            .init(1436, .rajab, on: 2015, 4, 20),  // Ali birthday 2015-05-02, as Umm al-Qura
            .init(1436, .ramadan, on: 2015, 6, 18),  // Ali death 2015-07-08, as Umm al-Qura
            .init(1437, .safar, on: 2015, 11, 13),  // Arbaeen 2015-12-02, as Umm al-Qura
            .init(1437, .shaban, on: 2016, 5, 8),  // Mahdi birthday 2016-05-22, as Umm al-Qura
            .init(1437, .shawwal, on: 2016, 7, 6),  // Eid al-Fitr 2016-07-06, as Umm al-Qura
            .init(1438, .safar, on: 2016, 11, 1),  // Arbaeen 2016-11-20, as Umm al-Qura
            .init(1438, .jumadaAlAkhirah, on: 2017, 2, 28),  // Fatima death 2017-03-02, as Umm al-Qura
            .init(1438, .ramadan, on: 2017, 5, 27),  // Ali death 2017-06-16, as Umm al-Qura
            .init(1438, .dhuAlHijjah, on: 2017, 8, 23),  // Eid al-Adha 2017-09-01, as Umm al-Qura
            .init(1439, .safar, on: 2017, 10, 21),  // Arbaeen 2017-11-09, as Umm al-Qura
            .init(1439, .shawwal, on: 2018, 6, 15),  // Eid al-Fitr 2018-06-15, as Umm al-Qura
            .init(1440, .muharram, on: 2018, 9, 11),  // Ashura 2018-09-20, as Umm al-Qura
            .init(1440, .rabiAlAwwal, on: 2018, 11, 9),  // Ali al-Rida death 2018-11-08, as Umm al-Qura
            .init(1440, .rajab, on: 2019, 3, 8),  // Ali birthday 2019-03-20, as Umm al-Qura
            .init(1441, .safar, on: 2019, 9, 30),  // Arbaeen 2019-10-19, as Umm al-Qura
            .init(1441, .rajab, on: 2020, 2, 25),  // Ali birthday 2020-03-08, as Umm al-Qura
            .init(1441, .shawwal, on: 2020, 5, 24),  // Eid al-Fitr 2020-05-24, as Umm al-Qura
            .init(1441, .dhuAlHijjah, on: 2020, 7, 22),  // Eid al-Adha 2020-07-31, as Umm al-Qura
            .init(1442, .rabiAlAwwal, on: 2020, 10, 18),  // Ali al-Rida death 2020-10-17, as Umm al-Qura
            .init(1442, .rajab, on: 2021, 2, 13),  // Ali birthday 2021-02-25, as Umm al-Qura
            .init(1442, .shawwal, on: 2021, 5, 13),  // Eid al-Fitr 2021-05-13, as Umm al-Qura
            .init(1443, .safar, on: 2021, 9, 8),  // Arbaeen 2021-09-27, as Umm al-Qura
            .init(1443, .jumadaAlAkhirah, on: 2022, 1, 4),  // Fatima death 2022-01-06, as Umm al-Qura
            .init(1443, .shaban, on: 2022, 3, 4),  // Mahdi birthday 2022-03-18, as Umm al-Qura
            .init(1444, .muharram, on: 2022, 7, 30),  // Ashura 2022-08-08, as Umm al-Qura
            .init(1444, .jumadaAlAkhirah, on: 2022, 12, 25),  // Fatima death 2022-12-27, as Umm al-Qura
            .init(1444, .rajab, on: 2023, 1, 23),  // Ali birthday 2023-02-04, as Umm al-Qura
            .init(1444, .ramadan, on: 2023, 3, 23),  // Ali death 2023-04-12, as Umm al-Qura
            .init(1445, .muharram, on: 2023, 7, 19),  // Ashura 2023-07-28, as Umm al-Qura
            .init(1445, .rajab, on: 2024, 1, 13),  // Ali birthday 2024-01-25, as Umm al-Qura
            .init(1445, .shaban, on: 2024, 2, 11),  // Mahdi birthday 2024-02-25, as Umm al-Qura
            .init(1445, .shawwal, on: 2024, 4, 10),  // Eid al-Fitr 2024-04-10, as Umm al-Qura
            .init(1446, .muharram, on: 2024, 7, 7),  // Ashura 2024-07-16, as Umm al-Qura
            .init(1446, .shaban, on: 2025, 1, 31),  // Mahdi birthday 2025-02-14, as Umm al-Qura
            .init(1446, .dhuAlHijjah, on: 2025, 5, 28),  // Eid al-Adha 2025-06-06, as Umm al-Qura
            .init(1447, .safar, on: 2025, 7, 26),  // Arbaeen 2025-08-14, as Umm al-Qura
            .init(1447, .jumadaAlAkhirah, on: 2025, 11, 22),  // Fatima death 2025-11-24, as Umm al-Qura
            .init(1447, .dhuAlHijjah, on: 2026, 5, 18),  // Eid al-Adha 2026-05-27, as Umm al-Qura
            .init(1448, .muharram, on: 2026, 6, 16),  // Ashura 2026-06-25, as Umm al-Qura
            .init(1448, .rabiAlAwwal, on: 2026, 8, 14),  // Ali al-Rida death 2026-08-13, as Umm al-Qura
            .init(1448, .jumadaAlAkhirah, on: 2026, 11, 11),  // Fatima death 2026-11-13, as Umm al-Qura
        ],
        confirmed: [
            .muharram: 1422...1448, .safar: 1422...1448, .rabiAlAwwal: 1422...1448, .jumadaAlAkhirah: 1422...1448,
            .rajab: 1422...1448, .shaban: 1422...1447, .ramadan: 1422...1447, .shawwal: 1422...1447,
            .dhuAlHijjah: 1421...1447,
        ],
        otherStartsShiftedBy: 1)
}
