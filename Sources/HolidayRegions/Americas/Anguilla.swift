import HolidayEngine

// Anguilla: the public holidays of the Public Holidays Act (R.S.A. c. P130) as the
// Government of Anguilla lists them from 2001 (known from 2001, the first year of the lists
// this file follows; earlier years are not sourced): James Ronald Webster Day (2 March) from
// 2010, Separation Day (19 December) renamed National Heroes and Heroines Day in 2011, the
// Sovereign's Birthday on the second Monday of June until 2021, on 3 June 2022 and on the
// third Monday from 2023; the August week (August Monday, August Thursday, Constitution Day
// on the Friday). The days the Governor proclaimed once (2011, 2012, 2022, 2025).
//
// A holiday on a Saturday or Sunday is also kept on the Monday after; Anguilla Day (30 May)
// on the next working day when on a weekend or on Whit Monday; the National Heroes' day on a
// weekend on the Friday before; Christmas Day and Boxing Day on a weekend two days later.
// The weekend is Sunday alone (python-holidays).

extension Country {
    /// Anguilla: public holidays, known from 2001.
    public static let anguilla = Country(
        "AI", "Anguilla", languages: ["en"], firstWeekday: .monday, weekend: WeekendHistory(.sundayOnly),
        known: .from(2001), kinds: [.public], sources: "Public Holidays Act, R.S.A. c. P130; the Governor's proclamations",
        rules: { anguillanHolidays })

    /// Saturday or Sunday: also the Monday after.
    private static let anguillanWeekend: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// Saturday or Sunday: also two days later.
    private static let anguillanChristmas: [Observance] = [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]

    /// The holidays, in the order of the year.
    private static let anguillanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: anguillanWeekend),
        .oneOff("Special Public Holiday", on: CivilDate(year: 2025, month: 2, day: 28)!),
        HolidayRule("James Ronald Webster Day", on: .fixed(month: 3, day: 2), years: .from(2010), observed: anguillanWeekend),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Sunday", on: .easter(0)),
        HolidayRule("Easter Monday", on: .easter(1)),
        .oneOff("Royal Wedding of Prince William & Kate Middleton", on: CivilDate(year: 2011, month: 4, day: 29)!),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: anguillanWeekend),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule(
            "Anguilla Day", on: .fixed(month: 5, day: 30),
            observed: [.substitute(.always, on: [.saturday, .sunday], orOnAnotherDayOff: true)]),
        .oneOff("Diamond Jubilee Celebration of Her Majesty The Queen", on: CivilDate(year: 2012, month: 6, day: 4)!),
    ] + HolidayRule.moved(
        [
            HolidayName("Celebration of the Birthday of Her Majesty the Queen", years: .through(2022)),
            HolidayName("Celebration of the Birthday of His Majesty the King", years: .from(2023)),
        ],
        on: .nth(2, .monday, of: 6), years: .through(2021), to: [CivilDate(year: 2022, month: 6, day: 3)!])
    + [
        HolidayRule(
            "Celebration of the Birthday of His Majesty the King", on: .nth(3, .monday, of: 6), years: .from(2023),
            key: "Sovereign's Birthday (third Monday)"),
        HolidayRule("August Monday", on: .nth(1, .monday, of: 8)),
        HolidayRule("August Thursday", on: .nth(1, .monday, of: 8).shifted(3)),
        HolidayRule("Constitution Day", on: .nth(1, .monday, of: 8).shifted(4)),
        .oneOff("Mourning the Death of Her Majesty The Queen Elizabeth II", on: CivilDate(year: 2022, month: 9, day: 19)!),
        HolidayRule(
            names: [
                HolidayName("Separation Day", years: .through(2010)),
                HolidayName("National Heroes and Heroines Day", years: .from(2011)),
            ],
            on: .fixed(month: 12, day: 19),
            observed: [.adding(.always, [.saturday: .previous(.friday), .sunday: .previous(.friday)])]),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: anguillanChristmas),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: anguillanChristmas),
    ]
}
