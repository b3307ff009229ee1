import HolidayEngine

// Saint Vincent and the Grenadines: the public holidays of the Public Holidays Act (Cap. 239)
// from independence (27 October 1979; known from 1979), with National Spiritual Baptist Day
// (21 May) from 2025. Carnival Monday and Tuesday (Vincy Mas) fall after the first Monday of
// July unless the Governor-General's proclamation moves them: to 8 July 2013, 9 July 2018,
// 8 July 2019, 3 August 2020, 6 September 2021, 10 July 2023 and 8 July 2024. Two Public Health
// Holidays were proclaimed in January 2021. A holiday on a Sunday is also kept on the Monday
// after; Christmas Day on a Sunday on the Tuesday.

extension Country {
    /// Saint Vincent and the Grenadines: public holidays, known from 1979.
    public static let saintVincentAndTheGrenadines = Country(
        "VC", "Saint Vincent and the Grenadines", languages: ["en"], firstWeekday: .monday, known: .from(1979),
        kinds: [.public], sources: "Public Holidays Act, Cap. 239, as amended 2025; the Governor-General's proclamations",
        rules: { vincentianHolidays })

    /// Sunday: also the Monday after.
    private static let vincentianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The Carnival Mondays a proclamation moved.
    private static let carnivalMoves: [(Int, Int, Int)] = [
        (2013, 7, 8), (2018, 7, 9), (2019, 7, 8), (2020, 8, 3), (2021, 9, 6), (2023, 7, 10), (2024, 7, 8),
    ]

    /// The holidays, in the order of the year.
    private static let vincentianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: vincentianSunday),
        .oneOff("Public Health Holiday", on: CivilDate(year: 2021, month: 1, day: 22)!),
        .oneOff("Public Health Holiday", on: CivilDate(year: 2021, month: 1, day: 25)!),
        HolidayRule("National Heroes' Day", on: .fixed(month: 3, day: 14), observed: vincentianSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("National Workers' Day", on: .fixed(month: 5, day: 1), observed: vincentianSunday),
        HolidayRule("National Spiritual Baptist Day", on: .fixed(month: 5, day: 21), years: .from(2025)),
        HolidayRule("Whit Monday", on: .easter(50)),
    ] + HolidayRule.moved(
        "Carnival Monday", on: .nth(1, .monday, of: 7), years: .always,
        to: carnivalMoves.map { CivilDate(year: $0.0, month: $0.1, day: $0.2)! })
    + HolidayRule.moved(
        "Carnival Tuesday", on: .nth(1, .monday, of: 7).shifted(1), years: .always,
        to: carnivalMoves.map { CivilDate(year: $0.0, month: $0.1, day: $0.2 + 1)! })
    + [
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), observed: vincentianSunday),
        HolidayRule("Independence Day", on: .fixed(month: 10, day: 27), observed: vincentianSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.sunday: .days(2)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: vincentianSunday),
    ]
}
