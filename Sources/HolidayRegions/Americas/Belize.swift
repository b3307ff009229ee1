import HolidayEngine

// Belize: the public and bank holidays of the Holidays Act (Chapter 289 of the Laws of
// Belize) from 1982, the first year after independence (21 September 1981), with the 2021
// amendments the Government announced (press office, 2021): George Price Day (15 January)
// and Emancipation Day (1 August) from 2021, Commonwealth Day last kept in 2021, and Pan
// American Day renamed Indigenous Peoples' Resistance Day.
//
// Chapter 289 moves a holiday: most from a Sunday to the Monday after; National Heroes and
// Benefactors Day, Commonwealth Day, Emancipation Day and 12 October from a Tuesday,
// Wednesday or Thursday back to the Monday before and from a Friday or Sunday on to the
// Monday after. Good Friday, Holy Saturday, Easter Monday and Christmas Day stay.

extension Country {
    /// Belize: public holidays, known from 1982.
    public static let belize = Country(
        "BZ", "Belize", languages: ["en"], firstWeekday: .sunday, known: .from(1982),
        kinds: [.public], sources: "Holidays Act, Chapter 289 of the Laws of Belize, as amended in 2021",
        rules: { belizeanHolidays })

    /// Sunday to the Monday after.
    private static let belizeSunday: [Observance] = [.moving(.always, [.sunday: .next(.monday)])]

    /// Tuesday to Thursday back to the Monday before, Friday and Sunday on to the Monday after.
    private static let belizeMonday: [Observance] = [
        .moving(
            .always,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .previous(.monday),
                .friday: .next(.monday), .sunday: .next(.monday),
            ])
    ]

    /// The public holidays, in the order of the year.
    private static let belizeanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: belizeSunday),
        HolidayRule("George Price Day", on: .fixed(month: 1, day: 15), years: .from(2021), observed: belizeSunday),
        HolidayRule("National Heroes and Benefactors Day", on: .fixed(month: 3, day: 9), observed: belizeMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Holy Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .fixed(month: 5, day: 1), observed: belizeSunday),
        HolidayRule("Commonwealth Day", on: .fixed(month: 5, day: 24), years: .through(2021), observed: belizeMonday),
        HolidayRule("Emancipation Day", on: .fixed(month: 8, day: 1), years: .from(2021), observed: belizeMonday),
        HolidayRule("Saint George's Caye Day", on: .fixed(month: 9, day: 10), observed: belizeSunday),
        HolidayRule("Independence Day", on: .fixed(month: 9, day: 21), observed: belizeSunday),
        HolidayRule(
            names: [
                HolidayName("Pan American Day", years: .through(2020)),
                HolidayName("Indigenous Peoples' Resistance Day", years: .from(2021)),
            ],
            on: .fixed(month: 10, day: 12), observed: belizeMonday),
        HolidayRule("Garifuna Settlement Day", on: .fixed(month: 11, day: 19), observed: belizeSunday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25)),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: belizeSunday),
    ]
}
