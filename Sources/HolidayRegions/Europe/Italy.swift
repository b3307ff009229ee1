import HolidayEngine

// Italy: the civil holidays of the Republic (Legge 27 maggio 1949, n. 260, "Disposizioni in
// materia di ricorrenze festive", as amended by Legge 5 marzo 1977, n. 54, which abolished
// five religious days and moved two civil ones to Sundays; DPR 28 dicembre 1985, n. 792,
// which restored Epiphany; Legge 20 novembre 2000, n. 336, which brought Republic Day back
// to June 2; Legge 8 ottobre 2025, n. 151, which made October 4 a national holiday from
// 2026), with Easter Sunday (every Sunday is a holiday), and the days decreed once. No
// substitute days.
//
// Each province keeps the feast of the patron saint of its capital: the patron's day is a
// holiday in the municipality (Legge 260/1949 and DPR 792/1985 keep it beside the national
// days), and the provinces below list their capital's patron (the patron saints of the
// provincial capitals as Wikipedia's "Santi patroni cattolici delle città capoluogo di
// provincia italiane" lists them, after python-holidays 0.108). Provinces with two or three
// capitals keep each capital's day; the seven such capitals are regions of their own with
// their one day. The autonomous province of Bolzano adds Whit Monday and half days off
// (Landesgesetz 16. Oktober 1992, Nr. 36).

extension Country {
    /// Italy: public holidays, known from 1950, and the patron saints' days of the 107
    /// provinces, Aosta and seven provincial capitals.
    public static let italy = Country(
        "IT", "Italy", local: "Italia", languages: ["it"], firstWeekday: .monday,
        known: .from(1950),
        sources: "Legge 27 maggio 1949, n. 260; Legge 5 marzo 1977, n. 54; DPR 28 dicembre 1985, "
            + "n. 792; Legge 20 novembre 2000, n. 336; Legge 8 ottobre 2025, n. 151; the patron "
            + "saints of the provincial capitals; Legge provinciale Bolzano 16 ottobre 1992, n. 36",
        rules: { italianHolidays },
        subdivisions: italianProvinces)

    /// The national holidays, in the order of the year.
    private static let italianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Capodanno", on: .fixed(month: 1, day: 1)),
        // Abolished by Legge 54/1977 (after January 6, 1977), restored by DPR 792/1985.
        HolidayRule("Epiphany", local: "Epifania", on: .fixed(month: 1, day: 6), years: .through(1977)),
        HolidayRule("Epiphany", local: "Epifania", on: .fixed(month: 1, day: 6), years: .from(1986)),
        // Abolished by Legge 54/1977, in force before March 19, 1977.
        HolidayRule(
            "Saint Joseph's Day", local: "San Giuseppe", on: .fixed(month: 3, day: 19), years: .through(1976)),
        // The centenary and the 150th anniversary of the proclamation of the Kingdom of Italy
        // (Decreto-legge 22 febbraio 2011, n. 5, for 2011).
        .oneOff(
            "Anniversary of the Unification of Italy", local: "Anniversario dell'Unità d'Italia",
            on: CivilDate(year: 1961, month: 3, day: 17)!),
        .oneOff(
            "Anniversary of the Unification of Italy", local: "Anniversario dell'Unità d'Italia",
            on: CivilDate(year: 2011, month: 3, day: 17)!),
        HolidayRule("Easter Sunday", local: "Pasqua", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Lunedì dell'Angelo", on: .easter(1)),
        HolidayRule("Liberation Day", local: "Anniversario della Liberazione", on: .fixed(month: 4, day: 25)),
        HolidayRule("Labour Day", local: "Festa del Lavoro", on: .fixed(month: 5, day: 1)),
        // Abolished by Legge 54/1977 (Ascension 1977 fell after it).
        HolidayRule("Ascension Day", local: "Ascensione", on: .easter(39), years: .through(1976)),
        HolidayRule("Corpus Christi", local: "Corpus Domini", on: .easter(60), years: .through(1976)),
        // June 2; the first Sunday of June from Legge 54/1977 until Legge 336/2000.
        HolidayRule(
            "Republic Day", local: "Festa della Repubblica", on: .fixed(month: 6, day: 2),
            years: .through(1976)),
        HolidayRule(
            "Republic Day", local: "Festa della Repubblica", on: .nth(1, .sunday, of: 6),
            years: YearSet(1977, 2000)),
        HolidayRule(
            "Republic Day", local: "Festa della Repubblica", on: .fixed(month: 6, day: 2), years: .from(2001)),
        HolidayRule(
            "Saints Peter and Paul", local: "Santi Apostoli Pietro e Paolo", on: .fixed(month: 6, day: 29),
            years: .through(1976)),
        HolidayRule(
            "Assumption Day", local: "Assunzione della Beata Vergine Maria", on: .fixed(month: 8, day: 15)),
        // Legge 151/2025.
        HolidayRule(
            "Saint Francis of Assisi, Patron Saint of Italy",
            local: "Festa nazionale di San Francesco d'Assisi, patrono d'Italia", on: .fixed(month: 10, day: 4),
            years: .from(2026)),
        HolidayRule("All Saints' Day", local: "Ognissanti", on: .fixed(month: 11, day: 1)),
        // November 4; the first Sunday of November from Legge 54/1977.
        HolidayRule(
            "National Unity Day", local: "Giorno dell'unità nazionale", on: .fixed(month: 11, day: 4),
            years: .through(1976)),
        HolidayRule(
            "National Unity Day", local: "Giorno dell'unità nazionale", on: .nth(1, .sunday, of: 11),
            years: .from(1977)),
        HolidayRule("Immaculate Conception", local: "Immacolata Concezione", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Day", local: "Natale", on: .fixed(month: 12, day: 25)),
        HolidayRule("Saint Stephen's Day", local: "Santo Stefano", on: .fixed(month: 12, day: 26)),
    ]

    /// A province (or a provincial capital) and its patron saints' days.
    private static func province(
        _ code: String, _ name: String, local: String? = nil,
        _ patrons: @escaping @Sendable () -> [HolidayRule]
    ) -> Subdivision {
        Subdivision(code, name, local: local, rules: patrons)
    }

    /// A patron saint's day on a fixed date.
    private static func patron(_ english: String, _ italian: String, _ month: Int, _ day: Int) -> HolidayRule {
        HolidayRule(english, local: italian, on: .fixed(month: month, day: day))
    }

    /// A patron saint's day on a date found otherwise.
    private static func patron(_ english: String, _ italian: String, on date: DateRule) -> HolidayRule {
        HolidayRule(english, local: italian, on: date)
    }

    // Patrons of more than one capital, and the days of the provinces with several capitals.

    private static let saintJohnTheBaptist = patron("Saint John's Day", "San Giovanni Battista", 6, 24)
    private static let saintGeorge = patron("Saint George's Day", "San Giorgio", 4, 23)
    private static let saintNicholas = patron("Saint Nicholas's Day", "San Nicola", 12, 6)
    private static let saintMichael = patron("Saint Michael the Archangel's Day", "San Michele Arcangelo", 9, 29)
    private static let saintMark = patron("Saint Mark's Day", "San Marco Evangelista", 4, 25)
    private static let saintVictor = patron("Saint Victor the Moor's Day", "San Vittore il Moro", 5, 8)
    private static let saintStephen = patron("Saint Stephen's Day", "Santo Stefano", 12, 26)
    private static let saintFrancis = patron("Saint Francis of Assisi's Day", "San Francesco d'Assisi", 10, 4)
    private static let ourLadyOfTheFire = patron("Our Lady of the Fire", "Madonna del Fuoco", 2, 4)  // Forlì
    private static let saintNicholasThePilgrim = patron(
        "Saint Nicholas the Pilgrim's Day", "San Nicola Pellegrino", 5, 3)  // Trani
    private static let saintRichard = patron(
        "Saint Richard of Andria's Day", "San Riccardo di Andria", on: .nth(3, .sunday, of: 9))  // Andria
    private static let saintRoger = patron("Saint Roger's Day", "San Ruggero", 12, 30)  // Barletta
    private static let saintCrescentinus = patron("Saint Crescentinus's Day", "San Crescentino", 6, 1)  // Urbino
    private static let saintTerentius = patron(
        "Saint Terentius of Pesaro's Day", "San Terenzio di Pesaro", 9, 24)  // Pesaro

    /// The provinces in the order of their codes, each with its capital's patron, then the
    /// capitals of the provinces that have several.
    private static let italianProvinces: [Subdivision] = [
        province("AG", "Agrigento") { [patron("Saint Gerland's Day", "San Gerlando", 2, 25)] },
        province("AL", "Alessandria") { [patron("Saint Baudolino's Day", "San Baudolino", 11, 10)] },
        province("AN", "Ancona") { [patron("Saint Cyriacus's Day", "San Ciriaco", 5, 4)] },
        province("AO", "Aosta") { [patron("Saint Grat's Day", "San Grato", 9, 7)] },
        province("AP", "Ascoli Piceno") { [patron("Saint Emidius's Day", "Sant'Emidio", 8, 5)] },
        province("AQ", "L'Aquila") { [patron("Saint Maximus of Aveia's Day", "San Massimo d'Aveia", 6, 10)] },
        province("AR", "Arezzo") { [patron("Saint Donatus of Arezzo's Day", "San Donato d'Arezzo", 8, 7)] },
        province("AT", "Asti") {
            [patron("Saint Secundus of Asti's Day", "San Secondo di Asti", on: .nth(1, .tuesday, of: 5))]
        },
        province("AV", "Avellino") { [patron("Saint Modestinus's Day", "San Modestino", 2, 14)] },
        province("BA", "Bari") { [saintNicholas] },
        province("BG", "Bergamo") {
            [patron("Saint Alexander of Bergamo's Day", "Sant'Alessandro di Bergamo", 8, 26)]
        },
        province("BI", "Biella") { [saintStephen] },
        province("BL", "Belluno") { [patron("Saint Martin's Day", "San Martino", 11, 11)] },
        province("BN", "Benevento") { [patron("Saint Bartholomew's Day", "San Bartolomeo apostolo", 8, 24)] },
        province("BO", "Bologna") { [patron("Saint Petronius's Day", "San Petronio", 10, 4)] },
        province("BR", "Brindisi") {
            [
                patron(
                    "Saint Theodore of Amasea and Saint Lawrence of Brindisi's Day",
                    "San Teodoro d'Amasea e San Lorenzo da Brindisi", on: .nth(1, .sunday, of: 9)),
            ]
        },
        province("BS", "Brescia") { [patron("Saints Faustinus and Jovita's Day", "Santi Faustino e Giovita", 2, 15)] },
        province("BT", "Barletta-Andria-Trani") { [saintNicholasThePilgrim, saintRichard, saintRoger] },
        province("BZ", "Bolzano", local: "Bolzano / Bozen") { bolzanoHolidays },
        province("CA", "Cagliari") {
            [patron("Saint Saturninus of Cagliari's Day", "San Saturnino di Cagliari", 10, 30)]
        },
        province("CB", "Campobasso") { [saintGeorge] },
        province("CE", "Caserta") { [patron("Saint Sebastian's Day", "San Sebastiano", 1, 20)] },
        province("CH", "Chieti") { [patron("Saint Justin of Chieti's Day", "San Giustino di Chieti", 5, 11)] },
        province("CL", "Caltanissetta") { [saintMichael] },
        province("CN", "Cuneo") { [saintMichael] },
        province("CO", "Como") { [patron("Saint Abbondius's Day", "Sant'Abbondio", 8, 31)] },
        province("CR", "Cremona") { [patron("Saint Homobonus's Day", "Sant'Omobono", 11, 13)] },
        province("CS", "Cosenza") { [patron("Our Lady of the Pilerio", "Madonna del Pilerio", 2, 12)] },
        province("CT", "Catania") { [patron("Saint Agatha's Day", "Sant'Agata", 2, 5)] },
        province("CZ", "Catanzaro") { [patron("Saint Vitalian's Day", "San Vitaliano", 7, 16)] },
        province("EN", "Enna") { [patron("Visitation of Mary Day", "Madonna della Visitazione", 7, 2)] },
        province("FC", "Forlì-Cesena") { [ourLadyOfTheFire, saintJohnTheBaptist] },
        province("FE", "Ferrara") { [saintGeorge] },
        province("FG", "Foggia") { [patron("Our Lady of the Seven Veils", "Madonna dei Sette Veli", 3, 22)] },
        province("FI", "Florence", local: "Firenze") { [saintJohnTheBaptist] },
        province("FM", "Fermo") {
            [
                patron("Our Lady of the Assumption", "Maria Santissima Assunta", 8, 15),
                patron("Our Lady of the Assumption (second day)", "Maria Santissima Assunta", 8, 16),
            ]
        },
        province("FR", "Frosinone") { [patron("Saint Silverius's Day", "San Silverio", 6, 20)] },
        province("GE", "Genoa", local: "Genova") { [saintJohnTheBaptist] },
        province("GO", "Gorizia") { [patron("Saints Hilary and Tatian's Day", "Santi Ilario e Taziano", 3, 16)] },
        province("GR", "Grosseto") { [patron("Saint Lawrence's Day", "San Lorenzo", 8, 10)] },
        province("IM", "Imperia") {
            [patron("Saint Leonard of Porto Maurizio's Day", "San Leonardo da Porto Maurizio", 11, 26)]
        },
        province("IS", "Isernia") { [patron("Saint Peter Celestine's Day", "San Pietro Celestino", 5, 19)] },
        province("KR", "Crotone") { [patron("Saint Dionysius's Day", "San Dionigi", 10, 9)] },
        province("LC", "Lecco") { [saintNicholas] },
        province("LE", "Lecce") { [patron("Saint Orontius's Day", "Sant'Oronzo", 8, 26)] },
        province("LI", "Livorno") { [patron("Saint Julia's Day", "Santa Giulia", 5, 22)] },
        province("LO", "Lodi") { [patron("Saint Bassianus's Day", "San Bassiano", 1, 19)] },
        province("LT", "Latina") { [saintMark, patron("Saint Maria Goretti's Day", "Santa Maria Goretti", 7, 6)] },
        province("LU", "Lucca") { [patron("Saint Paulinus of Lucca's Day", "San Paolino di Lucca", 7, 12)] },
        province("MB", "Monza and Brianza", local: "Monza e Brianza") { [saintJohnTheBaptist] },
        province("MC", "Macerata") {
            [patron("Saint Julian the Hospitaller's Day", "San Giuliano l'ospitaliere", 8, 31)]
        },
        province("ME", "Messina") { [patron("Our Lady of the Letter", "Madonna della Lettera", 6, 3)] },
        province("MI", "Milan", local: "Milano") { [patron("Saint Ambrose's Day", "Sant'Ambrogio", 12, 7)] },
        province("MN", "Mantua", local: "Mantova") {
            [patron("Saint Anselm of Baggio's Day", "Sant'Anselmo da Baggio", 3, 18)]
        },
        province("MO", "Modena") { [patron("Saint Geminianus's Day", "San Geminiano", 1, 31)] },
        province("MS", "Massa-Carrara") { [saintFrancis] },
        province("MT", "Matera") { [patron("Our Lady of the Bruna", "Madonna della Bruna", 7, 2)] },
        province("NA", "Naples", local: "Napoli") { [patron("Saint Januarius's Day", "San Gennaro", 9, 19)] },
        province("NO", "Novara") { [patron("Saint Gaudentius's Day", "San Gaudenzio", 1, 22)] },
        province("NU", "Nuoro") { [patron("Our Lady of the Snows", "Nostra Signora della Neve", 8, 5)] },
        province("OR", "Oristano") { [patron("Saint Archelaus's Day", "Sant'Archelao", 2, 13)] },
        province("PA", "Palermo") { [patron("Saint Rosalia's Day", "Santa Rosalia", 7, 15)] },
        province("PC", "Piacenza") {
            [patron("Saint Antoninus of Piacenza's Day", "Sant'Antonino di Piacenza", 7, 4)]
        },
        province("PD", "Padua", local: "Padova") {
            [patron("Saint Anthony of Padua's Day", "Sant'Antonio di Padova", 6, 13)]
        },
        province("PE", "Pescara") { [patron("Saint Cetteus's Day", "San Cetteo", 10, 10)] },
        province("PG", "Perugia") {
            [patron("Saint Clare of Assisi's Day", "Santa Chiara d'Assisi", 8, 11), saintFrancis]
        },
        province("PI", "Pisa") { [patron("Saint Ranieri's Day", "San Ranieri", 6, 17)] },
        province("PN", "Pordenone") { [saintMark, patron("Our Lady of Graces", "Madonna delle Grazie", 9, 8)] },
        province("PO", "Prato") { [saintStephen] },
        province("PR", "Parma") { [patron("Saint Hilary of Poitiers's Day", "Sant'Ilario di Poitiers", 1, 13)] },
        province("PT", "Pistoia") { [patron("Saint James's Day", "San Jacopo", 7, 25)] },
        province("PU", "Pesaro and Urbino", local: "Pesaro e Urbino") { [saintCrescentinus, saintTerentius] },
        province("PV", "Pavia") { [patron("Saint Syrus's Day", "San Siro", 12, 9)] },
        province("PZ", "Potenza") { [patron("Saint Gerard of Potenza's Day", "San Gerardo di Potenza", 5, 30)] },
        province("RA", "Ravenna") { [patron("Saint Apollinaris's Day", "Sant'Apollinare", 7, 23)] },
        province("RC", "Reggio Calabria") { [saintGeorge] },
        province("RE", "Reggio Emilia") { [patron("Saint Prosper of Reggio's Day", "San Prospero Vescovo", 11, 24)] },
        province("RG", "Ragusa") {
            [
                patron("Saint George the Martyr's Day", "San Giorgio Martire", 4, 23),
                patron("Beheading of Saint John the Baptist", "San Giovanni Battista", 8, 29),
            ]
        },
        province("RI", "Rieti") { [patron("Saint Barbara's Day", "Santa Barbara", 12, 4)] },
        province("RM", "Rome", local: "Roma") {
            [patron("Saints Peter and Paul's Day", "Santi Pietro e Paolo", 6, 29)]
        },
        province("RN", "Rimini") { [patron("Saint Gaudentius's Day", "San Gaudenzio", 10, 14)] },
        province("RO", "Rovigo") { [patron("Saint Bellinus's Day", "San Bellino", 11, 26)] },
        province("SA", "Salerno") { [patron("Saint Matthew's Day", "San Matteo Evangelista", 9, 21)] },
        province("SI", "Siena") { [patron("Saint Ansanus's Day", "Sant'Ansano", 12, 1)] },
        province("SO", "Sondrio") {
            [patron("Saints Gervasius and Protasius's Day", "San Gervasio e San Protasio", 6, 19)]
        },
        province("SP", "La Spezia") { [patron("Saint Joseph's Day", "San Giuseppe", 3, 19)] },
        province("SR", "Syracuse", local: "Siracusa") { [patron("Saint Lucy's Day", "Santa Lucia", 12, 13)] },
        province("SS", "Sassari") { [saintNicholas] },
        // Carbonia's patron: the Thursday after the second Sunday of May.
        province("SU", "South Sardinia", local: "Sud Sardegna") {
            [patron("Saint Pontian's Day", "San Ponziano", on: .nth(2, .sunday, of: 5).shifted(4))]
        },
        province("SV", "Savona") { [patron("Our Lady of Mercy", "Nostra Signora della Misericordia", 3, 18)] },
        province("TA", "Taranto") { [patron("Saint Catald's Day", "San Cataldo", 5, 10)] },
        province("TE", "Teramo") { [patron("Saint Berardo's Day", "San Berardo da Pagliara", 12, 19)] },
        province("TN", "Trento") { [patron("Saint Vigilius's Day", "San Vigilio", 6, 26)] },
        province("TO", "Turin", local: "Torino") { [saintJohnTheBaptist] },
        province("TP", "Trapani") { [patron("Saint Albert of Trapani's Day", "Sant'Alberto degli Abati", 8, 7)] },
        province("TR", "Terni") { [patron("Saint Valentine's Day", "San Valentino", 2, 14)] },
        province("TS", "Trieste") { [patron("Saint Justus's Day", "San Giusto", 11, 3)] },
        province("TV", "Treviso") { [patron("Saint Liberal's Day", "San Liberale", 4, 27)] },
        province("UD", "Udine") {
            [patron("Saints Hermagoras and Fortunatus's Day", "Santi Ermacora e Fortunato", 7, 12)]
        },
        province("VA", "Varese") { [saintVictor] },
        province("VB", "Verbano-Cusio-Ossola") { [saintVictor] },  // Verbania
        province("VC", "Vercelli") { [patron("Saint Eusebius of Vercelli's Day", "Sant'Eusebio di Vercelli", 8, 1)] },
        province("VE", "Venice", local: "Venezia") {
            [saintMark, patron("Our Lady of Health", "Madonna della Salute", 11, 21)]
        },
        province("VI", "Vicenza") { [patron("Our Lady of Monte Berico", "Madonna di Monte Berico", 9, 8)] },
        province("VR", "Verona") { [patron("Saint Zeno's Day", "San Zeno", 5, 21)] },
        province("VT", "Viterbo") { [patron("Saint Rose of Viterbo's Day", "Santa Rosa da Viterbo", 9, 4)] },
        province("VV", "Vibo Valentia") { [patron("Saint Leoluca's Day", "San Leoluca", 3, 1)] },
        // The capitals of the provinces with several (no ISO 3166-2 codes: python-holidays
        // 0.108's names).
        province("ANDRIA", "Andria") { [saintRichard] },
        province("BARLETTA", "Barletta") { [saintRoger] },
        province("CESENA", "Cesena") { [saintJohnTheBaptist] },
        province("FORLI", "Forlì") { [ourLadyOfTheFire] },
        province("PESARO", "Pesaro") { [saintTerentius] },
        province("TRANI", "Trani") { [saintNicholasThePilgrim] },
        province("URBINO", "Urbino") { [saintCrescentinus] },
    ]

    /// Bolzano: Whit Monday a holiday and five half days off (Landesgesetz Nr. 36/1992; the
    /// year-end days from its first December, the carnival and Easter days from 1993).
    private static let bolzanoHolidays: [HolidayRule] = [
        HolidayRule("Whit Monday", local: "Lunedì di Pentecoste", on: .easter(50), years: .from(1993)),
        HolidayRule("Fat Thursday", local: "Giovedì grasso", on: .easter(-52), kind: .halfDay, years: .from(1993)),
        HolidayRule(
            "Last Day of Carnival", local: "Ultimo giorno di carnevale", on: .easter(-47), kind: .halfDay,
            years: .from(1993)),
        HolidayRule("Good Friday", local: "Venerdì santo", on: .easter(-2), kind: .halfDay, years: .from(1993)),
        HolidayRule(
            "Christmas Eve", local: "Vigilia di Natale", on: .fixed(month: 12, day: 24), kind: .halfDay,
            years: .from(1992)),
        HolidayRule(
            "New Year's Eve", local: "Ultimo giorno dell'anno", on: .fixed(month: 12, day: 31), kind: .halfDay,
            years: .from(1992)),
    ]
}
