import HolidayEngine

// The Cayman Islands: the public holidays of the Public Holidays Act (2007 Revision) as the
// Cabinet Office lists them from 2006 (known from 2006, the first year of the lists this
// file follows; earlier years are not sourced): National Heroes Day (the fourth Monday of
// January), Discovery Day (the third Monday of May), Constitution Day (the first Monday of
// July), Remembrance Day (the second Monday of November), Emancipation Day (the first Monday
// of May) from 2024; the Sovereign's Birthday on the Monday after the second Saturday of
// June (the third from 2023, the King's), moved by the Cabinet in 2007, 2012, 2013, 2017 and
// 2022; the days proclaimed once (elections, referendums, royal events).
//
// A holiday on a Saturday or Sunday is also kept on the Monday after; Christmas Day and
// Boxing Day two days later.

extension Country {
    /// The Cayman Islands: public holidays, known from 2006.
    public static let caymanIslands = Country(
        "KY", "Cayman Islands", languages: ["en"], firstWeekday: .monday, known: .from(2006),
        kinds: [.public], sources: "Public Holidays Act (2007 Revision), as amended; the Cabinet's proclamations",
        rules: { caymanianHolidays })

    /// The days proclaimed once.
    private static let caymanianProclaimedDays: [HolidayRule] = [
        .oneOff("General Election Day", on: CivilDate(year: 2009, month: 5, day: 20)!),
        .oneOff("2009 Cayman Islands Constitution Day", on: CivilDate(year: 2009, month: 11, day: 6)!),
        .oneOff("UK Royal Wedding", on: CivilDate(year: 2011, month: 4, day: 29)!),
        .oneOff("Queen Elizabeth II's Diamond Jubilee", on: CivilDate(year: 2012, month: 6, day: 4)!),
        .oneOff("Referendum Day", on: CivilDate(year: 2012, month: 7, day: 18)!),
        .oneOff("General Election Day", on: CivilDate(year: 2013, month: 5, day: 22)!),
        .oneOff("General Election Day", on: CivilDate(year: 2017, month: 5, day: 24)!),
        .oneOff("Referendum Day", on: CivilDate(year: 2019, month: 12, day: 19)!),
        .oneOff("General Election Day", on: CivilDate(year: 2021, month: 4, day: 14)!),
        .oneOff("Queen Elizabeth II's Funeral", on: CivilDate(year: 2022, month: 9, day: 19)!),
        .oneOff("Coronation of His Majesty King Charles III", on: CivilDate(year: 2023, month: 5, day: 8)!),
        .oneOff("General Election Day", on: CivilDate(year: 2025, month: 4, day: 30)!),
    ]

    /// The holidays, in the order of the year.
    private static let caymanianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("National Heroes Day", on: .nth(4, .monday, of: 1)),
        HolidayRule("Ash Wednesday", on: .easter(-46)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Emancipation Day", on: .nth(1, .monday, of: 5), years: .from(2024)),
        HolidayRule("Discovery Day", on: .nth(3, .monday, of: 5)),
    ] + HolidayRule.moved(
        "Queen's Birthday", on: .nth(2, .saturday, of: 6).shifted(2), years: .through(2022),
        to: [
            CivilDate(year: 2007, month: 6, day: 18)!, CivilDate(year: 2012, month: 6, day: 18)!,
            CivilDate(year: 2013, month: 6, day: 17)!, CivilDate(year: 2017, month: 6, day: 19)!,
            CivilDate(year: 2022, month: 6, day: 6)!,
        ])
    + [
        HolidayRule("King's Birthday", on: .nth(3, .saturday, of: 6).shifted(2), years: .from(2023)),
        HolidayRule("Constitution Day", on: .nth(1, .monday, of: 7)),
        HolidayRule("Remembrance Day", on: .nth(2, .monday, of: 11)),
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26), observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]),
    ] + caymanianProclaimedDays
}
