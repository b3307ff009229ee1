import HolidayEngine

// France: the jours fériés of the Code du travail (art. L3133-1) with their history since
// 1950: loi du 6 juillet 1880 (14 juillet), loi du 24 octobre 1922 (11 novembre), loi
// n° 48-746 du 29 avril 1948 (1er mai), loi n° 53-225 du 20 mars 1953, décret n° 59-533 du
// 11 avril 1959 and loi n° 81-893 du 2 octobre 1981 (8 mai), loi n° 2004-626 du 30 juin 2004
// and loi n° 2008-351 du 16 avril 2008 (lundi de Pentecôte). Then the places with days of
// their own: Alsace and Moselle under their local law (code local des professions, art.
// 105a; Code du travail art. L3134-13), the overseas departments and collectivities with
// the commemoration of the abolition of slavery (loi n° 83-550 du 30 juin 1983; décret
// n° 83-1003 du 23 novembre 1983, extended by décret n° 2012-553 du 23 avril 2012) and the
// days their own assemblies set. No substitute days in France. Dates follow python-holidays
// 0.108, which cites the same texts.

extension Country {
    /// France: public holidays, with Alsace-Moselle and the overseas departments and
    /// collectivities, known from 1950.
    public static let france = Country(
        "FR", "France", local: "France", languages: ["fr"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1; lois de 1880, 1922, 1948, 1953, 1981, 2004, 2008; "
            + "code local des professions art. 105a; loi n° 83-550 and décrets n° 83-1003, "
            + "n° 2012-553 (abolition de l'esclavage)",
        rules: { frenchHolidays },
        subdivisions: [
            Subdivision("57", "Moselle", rules: { alsaceMoselleHolidays }),
            Subdivision("6AE", "Alsace", rules: { alsaceMoselleHolidays }),
            Subdivision("971", "Guadeloupe", rules: { guadeloupeHolidays }),
            Subdivision("972", "Martinique", rules: { martiniqueHolidays }),
            Subdivision("973", "French Guiana", local: "Guyane", rules: { frenchGuianaHolidays }),
            Subdivision("974", "Réunion", local: "La Réunion", rules: { reunionHolidays }),
            Subdivision("976", "Mayotte", rules: { mayotteHolidays }),
            Subdivision(
                "BL", "Saint Barthélemy", local: "Saint-Barthélemy", rules: { saintBarthelemyHolidays }),
            Subdivision("MF", "Saint Martin", local: "Saint-Martin", rules: { saintMartinHolidays }),
            Subdivision(
                "NC", "New Caledonia", local: "Nouvelle-Calédonie", rules: { newCaledoniaHolidays }),
            Subdivision(
                "PF", "French Polynesia", local: "Polynésie française",
                rules: { frenchPolynesiaHolidays }),
            Subdivision("PM", "Saint Pierre and Miquelon", local: "Saint-Pierre-et-Miquelon"),
            Subdivision(
                "TF", "French Southern and Antarctic Lands",
                local: "Terres australes et antarctiques françaises"),
            Subdivision("WF", "Wallis and Futuna", local: "Wallis-et-Futuna", rules: { wallisFutunaHolidays }),
        ])

    /// The jours fériés of Code du travail art. L3133-1, in the order of the year.
    private static let frenchHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Jour de l'an", on: .fixed(month: 1, day: 1)),
        HolidayRule("Easter Monday", local: "Lundi de Pâques", on: .easter(1)),
        // Loi n° 48-746 du 29 avril 1948 named it and made it a paid holiday.
        HolidayRule("Labour Day", local: "Fête du Travail", on: .fixed(month: 5, day: 1)),
        // A holiday by loi n° 53-225 (1953); décret n° 59-533 kept only the commemoration
        // from 1960; loi n° 81-893 of 2 October 1981 made it a holiday again from 1982.
        HolidayRule(
            "Victory Day", local: "Fête de la Victoire", on: .fixed(month: 5, day: 8),
            years: YearSet(1953, 1959)),
        HolidayRule(
            "Victory Day", local: "Fête de la Victoire", on: .fixed(month: 5, day: 8),
            years: .from(1982)),
        HolidayRule("Ascension Day", local: "Ascension", on: .easter(39)),
        // Loi n° 2004-626 made Whit Monday the worked journée de solidarité from 2005; loi
        // n° 2008-351 let each employer choose the day again from 2008.
        HolidayRule(
            "Whit Monday", local: "Lundi de Pentecôte", on: .easter(50), years: .through(2004)),
        HolidayRule("Whit Monday", local: "Lundi de Pentecôte", on: .easter(50), years: .from(2008)),
        // Loi du 6 juillet 1880.
        HolidayRule("National Day", local: "Fête nationale", on: .fixed(month: 7, day: 14)),
        HolidayRule("Assumption Day", local: "Assomption", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "Toussaint", on: .fixed(month: 11, day: 1)),
        // Loi du 24 octobre 1922.
        HolidayRule("Armistice Day", local: "Armistice", on: .fixed(month: 11, day: 11)),
        HolidayRule("Christmas Day", local: "Noël", on: .fixed(month: 12, day: 25)),
    ]

    // MARK: - Days of the subdivisions

    /// Good Friday; in Alsace and Moselle only in communes with a Protestant or mixed
    /// church (code local des professions, art. 105a), counted here for the whole
    /// subdivision as python-holidays 0.108 does.
    private static let goodFriday = HolidayRule(
        "Good Friday", local: "Vendredi saint", on: .easter(-2))

    /// Victor Schoelcher's day, July 21, kept with the abolition of slavery in the French
    /// West Indies (loi n° 83-550 and décret n° 83-1003; Saint Martin from décret n° 2012-553).
    private static let schoelcherDay = HolidayRule(
        "Victor Schoelcher Day", local: "Fête de Victor Schoelcher", on: .fixed(month: 7, day: 21))

    /// The commemoration of the abolition of slavery on its date in each place (décret
    /// n° 83-1003 of 23 November 1983; décret n° 2012-553 for Saint Barthélemy and Saint
    /// Martin). France's own: one commemoration the decree dates differently in each place.
    private static func abolitionOfSlavery(month: Int, day: Int, _ years: YearSet) -> HolidayRule {
        HolidayRule(
            "Abolition of Slavery", local: "Abolition de l'esclavage", on: .fixed(month: month, day: day),
            years: years)
    }

    /// Alsace and Moselle: Good Friday and St Stephen's Day, under the local law kept since
    /// 1918 (code local des professions, art. 105a; Code du travail art. L3134-13).
    private static let alsaceMoselleHolidays: [HolidayRule] = [
        goodFriday,
        HolidayRule("St Stephen's Day", local: "Saint-Étienne", on: .fixed(month: 12, day: 26)),
    ]

    /// Guadeloupe: Good Friday, Mid-Lent (Thursday of the third week of Lent), and from 1984
    /// May 27 and Victor Schoelcher's day.
    private static let guadeloupeHolidays: [HolidayRule] = [
        HolidayRule("Mid-Lent", local: "Mi-Carême", on: .easter(-24)),
        goodFriday,
        abolitionOfSlavery(month: 5, day: 27, .from(1984)),
        schoelcherDay.during(.from(1984)),
    ]

    /// Martinique: Good Friday, and from 1984 May 22 and Victor Schoelcher's day.
    private static let martiniqueHolidays: [HolidayRule] = [
        goodFriday,
        abolitionOfSlavery(month: 5, day: 22, .from(1984)),
        schoelcherDay.during(.from(1984)),
    ]

    /// French Guiana: June 10 from 1984.
    private static let frenchGuianaHolidays: [HolidayRule] = [
        abolitionOfSlavery(month: 6, day: 10, .from(1984))
    ]

    /// Réunion: December 20, already in 1983, the year of the decree.
    private static let reunionHolidays: [HolidayRule] = [
        abolitionOfSlavery(month: 12, day: 20, .from(1983))
    ]

    /// Mayotte: April 27 from 1984.
    private static let mayotteHolidays: [HolidayRule] = [
        abolitionOfSlavery(month: 4, day: 27, .from(1984))
    ]

    /// Saint Barthélemy: October 9 from 2012 (décret n° 2012-553).
    private static let saintBarthelemyHolidays: [HolidayRule] = [
        abolitionOfSlavery(month: 10, day: 9, .from(2012))
    ]

    /// Saint Martin: May 28 and Victor Schoelcher's day from 2012 (décret n° 2012-553).
    private static let saintMartinHolidays: [HolidayRule] = [
        abolitionOfSlavery(month: 5, day: 28, .from(2012)),
        schoelcherDay.during(.from(2012)),
    ]

    /// New Caledonia: September 24, the day France took possession in 1853, kept from 1953
    /// and renamed Citizenship Day in 2004.
    private static let newCaledoniaHolidays: [HolidayRule] = [
        HolidayRule(
            names: [
                HolidayName("Annexation Day", local: "Fête de la prise de possession", years: .through(2003)),
                HolidayName("Citizenship Day", local: "Fête de la Citoyenneté", years: .from(2004)),
            ],
            on: .fixed(month: 9, day: 24), years: .from(1953))
    ]

    /// French Polynesia: the arrival of the Gospel (from 1978, by the territorial
    /// assembly's deliberation of 1 February 1978), Good Friday, Internal Autonomy Day
    /// (1985-2024) and Matāri'i, which replaced it from 2025 (law of the country of 30
    /// April 2024).
    private static let frenchPolynesiaHolidays: [HolidayRule] = [
        HolidayRule(
            "Missionary Day", local: "Arrivée de l'Évangile", on: .fixed(month: 3, day: 5),
            years: .from(1978)),
        goodFriday,
        HolidayRule(
            "Internal Autonomy Day", local: "Fête de l'autonomie", on: .fixed(month: 6, day: 29),
            years: YearSet(1985, 2024)),
        HolidayRule("Matāri'i", local: "Matāri'i", on: .fixed(month: 11, day: 20), years: .from(2025)),
    ]

    /// Wallis and Futuna: three days of the territory, from 1962, the first year after its
    /// statute (loi n° 61-814 du 29 juillet 1961).
    private static let wallisFutunaHolidays: [HolidayRule] = [
        HolidayRule(
            "Saint Peter Chanel's Day", local: "Saint Pierre Chanel", on: .fixed(month: 4, day: 28),
            years: .from(1962)),
        HolidayRule(
            "Saints Peter and Paul's Day", local: "Saints Pierre et Paul", on: .fixed(month: 6, day: 29),
            years: .from(1962)),
        HolidayRule(
            "Territory Day", local: "Fête du Territoire", on: .fixed(month: 7, day: 29), years: .from(1962)),
    ]
}
