import HolidayEngine

// Switzerland: the one federal holiday and the cantons' own. Holidays are the cantons'
// law, save August 1: the Federal Constitution makes it the Bundesfeiertag, a day off
// everywhere, since the popular vote of 26 September 1993 (BV Art. 110 Abs. 3; Verordnung
// über den Bundesfeiertag, SR 116.1, in force 1 July 1994). Each canton may treat up to
// eight more days as Sundays (Arbeitsgesetz Art. 20a Abs. 1). The cantons' lists are
// python-holidays 0.108's, which follows the Federal Office of Justice's table of cantonal
// holidays (bj.admin.ch). No substitute days.
//
// The country is known from 1950 with the days every canton keeps (New Year's Day,
// Ascension Day, Christmas Day) and August 1 from 1994. The cantons are known from 1994:
// before it August 1 was each canton's own matter (in 1993 a full day off only in Zürich,
// Schaffhausen, Thurgau and Ticino, a half or whole working day elsewhere; SDA, 26
// September 1993), since years no source gathers, and their lists are those in force
// since.
//
// Kinds: some cantons list days employers may give or not (optional), and Solothurn's
// Labour Day is a half day (work stops at noon).

extension Country {
    /// Switzerland: the federal holiday, the days every canton keeps, and the 26 cantons.
    public static let switzerland = Country(
        "CH", "Switzerland", local: "Schweiz", languages: ["de", "fr", "it"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "BV Art. 110 Abs. 3; SR 116.1; Arbeitsgesetz Art. 20a; the cantonal lists "
            + "after python-holidays 0.108 (Federal Office of Justice, cantonal holidays)",
        rules: { swissHolidays },
        subdivisions: swissCantons)

    /// A canton, known from 1994: its list is the one in force since August 1 became the
    /// federal holiday (SR 116.1; see the header), the one thing every canton shares.
    private static func canton(
        _ code: String, _ name: String, local: String? = nil, languages: [String]? = nil,
        rules: @escaping @Sendable () -> [HolidayRule], kinds: [HolidayKind]? = nil
    ) -> Subdivision {
        Subdivision(code, name, local: local, languages: languages, known: .from(1994), rules: rules, kinds: kinds)
    }

    /// The 26 cantons, in the order of their codes, then the city of Zürich (no ISO 3166-2
    /// code: holical calls it CH-STADTZURICH).
    private static let swissCantons: [Subdivision] = [
        canton("AG", "Aargau", rules: { aargauHolidays }),
        canton("AI", "Appenzell Innerrhoden", rules: { appenzellInnerrhodenHolidays }),
        canton("AR", "Appenzell Ausserrhoden", rules: { appenzellAusserrhodenHolidays }),
        canton("BE", "Bern", local: "Bern / Berne", languages: ["de", "fr"], rules: { bernHolidays }),
        canton("BL", "Basel-Landschaft", rules: { baselHolidays }),
        canton("BS", "Basel-Stadt", rules: { baselHolidays }),
        canton(
            "FR", "Fribourg", local: "Fribourg / Freiburg", languages: ["fr", "de"],
            rules: { fribourgHolidays }, kinds: [.public, .optional]),
        canton("GE", "Geneva", local: "Genève", languages: ["fr"], rules: { genevaHolidays }),
        canton("GL", "Glarus", rules: { glarusHolidays }, kinds: [.public, .optional]),
        canton(
            "GR", "Grisons", local: "Graubünden / Grischun / Grigioni", languages: ["de", "it"],
            rules: { grisonsHolidays }, kinds: [.public, .optional]),
        canton("JU", "Jura", languages: ["fr"], rules: { juraHolidays }),
        canton("LU", "Lucerne", local: "Luzern", rules: { lucerneHolidays }),
        canton("NE", "Neuchâtel", languages: ["fr"], rules: { neuchatelHolidays }),
        canton("NW", "Nidwalden", rules: { nidwaldenHolidays }, kinds: [.public, .optional]),
        canton("OW", "Obwalden", rules: { obwaldenHolidays }, kinds: [.public, .optional]),
        canton("SG", "St. Gallen", rules: { stGallenHolidays }, kinds: [.public, .optional]),
        canton("SH", "Schaffhausen", rules: { schaffhausenHolidays }, kinds: [.public, .optional]),
        canton("SO", "Solothurn", rules: { solothurnHolidays }, kinds: [.public, .halfDay, .optional]),
        canton("SZ", "Schwyz", rules: { schwyzHolidays }),
        canton("TG", "Thurgau", rules: { thurgauHolidays }),
        canton("TI", "Ticino", languages: ["it"], rules: { ticinoHolidays }),
        canton("UR", "Uri", rules: { uriHolidays }),
        canton("VD", "Vaud", languages: ["fr"], rules: { vaudHolidays }),
        canton(
            "VS", "Valais", local: "Valais / Wallis", languages: ["fr", "de"], rules: { valaisHolidays },
            kinds: [.public, .optional]),
        canton("ZG", "Zug", rules: { zugHolidays }, kinds: [.public, .optional]),
        canton("ZH", "Zurich", local: "Zürich", rules: { zurichHolidays }),
        Subdivision(
            "STADTZURICH", "City of Zurich", local: "Stadt Zürich", within: "ZH", rules: { zurichCityHolidays }, kinds: [.public, .halfDay, .optional]),
    ]

    /// The days every canton keeps, and the federal holiday.
    private static let swissHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["de": "Neujahrstag", "fr": "Nouvel An", "it": "Capodanno"],
            on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Ascension Day", ["de": "Auffahrt", "fr": "Ascension", "it": "Ascensione di Gesù"],
            on: .easter(39)),
        HolidayRule(
            "National Day", ["de": "Bundesfeiertag", "fr": "Fête nationale", "it": "Festa nazionale"],
            on: .fixed(month: 8, day: 1), years: .from(1994)),
        HolidayRule(
            "Christmas Day", ["de": "Weihnachten", "fr": "Noël", "it": "Natale"],
            on: .fixed(month: 12, day: 25)),
    ]

    // Days several cantons keep, in the order of the year.

    private static let swissBerchtoldsDay = HolidayRule(
        "St Berchtold's Day", ["de": "Berchtoldstag", "fr": "Saint-Berchtold", "it": "Giorno di Bertoldo"],
        on: .fixed(month: 1, day: 2))
    private static let swissEpiphany = HolidayRule(
        "Epiphany", ["de": "Heilige Drei Könige", "fr": "Épiphanie", "it": "Epifania"],
        on: .fixed(month: 1, day: 6))
    private static let swissSaintJosephsDay = HolidayRule(
        "St Joseph's Day", ["de": "Josefstag", "fr": "Saint-Joseph", "it": "San Giuseppe"],
        on: .fixed(month: 3, day: 19))
    private static let swissGoodFriday = HolidayRule(
        "Good Friday", ["de": "Karfreitag", "fr": "Vendredi saint", "it": "Venerdì Santo"],
        on: .easter(-2))
    private static let swissEasterMonday = HolidayRule(
        "Easter Monday", ["de": "Ostermontag", "fr": "Lundi de Pâques", "it": "Lunedì dell'Angelo"],
        on: .easter(1))
    private static let swissLabourDay = HolidayRule(
        "Labour Day", ["de": "Tag der Arbeit", "fr": "Fête du Travail", "it": "Festa del lavoro"],
        on: .fixed(month: 5, day: 1))
    private static let swissWhitMonday = HolidayRule(
        "Whit Monday", ["de": "Pfingstmontag", "fr": "Lundi de Pentecôte", "it": "Lunedì di Pentecoste"],
        on: .easter(50))
    private static let swissCorpusChristi = HolidayRule(
        "Corpus Christi", ["de": "Fronleichnam", "fr": "Fête-Dieu", "it": "Corpus Domini"],
        on: .easter(60))
    private static let swissAssumptionDay = HolidayRule(
        "Assumption Day", ["de": "Mariä Himmelfahrt", "fr": "Assomption", "it": "Assunzione di Maria"],
        on: .fixed(month: 8, day: 15))
    private static let swissAllSaintsDay = HolidayRule(
        "All Saints' Day", ["de": "Allerheiligen", "fr": "Toussaint", "it": "Ognissanti"],
        on: .fixed(month: 11, day: 1))
    private static let swissImmaculateConception = HolidayRule(
        "Immaculate Conception",
        ["de": "Mariä Empfängnis", "fr": "Immaculée Conception", "it": "Immacolata Concezione"],
        on: .fixed(month: 12, day: 8))
    private static let swissSaintStephensDay = HolidayRule(
        "St Stephen's Day", ["de": "Stephanstag", "fr": "Saint-Étienne", "it": "Giorno di Santo Stefano"],
        on: .fixed(month: 12, day: 26))
    /// Appenzell (both) and Uri keep St Stephen's Day except on a Tuesday or a Saturday
    /// (Christmas on a Monday or a Friday), after python-holidays 0.108.
    private static let swissShortSaintStephensDay = HolidayRule(
        "St Stephen's Day", ["de": "Stephanstag", "fr": "Saint-Étienne", "it": "Giorno di Santo Stefano"],
        on: .fixed(month: 12, day: 26), observed: [.dropping(.always, on: [.tuesday, .saturday])])

    /// The optional days of Fribourg, Nidwalden, Obwalden, Valais and Zug.
    private static let swissOptionalDays: [HolidayRule] = [
        swissBerchtoldsDay.ofKind(.optional), swissEasterMonday.ofKind(.optional),
        swissWhitMonday.ofKind(.optional), swissSaintStephensDay.ofKind(.optional),
    ]

    // The cantons, in the order of their codes.

    private static let aargauHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissLabourDay, swissWhitMonday,
        swissCorpusChristi, swissAssumptionDay, swissAllSaintsDay, swissImmaculateConception,
        swissSaintStephensDay,
    ]

    private static let appenzellInnerrhodenHolidays: [HolidayRule] = [
        swissGoodFriday, swissEasterMonday, swissWhitMonday, swissCorpusChristi, swissAssumptionDay,
        swissAllSaintsDay, swissImmaculateConception, swissShortSaintStephensDay,
    ]

    private static let appenzellAusserrhodenHolidays: [HolidayRule] = [
        swissGoodFriday, swissEasterMonday, swissWhitMonday, swissShortSaintStephensDay,
    ]

    private static let bernHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissWhitMonday, swissSaintStephensDay,
    ]

    /// Basel-Landschaft and Basel-Stadt keep the same days.
    private static let baselHolidays: [HolidayRule] = [
        swissGoodFriday, swissEasterMonday, swissLabourDay, swissWhitMonday, swissSaintStephensDay,
    ]

    private static let fribourgHolidays: [HolidayRule] = [swissGoodFriday] + swissOptionalDays

    /// Geneva: the Jeûne genevois (the Thursday after the first Sunday of September) and the
    /// Restoration of the Republic (31 December 1813).
    private static let genevaHolidays: [HolidayRule] = [
        swissGoodFriday, swissEasterMonday, swissWhitMonday,
        HolidayRule(
            "Geneva Fast", ["de": "Genfer Bettag", "fr": "Jeûne genevois", "it": "Digiuno ginevrino"],
            on: .weekday(.sunday, onOrAfter: 9, 1).shifted(4)),
        HolidayRule(
            "Restoration of the Republic",
            [
                "de": "Wiederherstellung der Republik", "fr": "Restauration de la République",
                "it": "Restaurazione della Repubblica",
            ],
            on: .fixed(month: 12, day: 31)),
    ]

    /// Glarus: the Näfelser Fahrt, for the battle of Näfels (1388), on the first Thursday of
    /// April, a week later when that is Maundy Thursday (the Glarus government for 2023:
    /// Thursday 13 April): Easter on 4-10 April (2021, 2023, 2026 ...).
    private static let glarusHolidays: [HolidayRule] = [
        swissBerchtoldsDay.ofKind(.optional),
        HolidayRule(
            "Näfelser Fahrt", ["de": "Näfelser Fahrt", "fr": "Fahrtsfest", "it": "Battaglia di Näfels"],
            on: .nth(1, .thursday, of: 4).moved(by: 7, whenOn: .easter(-3))),
        swissGoodFriday, swissEasterMonday, swissWhitMonday, swissAllSaintsDay, swissSaintStephensDay,
    ]

    private static let grisonsHolidays: [HolidayRule] = [
        swissGoodFriday.ofKind(.optional), swissEasterMonday, swissWhitMonday, swissSaintStephensDay,
    ]

    /// Jura: the plebiscite of 23 June 1974 that founded the canton.
    private static let juraHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissLabourDay, swissWhitMonday,
        swissCorpusChristi,
        HolidayRule(
            "Independence Day",
            [
                "de": "Fest der Unabhängigkeit", "fr": "Commémoration du plébiscite",
                "it": "Festa dell'Indipendenza",
            ],
            on: .fixed(month: 6, day: 23)),
        swissAssumptionDay, swissAllSaintsDay,
    ]

    private static let lucerneHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissWhitMonday, swissCorpusChristi,
        swissAssumptionDay, swissAllSaintsDay, swissImmaculateConception, swissSaintStephensDay,
    ]

    /// Neuchâtel: 2 January and 26 December are holidays only when the day before is a
    /// Sunday; 1 March is the proclamation of the Republic (1848).
    private static let neuchatelHolidays: [HolidayRule] = {
        let onlyMonday: [Observance] = [
            .dropping(.always, on: [.tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])
        ]
        return [
            swissBerchtoldsDay.observed(onlyMonday),
            HolidayRule(
                "Republic Day",
                [
                    "de": "Jahrestag der Ausrufung der Republik", "fr": "Instauration de la République",
                    "it": "Giorno della Repubblica",
                ],
                on: .fixed(month: 3, day: 1)),
            swissGoodFriday, swissLabourDay, swissCorpusChristi, swissSaintStephensDay.observed(onlyMonday),
        ]
    }()

    private static let nidwaldenHolidays: [HolidayRule] = [
        swissSaintJosephsDay, swissGoodFriday, swissCorpusChristi, swissAssumptionDay,
        swissAllSaintsDay, swissImmaculateConception,
    ] + swissOptionalDays

    /// Obwalden: its patron, Brother Klaus (Nicholas of Flüe), on 25 September.
    private static let obwaldenHolidays: [HolidayRule] = [
        swissGoodFriday, swissCorpusChristi, swissAssumptionDay,
        HolidayRule(
            "St Nicholas of Flüe",
            ["de": "Bruder Klaus", "fr": "Fête de Saint-Nicolas-de-Flüe", "it": "San Nicolao della Flüe"],
            on: .fixed(month: 9, day: 25)),
        swissAllSaintsDay, swissImmaculateConception,
    ] + swissOptionalDays

    private static let stGallenHolidays: [HolidayRule] = [
        swissBerchtoldsDay.ofKind(.optional), swissGoodFriday, swissEasterMonday, swissWhitMonday,
        swissAllSaintsDay, swissSaintStephensDay,
    ]

    private static let schaffhausenHolidays: [HolidayRule] = [
        swissBerchtoldsDay.ofKind(.optional), swissGoodFriday, swissEasterMonday, swissLabourDay,
        swissWhitMonday, swissSaintStephensDay,
    ]

    /// Solothurn: work stops at noon on Labour Day.
    private static let solothurnHolidays: [HolidayRule] = [
        swissBerchtoldsDay.ofKind(.optional), swissGoodFriday, swissLabourDay.ofKind(.halfDay),
    ]

    private static let schwyzHolidays: [HolidayRule] = [
        swissEpiphany, swissSaintJosephsDay, swissGoodFriday, swissEasterMonday, swissWhitMonday,
        swissCorpusChristi, swissAssumptionDay, swissAllSaintsDay, swissImmaculateConception,
        swissSaintStephensDay,
    ]

    private static let thurgauHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissLabourDay, swissWhitMonday,
        swissSaintStephensDay,
    ]

    /// Ticino keeps Easter Monday but not Good Friday.
    private static let ticinoHolidays: [HolidayRule] = [
        swissEpiphany, swissSaintJosephsDay, swissEasterMonday, swissLabourDay, swissWhitMonday,
        swissCorpusChristi,
        HolidayRule(
            "Sts Peter and Paul",
            ["de": "Peter und Paul", "fr": "Saint-Pierre et Paul", "it": "Santi Pietro e Paolo"],
            on: .fixed(month: 6, day: 29)),
        swissAssumptionDay, swissAllSaintsDay, swissImmaculateConception, swissSaintStephensDay,
    ]

    private static let uriHolidays: [HolidayRule] = [
        swissEpiphany, swissSaintJosephsDay, swissGoodFriday, swissEasterMonday, swissWhitMonday,
        swissCorpusChristi, swissAssumptionDay, swissAllSaintsDay, swissImmaculateConception,
        swissShortSaintStephensDay,
    ]

    /// Vaud: the Monday after the Federal Fast (the third Sunday of September).
    private static let vaudHolidays: [HolidayRule] = [
        swissBerchtoldsDay, swissGoodFriday, swissEasterMonday, swissWhitMonday,
        HolidayRule(
            "Federal Fast Monday",
            ["de": "Bettagsmontag", "fr": "Lundi du Jeûne fédéral", "it": "Lunedì del digiuno federale"],
            on: .nth(3, .sunday, of: 9).shifted(1)),
    ]

    private static let valaisHolidays: [HolidayRule] = [
        swissSaintJosephsDay, swissCorpusChristi, swissAssumptionDay, swissAllSaintsDay,
        swissImmaculateConception,
    ] + swissOptionalDays

    private static let zugHolidays: [HolidayRule] = [
        swissGoodFriday, swissCorpusChristi, swissAssumptionDay, swissAllSaintsDay,
        swissImmaculateConception,
    ] + swissOptionalDays

    private static let zurichHolidays: [HolidayRule] = [
        swissGoodFriday, swissEasterMonday, swissLabourDay, swissWhitMonday, swissSaintStephensDay,
    ]

    // The city of Zürich, within the canton: the canton's days, and the days the city gives its staff
    // (stadt-zuerich.ch, Arbeiten bei der Stadt: Feiertage und Betriebsferientage, after
    // the Personalrecht and the city council's yearly decisions): 2 January; Knabenschiessen,
    // the shooting contest of the second weekend of September; the afternoons of
    // Sechseläuten, the Knabenschiessen Monday and 24 December; work ending early on the
    // days before Good Friday and Ascension and on 31 December. Besides, six
    // Betriebsferientage the city council fixes each year at Ascension and after Christmas;
    // holical lists them, as python-holidays 0.108 does, as optional days.

    private static let zurichCityHolidays: [HolidayRule] =
        [swissBerchtoldsDay] + zurichCityKnabenschiessen
        + (zurichCityAfternoons + zurichCityEarlyClosings).map { $0.ofKind(.halfDay).keyed("\($0.key) (half day)") }
        + zurichCityAfternoons.map { $0.ofKind(.optional) } + zurichCityBridgeDays

    /// Knabenschiessen: the Saturday and Sunday of the second weekend of September.
    private static let zurichCityKnabenschiessen: [HolidayRule] = [
        HolidayRule(
            "Knabenschiessen", local: "Knabenschiessen", on: .nth(2, .sunday, of: 9).shifted(-1),
            key: "Knabenschiessen Saturday"),
        HolidayRule(
            "Knabenschiessen", local: "Knabenschiessen", on: .nth(2, .sunday, of: 9),
            key: "Knabenschiessen Sunday"),
    ]

    /// The Knabenschiessen Monday, the day after the second Sunday of September.
    private static let zurichCityKnabenschiessenMonday: DateRule = .nth(2, .sunday, of: 9).shifted(1)

    /// Days whose afternoon or end is free, in both lists (half day and optional).
    private static let zurichCityAfternoons: [HolidayRule] = [
        HolidayRule("Day before Good Friday", local: "Vortag vor Karfreitag", on: .easter(-3)),
        // The third Monday of April, a week later when that is Easter Monday (2014, 2022,
        // 2025: 28 April).
        HolidayRule(
            "Sechseläuten", local: "Sechseläuten",
            on: .nth(3, .monday, of: 4).moved(by: 7, whenOn: .easter(1))),
        HolidayRule("Christmas Eve", local: "Heiligabend", on: .fixed(month: 12, day: 24)),
        HolidayRule("New Year's Eve", local: "Vortag vor Neujahr", on: .fixed(month: 12, day: 31)),
    ]

    /// The half days that are not optional days too.
    private static let zurichCityEarlyClosings: [HolidayRule] = [
        HolidayRule("Day before Ascension Day", local: "Vortag vor Auffahrt", on: .easter(38)),
        HolidayRule("Knabenschiessen Monday", local: "Knabenschiessen", on: zurichCityKnabenschiessenMonday),
    ]

    /// The Betriebsferientage: the working days of 27-30 December first; then, in years
    /// with three or fewer of them (Christmas on a weekday), the Knabenschiessen Monday; with
    /// two (Christmas on a Tuesday, Wednesday or Thursday), also the Friday after Ascension,
    /// as python-holidays 0.108 has it (the council fixes the days each year). Christmas is on a weekday exactly when the
    /// Knabenschiessen Monday falls on 9-11 or 14-15 September (on the 12th Christmas is a
    /// Sunday, on the 13th a Saturday).
    private static let zurichCityBridgeDays: [HolidayRule] = {
        let weekend: [Observance] = [.dropping(.always, on: [.saturday, .sunday])]
        let bridge = (27...30).map { day in
            HolidayRule(
                "Bridge Day", local: "Brückentag", on: .fixed(month: 12, day: day), kind: .optional,
                observed: weekend, key: "Bridge Day \(day) December")
        }
        let mondays: [(DateRule, String)] = [
            (.weekday(.monday, onOrBefore: 9, 11), "9-11 September"),
            (.weekday(.monday, onOrAfter: 9, 14), "14-15 September"),
        ]
        let knabenschiessen = mondays.map { window, days in
            HolidayRule(
                "Knabenschiessen Monday", local: "Knabenschiessen",
                on: zurichCityKnabenschiessenMonday.following(by: 0, whenOn: window), kind: .optional,
                key: "Knabenschiessen Monday \(days)")
        }
        let ascensionBridge = HolidayRule(
            "Bridge Day", local: "Brückentag",
            on: DateRule.easter(40).inYears(when: .fixed(month: 12, day: 25), fallsOn: [.tuesday, .wednesday, .thursday]),
            kind: .optional, key: "Bridge Day after Ascension")
        return [ascensionBridge] + knabenschiessen + bridge
    }()
}
