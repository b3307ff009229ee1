import HolidayEngine

// Grenada: the public holidays of the Public Holidays Act (Cap. 270) as the Government lists
// them from 2000 (known from 2000, the first year of the lists this file follows; earlier
// years are not sourced): Emancipation Day on the first Monday of August until 2024 and on
// 1 August from 2025, Carnival Monday and Tuesday after the second Monday of August, National
// Heroes' Day (19 October) from 2023. The bank holidays proclaimed once (2011, 2013, 2016,
// 2018, 2022) and CARICOM's 50th anniversary (4 July 2023). A holiday on a Sunday is also kept
// on the Monday after.

extension Country {
    /// Grenada: public holidays, known from 2000.
    public static let grenada = Country(
        "GD", "Grenada", languages: ["en"], firstWeekday: .monday, known: .from(2000),
        kinds: [.public], sources: "Public Holidays Act, Cap. 270, as amended (National Heroes' Day 2023, Emancipation Day 2025); "
            + "the Government's proclamations",
        rules: { grenadianHolidays })

    /// Sunday: also the Monday after.
    private static let grenadianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The bank holidays proclaimed once.
    private static let grenadianBankHolidays: [HolidayRule] = [
        (2011, 12, 27), (2013, 2, 22), (2016, 12, 27), (2018, 3, 14), (2022, 6, 24), (2022, 12, 27),
    ].map { .oneOff("Bank Holiday", on: CivilDate(year: $0.0, month: $0.1, day: $0.2)!) }

    /// The holidays, in the order of the year.
    private static let grenadianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: grenadianSunday),
        HolidayRule("Independence Day", on: .fixed(month: 2, day: 7), observed: grenadianSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: grenadianSunday),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule("Corpus Christi", on: .easter(60)),
        .oneOff("CARICOM's 50th Anniversary", on: CivilDate(year: 2023, month: 7, day: 4)!),
        HolidayRule("Emancipation Day", on: .nth(1, .monday, of: 8), years: .through(2024)),
        HolidayRule(
            "Emancipation Day", on: .fixed(month: 8, day: 1), years: .from(2025), observed: grenadianSunday,
            key: "Emancipation Day (1 August)"),
        HolidayRule("Carnival Monday", on: .nth(2, .monday, of: 8)),
        HolidayRule("Carnival Tuesday", on: .nth(2, .monday, of: 8).shifted(1)),
        HolidayRule("National Heroes' Day", on: .fixed(month: 10, day: 19), years: .from(2023), observed: grenadianSunday),
        HolidayRule("Thanksgiving Day", on: .fixed(month: 10, day: 25), observed: grenadianSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: grenadianSunday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: grenadianSunday),
    ] + grenadianBankHolidays
}
