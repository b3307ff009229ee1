import HolidayEngine

// San Marino: the public holidays of Legge 17 febbraio 1961, n. 7 (in force from 1962), and
// the days the banks close besides (the Banca Centrale della Repubblica di San Marino's
// bank holiday calendar: Christmas Eve and New Year's Eve). No substitute days.
//
// Known from 1962, the first year of the 1961 law: the lists in force before it are not
// gathered in any source at hand.

extension Country {
    /// San Marino: public and bank holidays, known from 1962.
    public static let sanMarino = Country(
        "SM", "San Marino", local: "San Marino", languages: ["it"], firstWeekday: .monday,
        known: .from(1962),
        kinds: [.public, .bank], sources: "Legge 17 febbraio 1961, n. 7; Banca Centrale della Repubblica di San Marino, "
            + "bank holiday calendar",
        rules: { sammarineseHolidays + sammarineseBankHolidays })

    /// The public holidays, in the order of the year.
    private static let sammarineseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Capodanno", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Epifania", on: .fixed(month: 1, day: 6)),
        // Liberation from Alberoni's occupation, 5 February 1740.
        HolidayRule(
            "Anniversary of the Liberation of the Republic and Feast of Saint Agatha",
            local: "Anniversario della Liberazione della Repubblica e Festa di Sant'Agata",
            on: .fixed(month: 2, day: 5)),
        // The Arengo of 25 March 1906.
        HolidayRule("Anniversary of the Arengo", local: "Anniversario dell'Arengo", on: .fixed(month: 3, day: 25)),
        // The Captains Regent take office twice a year, on April 1 and October 1.
        HolidayRule(
            "Investiture of the Captains Regent", local: "Investitura Capitani Reggenti",
            on: .fixed(month: 4, day: 1)),
        HolidayRule("Easter Sunday", local: "Pasqua", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Lunedì dell'angelo", on: .easter(1)),
        HolidayRule("Workers' Day", local: "Festa dei lavoratori", on: .fixed(month: 5, day: 1)),
        HolidayRule("Corpus Christi", local: "Corpus Domini", on: .easter(60)),
        HolidayRule(
            "Anniversary of the Fall of Fascism and Freedom Day",
            local: "Anniversario della Caduta del Fascismo e Festa della Libertà", on: .fixed(month: 7, day: 28)),
        HolidayRule("Assumption Day", local: "Assunzione della B.V. Maria", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Saint Marinus' Day, Anniversary of the Founding of the Republic",
            local: "San Marino, Anniversario di Fondazione della Repubblica", on: .fixed(month: 9, day: 3)),
        HolidayRule(
            "Investiture of the Captains Regent", local: "Investitura Capitani Reggenti",
            on: .fixed(month: 10, day: 1)),
        HolidayRule("All Saints' Day", local: "Tutti i Santi", on: .fixed(month: 11, day: 1)),
        HolidayRule("Commemoration of the Dead", local: "Commemorazione dei defunti", on: .fixed(month: 11, day: 2)),
        HolidayRule("Immaculate Conception", local: "Immacolata Concezione", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", local: "Natale", on: .fixed(month: 12, day: 25)),
        HolidayRule("Saint Stephen's Day", local: "Santo Stefano", on: .fixed(month: 12, day: 26)),
    ]

    /// The days the banks close besides.
    private static let sammarineseBankHolidays: [HolidayRule] = [
        HolidayRule("Christmas Eve", local: "Vigilia di Natale", on: .fixed(month: 12, day: 24), kind: .bank),
        HolidayRule("New Year's Eve", local: "Ultimo dell'anno", on: .fixed(month: 12, day: 31), kind: .bank),
    ]
}
