import HolidayEngine

// Facts: the Eid-ul-Fitr holidays Trinidad and Tobago's Government proclaimed for 2012-2025,
// as python-holidays 0.108 records them (its `TrinidadAndTobagoIslamicHolidays`); each start
// below is an Eid that differs from Umm al-Qura, written as the start of Shawwal so that the
// whole month moves with it. The Eids of the other years of the span fell on Umm al-Qura's
// day. See docs/calendars.md.

extension HijriCalendar {
    /// The Islamic calendar as Trinidad and Tobago observes it: Umm al-Qura with Shawwal's
    /// start confirmed for 1433-1446 AH (2012-2025); other days estimated.
    public static let trinidadAndTobago = ummAlQura.observing(
        monthStarts: [
            .init(1435, .shawwal, on: 2014, 7, 29),  // Eid-ul-Fitr 2014-07-29, Umm al-Qura +1
            .init(1436, .shawwal, on: 2015, 7, 18),  // Eid-ul-Fitr 2015-07-18, Umm al-Qura +1
            .init(1438, .shawwal, on: 2017, 6, 26),  // Eid-ul-Fitr 2017-06-26, Umm al-Qura +1
            .init(1440, .shawwal, on: 2019, 6, 5),  // Eid-ul-Fitr 2019-06-05, Umm al-Qura +1
            .init(1444, .shawwal, on: 2023, 4, 22),  // Eid-ul-Fitr 2023-04-22, Umm al-Qura +1
            .init(1446, .shawwal, on: 2025, 3, 31),  // Eid-ul-Fitr 2025-03-31, Umm al-Qura +1
        ],
        confirmed: [.shawwal: 1433...1446])
}
