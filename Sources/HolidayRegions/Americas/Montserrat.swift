import HolidayEngine

// Montserrat: the public holidays of the Public Holidays Act (Cap. 15.03) as the Government
// of Montserrat lists them from 2017 (known from 2017, the first year of the lists this file
// follows; earlier years are not sourced): Saint Patrick's Day, the Sovereign's Birthday on
// the Monday after the second Saturday of June (proclaimed on 2 June 2022, 19 June 2023 and
// 17 June 2024), the National Day of Prayer and Thanksgiving on the second Wednesday of July
// from 2021 (21 July 2021, 20 July 2022; renamed in 2024), Emancipation Day, and Festival Day
// (31 December). The days proclaimed once (2018-2023).
//
// A holiday on a Saturday or Sunday is also kept on the Monday after; New Year's Day, Christmas
// Day and Boxing Day on a weekend two days later (New Year's Day on a Monday also on the
// Tuesday, after Festival Day's Monday); Festival Day on a Saturday on the Monday; Whit Monday
// on the Sovereign's Birthday also on the Tuesday.

extension Country {
    /// Montserrat: public holidays, known from 2017.
    public static let montserrat = Country(
        "MS", "Montserrat", languages: ["en"], firstWeekday: .monday, known: .from(2017),
        kinds: [.public], sources: "Public Holidays Act, Cap. 15.03, as amended; the Governor's proclamations",
        rules: { montserratianHolidays })

    /// Saturday or Sunday: also two days later.
    private static let montserratianChristmas: [Observance] = [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]

    /// The days proclaimed once.
    private static let montserratianProclaimedDays: [HolidayRule] = [
        .oneOff("Special Public Holiday", on: CivilDate(year: 2018, month: 9, day: 14)!),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2019, month: 5, day: 10)!),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2020, month: 7, day: 15)!),
        .oneOff("Platinum Jubilee of Elizabeth II", on: CivilDate(year: 2022, month: 6, day: 3)!),
        .oneOff("National Day of Mourning", on: CivilDate(year: 2022, month: 9, day: 19)!),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2023, month: 4, day: 12)!),
        .oneOff("Coronation of King Charles III", on: CivilDate(year: 2023, month: 5, day: 6)!),
    ]

    /// The holidays, in the order of the year.
    private static let montserratianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2), .monday: .days(1)])]),
        HolidayRule(
            "Saint Patrick's Day", on: .fixed(month: 3, day: 17),
            observed: [.adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 5)),
    ] + HolidayRule.moved(
        [HolidayName("Queen's Birthday", years: .through(2022)), HolidayName("King's Birthday", years: .from(2023))],
        on: .nth(2, .saturday, of: 6).shifted(2), years: .always,
        to: [
            CivilDate(year: 2022, month: 6, day: 2)!, CivilDate(year: 2023, month: 6, day: 19)!,
            CivilDate(year: 2024, month: 6, day: 17)!,
        ])
    + [
        HolidayRule(
            "Whit Monday", on: .easter(50), observed: [.substitute(.always, on: [], orOnAnotherDayOff: true)]),
    ] + HolidayRule.moved(
        [
            HolidayName("National Day of Prayer and Thanksgiving", years: .through(2023)),
            HolidayName("Day of Prayer and Thanksgiving", years: .from(2024)),
        ],
        on: .nth(2, .wednesday, of: 7), years: .from(2021),
        to: [CivilDate(year: 2021, month: 7, day: 21)!, CivilDate(year: 2022, month: 7, day: 20)!])
    + [
        HolidayRule("Emancipation Day", on: .nth(1, .monday, of: 8)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: montserratianChristmas),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: montserratianChristmas),
        HolidayRule("Festival Day", on: .fixed(month: 12, day: 31), observed: [.adding(.always, [.saturday: .next(.monday)])]),
    ] + montserratianProclaimedDays
}
