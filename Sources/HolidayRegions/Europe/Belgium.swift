import HolidayEngine

// Belgium: the ten legal holidays (wet van 4 januari 1974 betreffende de feestdagen; koninklijk
// besluit van 18 april 1974, art. 1) with Easter Sunday and Whit Sunday, which always fall on
// a Sunday; the days the banks close besides (the National Bank of Belgium's list of closing
// days: Good Friday, the Friday after Ascension, December 26). Names in Dutch, French and
// German, as on the federal government's list (belgium.be, "Feestdagen").
//
// When a legal holiday falls on a Sunday or another day off, the 1974 act has each employer
// give a replacement day of its choosing: there is no national substitute day to compute.
//
// The subdivisions are the three Communities, which hold a feast day each: a day off for
// their administrations and (French and German-speaking) schools, not for everyone, so a day
// to mark (`observance`). The Communities have no ISO 3166-2 codes (ISO lists the Regions);
// the codes here are python-holidays 0.108's names for them.

extension Country {
    /// Belgium: public and bank holidays, known from 1950, and the Communities' feast days.
    public static let belgium = Country(
        "BE", "Belgium", local: "België", languages: ["nl", "fr", "de"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .bank], sources: "Wet van 4 januari 1974 betreffende de feestdagen; KB van 18 april 1974 art. 1; "
            + "National Bank of Belgium closing days; decreten van 6 juli 1973 en 7 november 1990 "
            + "(VG), décret du 3 juillet 1991 (CF), Dekret vom 1. Oktober 1990 (DG)",
        rules: { belgianHolidays + belgianBankHolidays },
        subdivisions: [
            Subdivision(
                "FLEMISH", "Flemish Community", local: "Vlaamse Gemeenschap", languages: ["nl"],
                rules: { [flemishCommunityDay] }, kinds: [.public, .bank, .observance]),
            Subdivision(
                "FRENCH", "French Community", local: "Communauté française", languages: ["fr"],
                rules: { [frenchCommunityDay] }, kinds: [.public, .bank, .observance]),
            Subdivision(
                "GERMAN", "German-speaking Community", local: "Deutschsprachige Gemeinschaft",
                languages: ["de"], rules: { [germanCommunityDay] }, kinds: [.public, .bank, .observance]),
        ])

    /// The legal holidays (KB van 18 april 1974, art. 1), with the two Sundays of Easter and
    /// Whitsun, in the order of the year.
    private static let belgianHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["nl": "Nieuwjaar", "fr": "Nouvel An", "de": "Neujahr"],
            on: .fixed(month: 1, day: 1)),
        HolidayRule("Easter Sunday", ["nl": "Pasen", "fr": "Pâques", "de": "Ostern"], on: .easter(0)),
        HolidayRule(
            "Easter Monday", ["nl": "Paasmaandag", "fr": "Lundi de Pâques", "de": "Ostermontag"],
            on: .easter(1)),
        HolidayRule(
            "Labour Day", ["nl": "Dag van de Arbeid", "fr": "Fête du Travail", "de": "Tag der Arbeit"],
            on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Ascension Day",
            ["nl": "Onze-Lieve-Heer-Hemelvaart", "fr": "Ascension", "de": "Christi Himmelfahrt"],
            on: .easter(39)),
        HolidayRule("Whit Sunday", ["nl": "Pinksteren", "fr": "Pentecôte", "de": "Pfingsten"], on: .easter(49)),
        HolidayRule(
            "Whit Monday", ["nl": "Pinkstermaandag", "fr": "Lundi de Pentecôte", "de": "Pfingstmontag"],
            on: .easter(50)),
        // The day Leopold I took the oath in 1831, the national day since 1890.
        HolidayRule(
            "National Day", ["nl": "Nationale feestdag", "fr": "Fête nationale", "de": "Nationalfeiertag"],
            on: .fixed(month: 7, day: 21)),
        HolidayRule(
            "Assumption Day",
            ["nl": "Onze-Lieve-Vrouw-Hemelvaart", "fr": "Assomption", "de": "Mariä Himmelfahrt"],
            on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "All Saints' Day", ["nl": "Allerheiligen", "fr": "Toussaint", "de": "Allerheiligen"],
            on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Armistice Day", ["nl": "Wapenstilstand", "fr": "Armistice", "de": "Waffenstillstand"],
            on: .fixed(month: 11, day: 11)),
        HolidayRule(
            "Christmas Day", ["nl": "Kerstmis", "fr": "Noël", "de": "Weihnachten"],
            on: .fixed(month: 12, day: 25)),
    ]

    /// The days the banks close besides the legal holidays (the National Bank of Belgium's
    /// closing days, as python-holidays 0.108 gives them for every year).
    private static let belgianBankHolidays: [HolidayRule] = [
        HolidayRule(
            "Good Friday", ["nl": "Goede Vrijdag", "fr": "Vendredi saint", "de": "Karfreitag"],
            on: .easter(-2), kind: .bank),
        HolidayRule(
            "Friday after Ascension Day",
            [
                "nl": "Vrijdag na Onze-Lieve-Heer-Hemelvaart", "fr": "Vendredi après l'Ascension",
                "de": "Freitag nach Christi Himmelfahrt",
            ],
            on: .easter(40), kind: .bank),
        HolidayRule(
            "Bank Holiday",
            ["nl": "Banksluitingsdag", "fr": "Jour de fermeture bancaire", "de": "Bankschlusstag"],
            on: .fixed(month: 12, day: 26), kind: .bank),
    ]

    // MARK: - The Communities' feast days

    /// July 11 (the Battle of the Golden Spurs, 1302): the feast day of the Dutch cultural
    /// community by the decreet van 6 juli 1973, of the Flemish Community by the decreet van
    /// 7 november 1990; a holiday for the staff of Flemish public bodies (decreet van 7 mei
    /// 2004).
    private static let flemishCommunityDay = HolidayRule(
        "Day of the Flemish Community",
        [
            "nl": "Feestdag van de Vlaamse Gemeenschap", "fr": "Fête de la Communauté flamande",
            "de": "Festtag der Flämischen Gemeinschaft",
        ],
        on: .fixed(month: 7, day: 11), kind: .observance, years: .from(1973))

    /// September 27 (the Dutch troops left Brussels in the night to September 27, 1830): the
    /// décret du 3 juillet 1991, art. 1, is the text found; the day was kept before it by
    /// custom, from 1975, without a text to date it by.
    private static let frenchCommunityDay = HolidayRule(
        "Day of the French Community",
        [
            "fr": "Fête de la Communauté française", "nl": "Feestdag van de Franse Gemeenschap",
            "de": "Festtag der Französischen Gemeinschaft",
        ],
        on: .fixed(month: 9, day: 27), kind: .observance, years: .from(1991))

    /// November 15, the King's Feast, chosen by the Dekret vom 1. Oktober 1990 that gave the
    /// Community its feast day, arms and flag.
    private static let germanCommunityDay = HolidayRule(
        "Day of the German-speaking Community",
        [
            "de": "Tag der Deutschsprachigen Gemeinschaft", "nl": "Feestdag van de Duitstalige Gemeenschap",
            "fr": "Jour de la Communauté germanophone",
        ],
        on: .fixed(month: 11, day: 15), kind: .observance, years: .from(1990))
}
