import HolidayEngine

// Vietnam: the public holidays of the Labour Code (Bộ luật Lao động: 1994 art. 73, 2012
// art. 115, 2019 art. 112) and the Prime Minister's yearly decisions:
// - Tết Nguyên Đán, the lunar new year by the Vietnamese calendar (UTC+7, docs/calendars.md):
//   its eve and first three days, four from 2013 (Labour Code 2012); Hùng Kings'
//   Commemoration Day (10th day of the 3rd lunar month) from 2007 (Labour Code as amended
//   2007); National Day (2 September) with a second day from 2021 (Labour Code 2019: 1 or 3
//   September, as the Prime Minister fixes it: the day that joins it to the weekend, the
//   Monday for a Sunday National Day); Vietnam Cultural Day (24 November) from 2026
//   (Resolution of the National Assembly, 2025).
// - From 1995 (Labour Code 1994): a holiday on a weekend gives the next working day; the
//   Tết days on a weekend give working days beside the holiday: the next ones until 2013,
//   from 2014 a Saturday the working day before and a Sunday the working day after.
// - The Prime Minister's decisions on moving a working day (2010-2026): a weekday off for a
//   Saturday worked. Later years have no decision yet and no such days.
//
// Known from 1976, the first year of the reunified Socialist Republic; python-holidays 0.108
// lists the same days back to 1950, before the state and most of these laws existed.

extension Country {
    /// Vietnam: public holidays, known from 1976.
    public static let vietnam = Country(
        "VN", "Vietnam", local: "Việt Nam", languages: ["vi"], firstWeekday: .monday, known: .from(1976),
        observedSuffix: ["en": " (observed)", "": " (nghỉ bù)"], lunisolar: .vietnamese,
        kinds: [.public, .workday], sources: "Bộ luật Lao động 1994 art. 73, 2012 art. 115, 2019 art. 112; the Prime Minister's yearly "
            + "decisions on days off (2010-2026)",
        rules: { vietnameseHolidays })

    /// Labour Code 1994: a holiday on a weekend gives the next working day, from 1995.
    private static let nextWorkingDay: [Observance] = [.substitute(.from(1995), on: [.saturday, .sunday])]
    /// The Tết days on a weekend: working days next to the holiday.
    private static let tetDays: [Observance] = [
        .adding(YearSet(1995, 2013), [.saturday: .nextWorkday, .sunday: .nextWorkday]),
        .adding(.from(2014), [.saturday: .previousWorkday, .sunday: .nextWorkday]),
    ]

    /// A decision's day off and the Saturday worked for it.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Ngày nghỉ (hoán đổi)"),
        workday: HolidayName("Working day (transferred)", local: "Ngày làm bù"))

    /// The holidays, in the order of the year.
    private static let vietnameseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Tết Dương lịch", on: .fixed(month: 1, day: 1), observed: nextWorkingDay),
        HolidayRule("Lunar New Year's Eve", local: "Giao thừa Tết Nguyên Đán", on: .chinese(1, 1, offset: -1), observed: tetDays),
        HolidayRule("Lunar New Year", local: "Tết Nguyên Đán", on: .chinese(1, 1), observed: tetDays),
        HolidayRule("Second Day of Lunar New Year", local: "Mùng hai Tết Nguyên Đán", on: .chinese(1, 2), observed: tetDays),
        HolidayRule("Third Day of Lunar New Year", local: "Mùng ba Tết Nguyên Đán", on: .chinese(1, 3), observed: tetDays),
        HolidayRule(
            "Fourth Day of Lunar New Year", local: "Mùng bốn Tết Nguyên Đán", on: .chinese(1, 4), years: .from(2013),
            observed: tetDays),
        HolidayRule(
            "Hung Kings' Commemoration Day", local: "Ngày Giỗ Tổ Hùng Vương", on: .chinese(3, 10), years: .from(2007),
            observed: nextWorkingDay),
        HolidayRule(
            "Liberation Day/Reunification Day", local: "Ngày Chiến thắng", on: .fixed(month: 4, day: 30),
            observed: nextWorkingDay),
        HolidayRule("International Labor Day", local: "Ngày Quốc tế Lao động", on: .fixed(month: 5, day: 1), observed: nextWorkingDay),
        // Labour Code 2019 art. 112: the second day, 1 September before a Tuesday, Wednesday,
        // Friday or Saturday National Day, 3 September after a Monday, Thursday or Sunday one.
        HolidayRule(
            "National Day", local: "Quốc khánh",
            on: .fixed(month: 9, day: 1).inYears(when: nationalDay, fallsOn: [.tuesday, .wednesday, .friday, .saturday]),
            years: .from(2021), key: "National Day (1 September)"),
        HolidayRule("National Day", local: "Quốc khánh", on: nationalDay, observed: nextWorkingDay),
        HolidayRule(
            "National Day", local: "Quốc khánh",
            on: .fixed(month: 9, day: 3).inYears(when: nationalDay, fallsOn: [.monday, .thursday, .sunday]),
            years: .from(2021), key: "National Day (3 September)"),
        HolidayRule(
            "Vietnam Cultural Day", local: "Ngày Văn hóa Việt Nam", on: .fixed(month: 11, day: 24), years: .from(2026),
            observed: nextWorkingDay),
    ]
    + decidedTransfers

    private static let nationalDay: DateRule = .fixed(month: 9, day: 2)

    /// The Prime Minister's decisions: a weekday off, a Saturday worked for it.
    private static let decidedTransfers: [HolidayRule] =
        HolidayRule.transfers(2010, [(off: (2, 19), worked: (2, 27))], names: transferNames)
        + HolidayRule.transfers(2012, [(off: (1, 27), worked: (2, 4))], names: transferNames)
        + HolidayRule.transfers(2013, [(off: (4, 29), worked: (5, 4))], names: transferNames)
        + HolidayRule.transfers(2014, [(off: (5, 2), worked: (4, 26)), (off: (9, 1), worked: (9, 6))], names: transferNames)
        + HolidayRule.transfer(off: CivilDate(2015, 1, 2), worked: CivilDate(2014, 12, 27), names: transferNames)
        + HolidayRule.transfers(2015, [(off: (2, 16), worked: (2, 14)), (off: (4, 29), worked: (4, 25))], names: transferNames)
        + HolidayRule.transfer(off: CivilDate(2018, 12, 31), worked: CivilDate(2019, 1, 5), names: transferNames)
        + HolidayRule.transfers(2019, [(off: (4, 29), worked: (5, 4))], names: transferNames)
        + HolidayRule.transfers(2024, [(off: (4, 29), worked: (5, 4))], names: transferNames)
        + HolidayRule.transfers(2025, [(off: (5, 2), worked: (4, 26))], names: transferNames)
        + HolidayRule.transfers(2026, [(off: (8, 31), worked: (8, 22))], names: transferNames)
}
