import HolidayEngine

// Facts: the days Fiji kept Prophet Mohammed's Birthday (12 Rabi' al-awwal) where they differ
// from Umm al-Qura: the Government's yearly lists of public holidays (fiji.gov.fj) for
// 2016-2025, as python-holidays 0.108 records them (`FijiIslamicHolidays`), which this file
// reproduces; 2019 and 2021 were kept on Umm al-Qura's day. Regenerate with
// `scripts/calendar_tables.py --hijri-countries fiji`. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Fiji observes it: Umm al-Qura with the listed starts of Rabi'
    /// al-awwal, confirmed for 1438-1447 AH (2016-2025); other days estimated.
    public static let fiji = ummAlQura.observing(
        monthStarts: [
            .init(1438, .rabiAlAwwal, on: 2016, 12, 1),  // MAWLID 2016-12-12, Umm al-Qura +1
            .init(1439, .rabiAlAwwal, on: 2017, 11, 21),  // MAWLID 2017-12-02, Umm al-Qura +2
            .init(1440, .rabiAlAwwal, on: 2018, 11, 8),  // MAWLID 2018-11-19, Umm al-Qura -1
            .init(1442, .rabiAlAwwal, on: 2020, 10, 20),  // MAWLID 2020-10-31, Umm al-Qura +2
            .init(1444, .rabiAlAwwal, on: 2022, 9, 26),  // MAWLID 2022-10-07, Umm al-Qura -1
            .init(1445, .rabiAlAwwal, on: 2023, 9, 19),  // MAWLID 2023-09-30, Umm al-Qura +3
            .init(1446, .rabiAlAwwal, on: 2024, 9, 5),  // MAWLID 2024-09-16, Umm al-Qura +1
            .init(1447, .rabiAlAwwal, on: 2025, 8, 26),  // MAWLID 2025-09-06, Umm al-Qura +2
        ],
        confirmed: [.rabiAlAwwal: 1438...1447])
}
