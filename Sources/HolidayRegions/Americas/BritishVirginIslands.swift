import HolidayEngine

// The British Virgin Islands: the public holidays of the Public Holidays Act (Cap. 194) from
// 1967 (the Virgin Islands' own constitution and holiday law), as amended: Colony Day (1 July)
// renamed Territory Day in 1978 and Virgin Islands Day in 2021, moved to the first Monday of
// July from 2021; the Festival (the Monday, Tuesday and Wednesday after the first Monday of
// August) renamed the Emancipation Festival in 2021; Saint Ursula's Day (21 October) and
// Commonwealth Day (the second Monday of March) last kept in 2020, Heroes and Foreparents Day
// (the third Monday of October) and the Great March of 1949 and Restoration Day (the fourth
// Monday of November) from 2021 (Public Holidays (Amendment) Act 2019); the Sovereign's
// Birthday on the second Saturday of June until 2018 and the second Friday from 2019
// (proclaimed on 7 June 2019 and 16 June 2023). Territory Day moved by proclamation to 29 June
// in 2015 and 2020, Saint Ursula's Day to 19 October 2015 and 23 October 2020; the days
// proclaimed once (2019, 2022, 2023).
//
// From 2000 a holiday on a Saturday or Sunday is also kept on the Monday after (New Year's
// Day); Territory Day and Saint Ursula's Day on the Friday before a Saturday or the Monday
// after a Sunday; Christmas Day and Boxing Day two days later.

extension Country {
    /// The British Virgin Islands: public holidays, known from 1967.
    public static let britishVirginIslands = Country(
        "VG", "British Virgin Islands", languages: ["en"], firstWeekday: .monday, known: .from(1967),
        kinds: [.public], sources: "Public Holidays Act, Cap. 194, as amended (2019); the Governor's proclamations",
        rules: { virginIslandsHolidays })

    /// From 2000, Saturday to the Friday before, Sunday to the Monday after.
    private static let virginIslandsNearest: [Observance] = [
        .adding(.from(2000), [.saturday: .previous(.friday), .sunday: .next(.monday)])
    ]

    /// From 2000, Saturday or Sunday: also two days later.
    private static let virginIslandsChristmas: [Observance] = [
        .adding(.from(2000), [.saturday: .days(2), .sunday: .days(2)])
    ]

    /// The holidays, in the order of the year.
    private static let virginIslandsHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", on: .fixed(month: 1, day: 1),
            observed: [.adding(.from(2000), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
        HolidayRule("The Anniversary of the Birth of Hamilton Lavity Stoutt", on: .weekday(.monday, onOrBefore: 3, 7)),
        HolidayRule("Commonwealth Day", on: .nth(2, .monday, of: 3), years: .through(2020)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Whit Monday", on: .easter(50)),
        .oneOff("Queen Elizabeth II's Platinum Jubilee", on: CivilDate(year: 2022, month: 6, day: 3)!),
        .oneOff("The King's Coronation", on: CivilDate(year: 2023, month: 5, day: 8)!),
        HolidayRule("Sovereign's Birthday", on: .nth(2, .saturday, of: 6), years: .through(2018)),
    ] + HolidayRule.moved(
        [HolidayName("Sovereign's Birthday")], on: .nth(2, .friday, of: 6), years: .from(2019),
        to: [CivilDate(year: 2019, month: 6, day: 7)!, CivilDate(year: 2023, month: 6, day: 16)!],
        key: "Sovereign's Birthday (Friday)")
    + HolidayRule.moved(
        [
            HolidayName("Colony Day", years: .through(1977)),
            HolidayName("Territory Day", years: YearSet(1978, 2020)),
        ],
        on: .fixed(month: 7, day: 1), years: .through(2020),
        to: [CivilDate(year: 2015, month: 6, day: 29)!, CivilDate(year: 2020, month: 6, day: 29)!],
        observed: virginIslandsNearest)
    + [
        HolidayRule("Virgin Islands Day", on: .nth(1, .monday, of: 7), years: .from(2021)),
        HolidayRule(
            names: [HolidayName("Festival Monday", years: .through(2020)), HolidayName("Emancipation Monday", years: .from(2021))],
            on: .nth(1, .monday, of: 8)),
        HolidayRule(
            names: [HolidayName("Festival Tuesday", years: .through(2020)), HolidayName("Emancipation Tuesday", years: .from(2021))],
            on: .nth(1, .monday, of: 8).shifted(1)),
        HolidayRule(
            names: [
                HolidayName("Festival Wednesday", years: .through(2020)),
                HolidayName("Emancipation Wednesday", years: .from(2021)),
            ],
            on: .nth(1, .monday, of: 8).shifted(2)),
    ] + HolidayRule.moved(
        "Saint Ursula's Day", on: .fixed(month: 10, day: 21), years: .through(2020),
        to: [CivilDate(year: 2015, month: 10, day: 19)!, CivilDate(year: 2020, month: 10, day: 23)!],
        observed: virginIslandsNearest)
    + [
        HolidayRule("Heroes and Foreparents Day", on: .nth(3, .monday, of: 10), years: .from(2021)),
        HolidayRule("The Great March of 1949 and Restoration Day", on: .nth(4, .monday, of: 11), years: .from(2021)),
        .oneOff("State Funeral of Honourable Ralph T. O'Neal", on: CivilDate(year: 2019, month: 12, day: 11)!),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: virginIslandsChristmas),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: virginIslandsChristmas),
    ]
}
