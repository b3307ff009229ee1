import HolidayEngine

// Equatorial Guinea: the public holidays of Decreto n.º 9/2007 de fijación de los días feriados
// (Boletín Oficial del Estado), as the yearly calendarios laborales show them: International Women's
// Day, Holy Thursday and Good Friday, Africa's Liberation Day (25 May), the President's
// birthday (5 June), Corpus Christi, the Armed Forces (3 August), the Constitution (15
// August), Independence (12 October 1968) and the Immaculate Conception. The civil days and
// Christmas on a Saturday or Sunday are kept on the Monday too. Annobón keeps its patron saint
// (Saint Anthony, 13 June). The Government gave 23 January 2024 off for the national team's
// victory over Côte d'Ivoire at the Africa Cup of Nations.
//
// Known from 2007, the year of the decree python-holidays 0.108 starts with.

extension Country {
    /// Equatorial Guinea: public holidays, with Annobón's, known from 2007.
    public static let equatorialGuinea = Country(
        "GQ", "Equatorial Guinea", local: "Guinea Ecuatorial", languages: ["es", "fr", "pt"], firstWeekday: .monday,
        known: .from(2007), observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public], sources: "Decreto n.º 9/2007 (días feriados) and the yearly calendarios laborales; the President's "
            + "day off of 23 January 2024",
        rules: { equatoguineanHolidays },
        subdivisions: [
            Subdivision("AN", "Annobón", rules: { annobonHolidays }),
            Subdivision("BN", "Bioko Norte"),
            Subdivision("BS", "Bioko Sur"),
            Subdivision("CS", "Centro Sur"),
            Subdivision("DJ", "Djibloho"),
            Subdivision("KN", "Kié-Ntem"),
            Subdivision("LI", "Litoral"),
            Subdivision("WN", "Wele-Nzas"),
        ])

    /// A holiday on a weekend is kept on the Monday too.
    private static let equatoguineanWeekend: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)])
    ]

    /// The public holidays, in the order of the year.
    private static let equatoguineanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1), observed: equatoguineanWeekend),
        HolidayRule("International Women's Day", local: "Día Internacional de la Mujer", on: .fixed(month: 3, day: 8)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule(
            "Labour Day", local: "Día Internacional del Trabajo", on: .fixed(month: 5, day: 1),
            observed: equatoguineanWeekend),
        HolidayRule("African Liberation Day", local: "Día de la liberación Africana", on: .fixed(month: 5, day: 25)),
        HolidayRule(
            "President's Birthday", local: "Natalicio de Su Excelencia el Presidente de la República",
            on: .fixed(month: 6, day: 5), observed: equatoguineanWeekend),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60)),
        HolidayRule(
            "Armed Forces Day", local: "Día de las Fuerzas Armadas", on: .fixed(month: 8, day: 3),
            observed: equatoguineanWeekend),
        HolidayRule(
            "Constitution Day", local: "Día de la Constitución", on: .fixed(month: 8, day: 15),
            observed: equatoguineanWeekend),
        HolidayRule(
            "Independence Day", local: "Día de la Independencia Nacional", on: .fixed(month: 10, day: 12),
            observed: equatoguineanWeekend),
        HolidayRule(
            "Immaculate Conception", local: "Festividad de la Inmaculada Concepción de María",
            on: .fixed(month: 12, day: 8), observed: equatoguineanWeekend),
        HolidayRule("Christmas Day", local: "Día de Navidad", on: .fixed(month: 12, day: 25), observed: equatoguineanWeekend),
        .oneOff("AFCON Victory Day", local: "Victoria de la AFCON contra Costa de Marfil", on: CivilDate(2024, 1, 23)),
    ]

    /// Annobón: its patron saint's day.
    private static let annobonHolidays: [HolidayRule] = [
        HolidayRule("Annobón Patron Saint Day", local: "Fiesta Patronal de Annobón", on: .fixed(month: 6, day: 13))
    ]
}
