import HolidayEngine

// The Falkland Islands: the public holidays of the Public Holidays Ordinance (Cap. 55) as the
// Falkland Islands Government lists them from 1983 (known from 1983, the first year after the
// war, whose Liberation Day (14 June) the Ordinance adds; earlier years are not sourced):
// the Queen's Birthday (21 April) until 2022 and the King's (14 November) from 2022; Falkland
// Day (14 August) a holiday until 2001 and, with Margaret Thatcher Day (10 January), a day of
// observance that is not a day off (python-holidays' workday category) after; Peat Cutting
// Day (the first Monday of October) from 2002; Christmas Day, Boxing Day and the Christmas
// Holiday (27 December); the days proclaimed once (2022, 2023). The Government's own days off
// (the last working days of the year) are for its staff and are left out.
//
// A holiday on a Saturday or Sunday is also kept on the Monday after; the three Christmas days
// on a weekend on the next days after them that are free: Christmas Day on a Saturday on the
// Tuesday, on a Sunday on the Wednesday; Boxing Day on a Saturday on the Monday, on a Sunday on
// the Wednesday; the Christmas Holiday on a Saturday on the Monday, on a Sunday on the Tuesday.

extension Country {
    /// The Falkland Islands: public holidays and days of observance, known from 1983.
    public static let falklandIslands = Country(
        "FK", "Falkland Islands", languages: ["en"], firstWeekday: .monday, known: .from(1983),
        kinds: [.public, .observance], sources: "Public Holidays Ordinance, Cap. 55, as amended (2001, 2022); the Governor's proclamations",
        rules: { falklandHolidays })

    /// Saturday or Sunday: also the Monday after.
    private static let falklandWeekend: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// The holidays, in the order of the year.
    private static let falklandHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: falklandWeekend),
        HolidayRule("Margaret Thatcher Day", on: .fixed(month: 1, day: 10), kind: .observance),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("HM The Queen's Birthday", on: .fixed(month: 4, day: 21), years: .through(2022), observed: falklandWeekend),
        .oneOff("HM The King's Coronation", on: CivilDate(year: 2023, month: 5, day: 8)!),
        HolidayRule("Liberation Day", on: .fixed(month: 6, day: 14), observed: falklandWeekend),
        HolidayRule("Falkland Day", on: .fixed(month: 8, day: 14), years: .through(2001), observed: falklandWeekend),
        HolidayRule(
            "Falkland Day", on: .fixed(month: 8, day: 14), kind: .observance, years: .from(2002),
            key: "Falkland Day (observance)"),
        .oneOff("Queen Elizabeth II's Funeral", on: CivilDate(year: 2022, month: 9, day: 19)!),
        HolidayRule("Peat Cutting Day", on: .nth(1, .monday, of: 10), years: .from(2002)),
        HolidayRule("HM The King's Birthday", on: .fixed(month: 11, day: 14), years: .from(2022), observed: falklandWeekend),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.saturday: .days(3), .sunday: .days(3)])]),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26), observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(3)])]),
        HolidayRule(
            "Christmas Holiday", on: .fixed(month: 12, day: 27),
            observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]),
    ]
}
