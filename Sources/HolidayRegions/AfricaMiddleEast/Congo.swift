import HolidayEngine

// The Republic of the Congo: the public holidays of loi n° 2-94 du 1er mars 1994 portant
// institution des jours fériés, with Republic Day (28 November, the proclamation of the
// Republic in 1958) added by loi n° 18-2010 du 27 novembre 2010. No substitute days.
//
// Known from 1994, the year of the law; python-holidays 0.108 starts there too.

extension Country {
    /// The Republic of the Congo: public holidays, known from 1994.
    public static let congo = Country(
        "CG", "Congo", local: "Congo", languages: ["fr"], firstWeekday: .monday, known: .from(1994),
        kinds: [.public], sources: "Loi n° 2-94 du 1er mars 1994 (jours fériés); loi n° 18-2010 du 27 novembre 2010 (Jour de "
            + "la République)",
        rules: { congoleseHolidays })

    /// The public holidays, in the order of the year.
    private static let congoleseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'An", on: .fixed(month: 1, day: 1)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50)),
        HolidayRule("Reconciliation Day", local: "Fête de la Réconciliation", on: .fixed(month: 6, day: 10)),
        HolidayRule("National Day", local: "Fête Nationale", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Republic Day", local: "Jour de la République", on: .fixed(month: 11, day: 28),
            years: .from(2010)),  // loi n° 18-2010
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25)),
    ]
}
