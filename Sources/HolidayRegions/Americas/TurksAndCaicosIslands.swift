import HolidayEngine

// The Turks and Caicos Islands: the public holidays of the Public Holidays Ordinance (Cap.
// 2.08) from 1963, the first year as a colony of their own after Jamaica's independence,
// as amended: National Heroes Day on the last Monday of May (JAGS McCartney Day from 2020);
// the Sovereign's Birthday on the second Monday of June (proclaimed on 3 June 2022, 19 June
// 2023, 17 June 2024 and 23 June 2025); Columbus Day on the second Monday of October, National
// Heritage Day from 2014; the National Day of Thanksgiving from 2014 on the fourth Friday of
// November and from 2026 on the Sunday before the last Monday of August, which is Constitution
// Day from 2026; National Youth Day on the last Friday of September.
//
// From 1980 a holiday on a Saturday or Sunday is also kept on the Monday after; Christmas Day
// and Boxing Day two days later.

extension Country {
    /// The Turks and Caicos Islands: public holidays, known from 1963.
    public static let turksAndCaicosIslands = Country(
        "TC", "Turks and Caicos Islands", languages: ["en"], firstWeekday: .monday, known: .from(1963),
        kinds: [.public], sources: "Public Holidays Ordinance, Cap. 2.08, as amended (2014, 2020, 2025); the Governor's proclamations",
        rules: { turksAndCaicosHolidays })

    /// From 1980, Saturday or Sunday: also the Monday after.
    private static let turksAndCaicosWeekend: [Observance] = [
        .adding(.from(1980), [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// From 1980, Saturday or Sunday: also two days later.
    private static let turksAndCaicosChristmas: [Observance] = [
        .adding(.from(1980), [.saturday: .days(2), .sunday: .days(2)])
    ]

    /// The holidays, in the order of the year.
    private static let turksAndCaicosHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: turksAndCaicosWeekend),
        HolidayRule("Commonwealth Day", on: .nth(2, .monday, of: 3)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule(
            names: [
                HolidayName("National Heroes Day", years: .through(2019)),
                HolidayName("JAGS McCartney Day", years: .from(2020)),
            ],
            on: .last(.monday, of: 5)),
    ] + HolidayRule.moved(
        [HolidayName("Queen's Birthday", years: .through(2022)), HolidayName("King's Birthday", years: .from(2023))],
        on: .nth(2, .monday, of: 6), years: .always,
        to: [
            CivilDate(year: 2022, month: 6, day: 3)!, CivilDate(year: 2023, month: 6, day: 19)!,
            CivilDate(year: 2024, month: 6, day: 17)!, CivilDate(year: 2025, month: 6, day: 23)!,
        ])
    + [
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), observed: turksAndCaicosWeekend),
        HolidayRule(
            "National Day of Thanksgiving", on: .last(.monday, of: 8).shifted(-1), years: .from(2026),
            key: "National Day of Thanksgiving (August)"),
        HolidayRule("Constitution Day", on: .last(.monday, of: 8), years: .from(2026)),
        HolidayRule("National Youth Day", on: .last(.friday, of: 9)),
        HolidayRule(
            names: [
                HolidayName("Columbus Day", years: .through(2013)),
                HolidayName("National Heritage Day", years: .from(2014)),
            ],
            on: .nth(2, .monday, of: 10)),
        HolidayRule("National Day of Thanksgiving", on: .nth(4, .friday, of: 11), years: YearSet(2014, 2025)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: turksAndCaicosChristmas),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: turksAndCaicosChristmas),
    ]
}
