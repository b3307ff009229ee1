import HolidayEngine

// Andorra: the national holidays (festes nacionals; Constitution Day from 1994, the year
// after the Constitution of 14 March 1993 was approved), and each parish's days as its comú
// declares them every year in the Butlletí Oficial del Principat d'Andorra (BOPA: the edicts
// for 2020-2025 of Canillo, La Massana, Ordino, Sant Julià de Lòria, Andorra la Vella and
// Escaldes-Engordany; Encamp's for 2024-2025 declare no day for the whole parish). The
// parish days are written as the rules those edicts keep to. Escaldes-Engordany became a
// parish on 14 June 1978, so its days start in 1979. No substitute days.

extension Country {
    /// Andorra: national holidays and the parishes' days, known from 1950.
    public static let andorra = Country(
        "AD", "Andorra", local: "Andorra", languages: ["ca"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Constitució del Principat d'Andorra (1993); BOPA, the comuns' yearly edicts "
            + "of parish holidays (2020-2025)",
        rules: { andorranHolidays },
        subdivisions: [
            Subdivision("02", "Canillo", rules: { canilloHolidays }),
            Subdivision("03", "Encamp"),
            Subdivision("04", "La Massana", rules: { laMassanaHolidays }),
            Subdivision("05", "Ordino", rules: { ordinoHolidays }),
            Subdivision("06", "Sant Julià de Lòria", rules: { santJuliaHolidays }),
            Subdivision("07", "Andorra la Vella", rules: { andorraLaVellaHolidays }),
            Subdivision("08", "Escaldes-Engordany", rules: { escaldesEngordanyHolidays }),
        ])

    /// The national holidays, in the order of the year.
    private static let andorranHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Cap d'Any", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Reis", on: .fixed(month: 1, day: 6)),
        HolidayRule("Carnival", local: "Carnaval", on: .easter(-48)),
        HolidayRule(
            "Constitution Day", local: "Dia de la Constitució", on: .fixed(month: 3, day: 14),
            years: .from(1994)),
        HolidayRule("Good Friday", local: "Divendres Sant", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Dilluns de Pasqua", on: .easter(1)),
        HolidayRule("Labour Day", local: "Festa del Treball", on: .fixed(month: 5, day: 1)),
        HolidayRule("Whit Monday", local: "Dilluns de Pentecosta", on: .easter(50)),
        HolidayRule("Assumption Day", local: "Assumpció", on: .fixed(month: 8, day: 15)),
        // The national day: Andorra's patroness.
        HolidayRule("Our Lady of Meritxell", local: "Nostra Senyora de Meritxell", on: .fixed(month: 9, day: 8)),
        HolidayRule("All Saints' Day", local: "Tots Sants", on: .fixed(month: 11, day: 1)),
        HolidayRule("Immaculate Conception", local: "Immaculada Concepció", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", local: "Nadal", on: .fixed(month: 12, day: 25)),
        HolidayRule("St Stephen's Day", local: "Sant Esteve", on: .fixed(month: 12, day: 26)),
    ]

    // MARK: - The parishes

    /// Canillo: St Roch, the day after the Assumption.
    private static let canilloHolidays: [HolidayRule] = [
        HolidayRule("St Roch's Day", local: "Sant Roc", on: .fixed(month: 8, day: 16))
    ]

    /// La Massana: St Anthony the Abbot.
    private static let laMassanaHolidays: [HolidayRule] = [
        HolidayRule("St Anthony's Day", local: "Sant Antoni", on: .fixed(month: 1, day: 17))
    ]

    /// Ordino: St Peter, its patron.
    private static let ordinoHolidays: [HolidayRule] = [
        HolidayRule("St Peter's Day", local: "Sant Pere", on: .fixed(month: 6, day: 29))
    ]

    /// Sant Julià de Lòria: its patron, Our Lady of Canòlich on the last Saturday of May, and
    /// the festa major on the Monday and Tuesday after the last Saturday of July.
    private static let santJuliaHolidays: [HolidayRule] = [
        HolidayRule("St Julian's Day", local: "Sant Julià", on: .fixed(month: 1, day: 7)),
        HolidayRule("Our Lady of Canòlich", local: "Diada de Canòlich", on: .last(.saturday, of: 5)),
        HolidayRule(
            "Sant Julià de Lòria Festival", local: "Festa Major de Sant Julià de Lòria",
            on: .last(.saturday, of: 7).shifted(2)),
        HolidayRule(
            "Sant Julià de Lòria Festival", local: "Festa Major de Sant Julià de Lòria",
            on: .last(.saturday, of: 7).shifted(3)),
    ]

    /// Andorra la Vella: the festa major, from the first Saturday of August to the Monday.
    private static let andorraLaVellaHolidays: [HolidayRule] = (0...2).map { day in
        HolidayRule(
            "Andorra la Vella Festival", local: "Festa Major d'Andorra la Vella",
            on: .nth(1, .saturday, of: 8).shifted(day))
    }

    /// Escaldes-Engordany, from 1979: St Michael of Engolasters, the day the parish was
    /// created (June 14; from 1997 the first Sunday from June 14) and the festa major.
    private static let escaldesEngordanyHolidays: [HolidayRule] = [
        HolidayRule(
            "St Michael of Engolasters' Day", local: "Sant Miquel d'Engolasters", on: .fixed(month: 5, day: 7),
            years: .from(1979)),
        HolidayRule(
            "Parish Foundation Day", local: "Diada de la creació de la parròquia", on: .fixed(month: 6, day: 14),
            years: YearSet(1979, 1996)),
        HolidayRule(
            "Parish Foundation Day", local: "Diada de la creació de la parròquia",
            on: .weekday(.sunday, onOrAfter: 6, 14), years: .from(1997)),
        HolidayRule(
            "Escaldes-Engordany Festival", local: "Festa Major d'Escaldes-Engordany",
            on: .fixed(month: 7, day: 25), years: .from(1979)),
        HolidayRule(
            "Escaldes-Engordany Festival", local: "Festa Major d'Escaldes-Engordany",
            on: .fixed(month: 7, day: 26), years: .from(1979)),
    ]
}
