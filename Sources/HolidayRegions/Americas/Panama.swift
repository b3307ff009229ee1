import HolidayEngine

// Panama: the national holidays of the Código de Trabajo (1947, then Decreto de Gabinete 252
// of 1971, art. 46) with their laws: the Los Santos uprising (10 November) from 1969
// (Decreto de Gabinete 347 of 1969); Martyrs' Day (9 January) in place of Constitution Day
// (1 March) from 1972; Colón Day (5 November) from 2002 (Ley 55 of 2001); the National
// Mourning Day (20 December) from 2022. A holiday on a Sunday gives the Monday from 1972,
// under the Labour Code of 1971, as python-holidays 0.108 has it. The presidential
// inaugurations of 1 July 2014, 2019 and 2024 were days off. Carnival Monday and National
// Symbols Day (4 November) close the banks (bank days).

extension Country {
    /// Panama: public holidays and bank days, known from 1950.
    public static let panama = Country(
        "PA", "Panama", local: "Panamá", languages: ["es"], firstWeekday: .sunday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (puente)"],
        kinds: [.public, .bank], sources: "Código de Trabajo (1947; 1971) art. 46; Decreto de Gabinete 347 (1969); Ley 55 (2001)",
        rules: { panamanianHolidays + panamanianBankDays })

    /// A Sunday holiday gives the Monday.
    private static let panamanianSunday: [Observance] = [.adding(.from(1972), [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let panamanianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1), observed: panamanianSunday),
        HolidayRule(
            "Martyrs' Day", local: "Día de los Mártires", on: .fixed(month: 1, day: 9), years: .from(1972),
            observed: panamanianSunday),
        HolidayRule(
            "Constitution Day", local: "Día de la Constitución", on: .fixed(month: 3, day: 1), years: .through(1971)),
        HolidayRule("Carnival Tuesday", local: "Martes de Carnaval", on: .easter(-47)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1), observed: panamanianSunday),
        .oneOff("Presidential Inauguration Day", local: "Toma de posesión del Presidente de la República",
                on: CivilDate(year: 2014, month: 7, day: 1)!),
        .oneOff("Presidential Inauguration Day", local: "Toma de posesión del Presidente de la República",
                on: CivilDate(year: 2019, month: 7, day: 1)!),
        .oneOff("Presidential Inauguration Day", local: "Toma de posesión del Presidente de la República",
                on: CivilDate(year: 2024, month: 7, day: 1)!),
        HolidayRule(
            "Separation Day", local: "Separación de Panamá de Colombia", on: .fixed(month: 11, day: 3),
            observed: panamanianSunday),
        HolidayRule(
            "Colón Day", local: "Día de Colón", on: .fixed(month: 11, day: 5), years: .from(2002),
            observed: panamanianSunday),
        HolidayRule(
            "Los Santos Uprising Day", local: "Primer Grito de Independencia", on: .fixed(month: 11, day: 10),
            years: .from(1969), observed: panamanianSunday),
        HolidayRule(
            "Independence Day", local: "Independencia de Panamá de España", on: .fixed(month: 11, day: 28),
            observed: panamanianSunday),
        HolidayRule("Mother's Day", local: "Día de la Madre", on: .fixed(month: 12, day: 8), observed: panamanianSunday),
        HolidayRule(
            "National Mourning Day", local: "Día de Duelo Nacional", on: .fixed(month: 12, day: 20), years: .from(2022),
            observed: panamanianSunday),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25), observed: panamanianSunday),
    ]

    /// The days banks close.
    private static let panamanianBankDays: [HolidayRule] = [
        HolidayRule("Carnival Monday", local: "Lunes de Carnaval", on: .easter(-48), kind: .bank),
        HolidayRule("National Symbols Day", local: "Día de los Símbolos Patrios", on: .fixed(month: 11, day: 4), kind: .bank),
    ]
}
