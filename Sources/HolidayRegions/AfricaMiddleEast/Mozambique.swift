import HolidayEngine

// Mozambique: the national holidays of the Council of Ministers' decree of 1975 as amended
// (Peace and Reconciliation Day, 4 October, the day of the 1992 Rome General Peace Accords,
// from 1993; Lei n.º 8/2004 on the national days). A holiday on a Sunday gives the Monday
// ("ponte").
//
// Known from 1975, the year of independence (25 June 1975).

extension Country {
    /// Mozambique: public holidays, known from 1975.
    public static let mozambique = Country(
        "MZ", "Mozambique", local: "Moçambique", languages: ["pt"], firstWeekday: .sunday, known: .from(1975),
        observedSuffix: ["en": " (observed)", "": " (ponte)"],
        kinds: [.public], sources: "Decree of the Council of Ministers of 1975 on national holidays, as amended; Lei n.º 8/2004",
        rules: { mozambicanHolidays })

    /// A Sunday holiday gives the Monday.
    private static let sundayToMonday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The holidays, in the order of the year.
    private static let mozambicanHolidays: [HolidayRule] = [
        HolidayRule(
            "International Fraternalism Day", local: "Dia da Fraternidade universal", on: .fixed(month: 1, day: 1),
            observed: sundayToMonday),
        HolidayRule("Heroes' Day", local: "Dia dos Heróis Moçambicanos", on: .fixed(month: 2, day: 3), observed: sundayToMonday),
        HolidayRule("Women's Day", local: "Dia da Mulher Moçambicana", on: .fixed(month: 4, day: 7), observed: sundayToMonday),
        HolidayRule(
            "International Workers' Day", local: "Dia Internacional dos Trabalhadores", on: .fixed(month: 5, day: 1),
            observed: sundayToMonday),
        HolidayRule(
            "National Independence Day", local: "Dia da Independência Nacional", on: .fixed(month: 6, day: 25),
            observed: sundayToMonday),
        HolidayRule("Victory Day", local: "Dia da Vitória", on: .fixed(month: 9, day: 7), observed: sundayToMonday),
        HolidayRule(
            "Armed Forces Day", local: "Dia das Forças Armadas de Libertação Nacional", on: .fixed(month: 9, day: 25),
            observed: sundayToMonday),
        HolidayRule(
            "Peace and Reconciliation Day", local: "Dia da Paz e Reconciliação", on: .fixed(month: 10, day: 4),
            years: .from(1993), observed: sundayToMonday),
        HolidayRule("Family Day", local: "Dia da Família", on: .fixed(month: 12, day: 25), observed: sundayToMonday),
    ]
}
