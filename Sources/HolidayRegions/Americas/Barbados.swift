import HolidayEngine

// Barbados: the public holidays of the Public Holidays Act (Cap. 352, 30 December 1968;
// known from 1969), with the days added since: Errol Barrow Day (21 January) from 1989,
// National Heroes Day (28 April) from 1998; the days the Government proclaimed once: 4 and
// 5 January 2021 (after the holidays, against COVID-19) and 31 July 2023 (CARICOM's 50th
// anniversary).
//
// The Act keeps a holiday on a Sunday also on the Monday after; Christmas Day on a Sunday on
// the Tuesday (Boxing Day taking the Monday), and Emancipation Day (1 August) on a Sunday or
// on Kadooment Day, the first Monday of August, on the Tuesday.

extension Country {
    /// Barbados: public holidays, known from 1969.
    public static let barbados = Country(
        "BB", "Barbados", languages: ["en"], firstWeekday: .monday, known: .from(1969),
        kinds: [.public], sources: "Public Holidays Act, Cap. 352, as amended; the Government's proclamations of 2021 and 2023",
        rules: { barbadianHolidays })

    /// Sunday: also the Monday after.
    private static let barbadianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The holidays, in the order of the year.
    private static let barbadianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: barbadianSunday),
        .oneOff("Public Holiday", on: CivilDate(year: 2021, month: 1, day: 4)!),
        .oneOff("Public Holiday", on: CivilDate(year: 2021, month: 1, day: 5)!),
        HolidayRule("Errol Barrow Day", on: .fixed(month: 1, day: 21), years: .from(1989), observed: barbadianSunday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("National Heroes Day", on: .fixed(month: 4, day: 28), years: .from(1998), observed: barbadianSunday),
        HolidayRule("May Day", on: .fixed(month: 5, day: 1), observed: barbadianSunday),
        HolidayRule("Whit Monday", on: .easter(50)),
        .oneOff("50th Anniversary of CARICOM Holiday", on: CivilDate(year: 2023, month: 7, day: 31)!),
        HolidayRule(
            "Emancipation Day", on: .fixed(month: 8, day: 1),
            observed: [.adding(.always, [.sunday: .days(2), .monday: .days(1)])]),
        HolidayRule("Kadooment Day", on: .nth(1, .monday, of: 8)),
        HolidayRule("Independence Day", on: .fixed(month: 11, day: 30), observed: barbadianSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.sunday: .days(2)])]),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: barbadianSunday),
    ]
}
