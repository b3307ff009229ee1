import HolidayEngine

// Luxembourg: the legal holidays (jours fériés légaux, Code du travail art. L.232-2; Europe Day
// added by the loi du 23 avril 2019) and the days the banks close besides (the Banque
// centrale du Luxembourg's opening days: Good Friday, the afternoon of Christmas Eve, New
// Year's Eve). Names in Luxembourgish, French and German. No substitute days are computed:
// when a legal holiday falls on a Sunday the employee gets a day off in lieu within three
// months, set with the employer (Code du travail, the same chapter).
//
// The national day is the official celebration of the sovereign's birthday: Grand Duchess
// Charlotte's, January 23, made a national holiday in 1947, until the arrêté grand-ducal du
// 23 décembre 1961 (Mémorial A 1961, n° 59) set it on June 23 from 1962 (C2DH, University of
// Luxembourg, "On the significance of Luxembourg National Day"). python-holidays 0.108 has
// June 23 in every year: the years before 1962 are judged divergences
// (scripts/divergences.toml).

extension Country {
    /// Luxembourg: public and bank holidays, known from 1950.
    public static let luxembourg = Country(
        "LU", "Luxembourg", local: "Lëtzebuerg", languages: ["lb", "fr", "de"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .bank], sources: "Code du travail art. L.232-2; loi du 23 avril 2019 (Europe Day); arrêté "
            + "grand-ducal du 23 décembre 1961; Banque centrale du Luxembourg opening days",
        rules: { luxembourgishHolidays + luxembourgishBankHolidays })

    /// The legal holidays, in the order of the year.
    private static let luxembourgishHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["lb": "Neijoerschdag", "fr": "Jour de l'An", "de": "Neujahr"],
            on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "National Day", nationalDayNames, on: .fixed(month: 1, day: 23), years: .through(1961)),
        HolidayRule(
            "Easter Monday", ["lb": "Ouschterméindeg", "fr": "Lundi de Pâques", "de": "Ostermontag"],
            on: .easter(1)),
        HolidayRule(
            "Labour Day", ["lb": "Dag vun der Aarbecht", "fr": "Fête du Travail", "de": "Tag der Arbeit"],
            on: .fixed(month: 5, day: 1)),
        // Loi du 23 avril 2019.
        HolidayRule(
            "Europe Day", ["lb": "Europadag", "fr": "Journée de l'Europe", "de": "Europatag"],
            on: .fixed(month: 5, day: 9), years: .from(2019)),
        HolidayRule(
            "Ascension Day", ["lb": "Christi Himmelfaart", "fr": "Ascension", "de": "Christi Himmelfahrt"],
            on: .easter(39)),
        HolidayRule(
            "Whit Monday", ["lb": "Péngschtméindeg", "fr": "Lundi de Pentecôte", "de": "Pfingstmontag"],
            on: .easter(50)),
        HolidayRule("National Day", nationalDayNames, on: .fixed(month: 6, day: 23), years: .from(1962)),
        HolidayRule(
            "Assumption Day", ["lb": "Léiffrawëschdag", "fr": "Assomption", "de": "Mariä Himmelfahrt"],
            on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "All Saints' Day", ["lb": "Allerhellgen", "fr": "Toussaint", "de": "Allerheiligen"],
            on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Christmas Day", ["lb": "Chrëschtdag", "fr": "Noël", "de": "Weihnachten"],
            on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "St Stephen's Day", ["lb": "Stiefesdag", "fr": "Saint-Étienne", "de": "Stephanstag"],
            on: .fixed(month: 12, day: 26)),
    ]

    /// The sovereign's official birthday, whichever its date.
    private static let nationalDayNames: [String: String] = [
        "lb": "Nationalfeierdag", "fr": "Fête nationale", "de": "Nationalfeiertag",
    ]

    /// The days the banks close besides the legal holidays.
    private static let luxembourgishBankHolidays: [HolidayRule] = [
        HolidayRule(
            "Good Friday", ["lb": "Karfreideg", "fr": "Vendredi saint", "de": "Karfreitag"],
            on: .easter(-2), kind: .bank),
        HolidayRule(
            "Christmas Eve (afternoon)",
            ["lb": "Hellegowend (nomëtteg)", "fr": "Veille de Noël (après-midi)", "de": "Heiligabend (Nachmittag)"],
            on: .fixed(month: 12, day: 24), kind: .bank),
        HolidayRule(
            "New Year's Eve", ["lb": "Silvester", "fr": "Saint-Sylvestre", "de": "Silvester"],
            on: .fixed(month: 12, day: 31), kind: .bank),
    ]
}
