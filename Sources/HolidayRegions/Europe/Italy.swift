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
        kinds: [.public], sources: "Legge 27 maggio 1949, n. 260; Legge 5 marzo 1977, n. 54; DPR 28 dicembre 1985, "
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
            on: CivilDate(1961, 3, 17)),
        .oneOff(
            "Anniversary of the Unification of Italy", local: "Anniversario dell'Unità d'Italia",
            on: CivilDate(2011, 3, 17)),
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

    // Patrons of more than one capital, and the days of the provinces with several capitals.

    private static let saintJohnTheBaptist = HolidayRule(
        "Saint John's Day", local: "San Giovanni Battista", on: .fixed(month: 6, day: 24))
    private static let saintGeorge = HolidayRule(
        "Saint George's Day", local: "San Giorgio", on: .fixed(month: 4, day: 23))
    private static let saintNicholas = HolidayRule(
        "Saint Nicholas's Day", local: "San Nicola", on: .fixed(month: 12, day: 6))
    private static let saintMichael = HolidayRule(
        "Saint Michael the Archangel's Day", local: "San Michele Arcangelo", on: .fixed(month: 9, day: 29))
    private static let saintMark = HolidayRule(
        "Saint Mark's Day", local: "San Marco Evangelista", on: .fixed(month: 4, day: 25))
    private static let saintVictor = HolidayRule(
        "Saint Victor the Moor's Day", local: "San Vittore il Moro", on: .fixed(month: 5, day: 8))
    /// Also a national holiday, which this takes the place of in Biella and Prato.
    private static let saintStephen = HolidayRule(
        "Saint Stephen's Day", local: "Santo Stefano", on: .fixed(month: 12, day: 26)
    ).replacing()
    private static let saintFrancis = HolidayRule(
        "Saint Francis of Assisi's Day", local: "San Francesco d'Assisi", on: .fixed(month: 10, day: 4))
    /// Forlì's patron.
    private static let ourLadyOfTheFire = HolidayRule(
        "Our Lady of the Fire", local: "Madonna del Fuoco", on: .fixed(month: 2, day: 4))
    /// Trani's patron.
    private static let saintNicholasThePilgrim = HolidayRule(
        "Saint Nicholas the Pilgrim's Day", local: "San Nicola Pellegrino", on: .fixed(month: 5, day: 3))
    /// Andria's patron.
    private static let saintRichard = HolidayRule(
        "Saint Richard of Andria's Day", local: "San Riccardo di Andria", on: .nth(3, .sunday, of: 9))
    /// Barletta's patron.
    private static let saintRoger = HolidayRule(
        "Saint Roger's Day", local: "San Ruggero", on: .fixed(month: 12, day: 30))
    /// Urbino's patron.
    private static let saintCrescentinus = HolidayRule(
        "Saint Crescentinus's Day", local: "San Crescentino", on: .fixed(month: 6, day: 1))
    /// Pesaro's patron.
    private static let saintTerentius = HolidayRule(
        "Saint Terentius of Pesaro's Day", local: "San Terenzio di Pesaro", on: .fixed(month: 9, day: 24))

    /// The provinces in the order of their codes, each with its capital's patron, then the
    /// capitals of the provinces that have several.
    private static let italianProvinces: [Subdivision] = [
        Subdivision("AG", "Agrigento") {
            [HolidayRule("Saint Gerland's Day", local: "San Gerlando", on: .fixed(month: 2, day: 25))]
        },
        Subdivision("AL", "Alessandria") {
            [HolidayRule("Saint Baudolino's Day", local: "San Baudolino", on: .fixed(month: 11, day: 10))]
        },
        Subdivision("AN", "Ancona") {
            [HolidayRule("Saint Cyriacus's Day", local: "San Ciriaco", on: .fixed(month: 5, day: 4))]
        },
        Subdivision("AO", "Aosta") {
            [HolidayRule("Saint Grat's Day", local: "San Grato", on: .fixed(month: 9, day: 7))]
        },
        Subdivision("AP", "Ascoli Piceno") {
            [HolidayRule("Saint Emidius's Day", local: "Sant'Emidio", on: .fixed(month: 8, day: 5))]
        },
        Subdivision("AQ", "L'Aquila") {
            [HolidayRule("Saint Maximus of Aveia's Day", local: "San Massimo d'Aveia", on: .fixed(month: 6, day: 10))]
        },
        Subdivision("AR", "Arezzo") {
            [HolidayRule("Saint Donatus of Arezzo's Day", local: "San Donato d'Arezzo", on: .fixed(month: 8, day: 7))]
        },
        Subdivision("AT", "Asti") {
            [HolidayRule("Saint Secundus of Asti's Day", local: "San Secondo di Asti", on: .nth(1, .tuesday, of: 5))]
        },
        Subdivision("AV", "Avellino") {
            [HolidayRule("Saint Modestinus's Day", local: "San Modestino", on: .fixed(month: 2, day: 14))]
        },
        Subdivision("BA", "Bari") { [saintNicholas] },
        Subdivision("BG", "Bergamo") {
            [
                HolidayRule(
                    "Saint Alexander of Bergamo's Day", local: "Sant'Alessandro di Bergamo",
                    on: .fixed(month: 8, day: 26)),
            ]
        },
        Subdivision("BI", "Biella") { [saintStephen] },
        Subdivision("BL", "Belluno") {
            [HolidayRule("Saint Martin's Day", local: "San Martino", on: .fixed(month: 11, day: 11))]
        },
        Subdivision("BN", "Benevento") {
            [HolidayRule("Saint Bartholomew's Day", local: "San Bartolomeo apostolo", on: .fixed(month: 8, day: 24))]
        },
        Subdivision("BO", "Bologna") {
            [HolidayRule("Saint Petronius's Day", local: "San Petronio", on: .fixed(month: 10, day: 4))]
        },
        Subdivision("BR", "Brindisi") {
            [
                HolidayRule(
                    "Saint Theodore of Amasea and Saint Lawrence of Brindisi's Day",
                    local: "San Teodoro d'Amasea e San Lorenzo da Brindisi", on: .nth(1, .sunday, of: 9)),
            ]
        },
        Subdivision("BS", "Brescia") {
            [
                HolidayRule(
                    "Saints Faustinus and Jovita's Day", local: "Santi Faustino e Giovita",
                    on: .fixed(month: 2, day: 15)),
            ]
        },
        Subdivision("BT", "Barletta-Andria-Trani") { [saintNicholasThePilgrim, saintRichard, saintRoger] },
        Subdivision("BZ", "Bolzano", local: "Bolzano / Bozen", rules: { bolzanoHolidays }, kinds: [.public, .halfDay]),
        Subdivision("CA", "Cagliari") {
            [
                HolidayRule(
                    "Saint Saturninus of Cagliari's Day", local: "San Saturnino di Cagliari",
                    on: .fixed(month: 10, day: 30)),
            ]
        },
        Subdivision("CB", "Campobasso") { [saintGeorge] },
        Subdivision("CE", "Caserta") {
            [HolidayRule("Saint Sebastian's Day", local: "San Sebastiano", on: .fixed(month: 1, day: 20))]
        },
        Subdivision("CH", "Chieti") {
            [
                HolidayRule(
                    "Saint Justin of Chieti's Day", local: "San Giustino di Chieti", on: .fixed(month: 5, day: 11)),
            ]
        },
        Subdivision("CL", "Caltanissetta") { [saintMichael] },
        Subdivision("CN", "Cuneo") { [saintMichael] },
        Subdivision("CO", "Como") {
            [HolidayRule("Saint Abbondius's Day", local: "Sant'Abbondio", on: .fixed(month: 8, day: 31))]
        },
        Subdivision("CR", "Cremona") {
            [HolidayRule("Saint Homobonus's Day", local: "Sant'Omobono", on: .fixed(month: 11, day: 13))]
        },
        Subdivision("CS", "Cosenza") {
            [HolidayRule("Our Lady of the Pilerio", local: "Madonna del Pilerio", on: .fixed(month: 2, day: 12))]
        },
        Subdivision("CT", "Catania") {
            [HolidayRule("Saint Agatha's Day", local: "Sant'Agata", on: .fixed(month: 2, day: 5))]
        },
        Subdivision("CZ", "Catanzaro") {
            [HolidayRule("Saint Vitalian's Day", local: "San Vitaliano", on: .fixed(month: 7, day: 16))]
        },
        Subdivision("EN", "Enna") {
            [HolidayRule("Visitation of Mary Day", local: "Madonna della Visitazione", on: .fixed(month: 7, day: 2))]
        },
        Subdivision("FC", "Forlì-Cesena") { [ourLadyOfTheFire, saintJohnTheBaptist] },
        Subdivision("FE", "Ferrara") { [saintGeorge] },
        Subdivision("FG", "Foggia") {
            [HolidayRule("Our Lady of the Seven Veils", local: "Madonna dei Sette Veli", on: .fixed(month: 3, day: 22))]
        },
        Subdivision("FI", "Florence", local: "Firenze") { [saintJohnTheBaptist] },
        Subdivision("FM", "Fermo") {
            [
                HolidayRule(
                    "Our Lady of the Assumption", local: "Maria Santissima Assunta", on: .fixed(month: 8, day: 15)),
                HolidayRule(
                    "Our Lady of the Assumption (second day)", local: "Maria Santissima Assunta",
                    on: .fixed(month: 8, day: 16)),
            ]
        },
        Subdivision("FR", "Frosinone") {
            [HolidayRule("Saint Silverius's Day", local: "San Silverio", on: .fixed(month: 6, day: 20))]
        },
        Subdivision("GE", "Genoa", local: "Genova") { [saintJohnTheBaptist] },
        Subdivision("GO", "Gorizia") {
            [
                HolidayRule(
                    "Saints Hilary and Tatian's Day", local: "Santi Ilario e Taziano", on: .fixed(month: 3, day: 16)),
            ]
        },
        Subdivision("GR", "Grosseto") {
            [HolidayRule("Saint Lawrence's Day", local: "San Lorenzo", on: .fixed(month: 8, day: 10))]
        },
        Subdivision("IM", "Imperia") {
            [
                HolidayRule(
                    "Saint Leonard of Porto Maurizio's Day", local: "San Leonardo da Porto Maurizio",
                    on: .fixed(month: 11, day: 26)),
            ]
        },
        Subdivision("IS", "Isernia") {
            [HolidayRule("Saint Peter Celestine's Day", local: "San Pietro Celestino", on: .fixed(month: 5, day: 19))]
        },
        Subdivision("KR", "Crotone") {
            [HolidayRule("Saint Dionysius's Day", local: "San Dionigi", on: .fixed(month: 10, day: 9))]
        },
        Subdivision("LC", "Lecco") { [saintNicholas] },
        Subdivision("LE", "Lecce") {
            [HolidayRule("Saint Orontius's Day", local: "Sant'Oronzo", on: .fixed(month: 8, day: 26))]
        },
        Subdivision("LI", "Livorno") {
            [HolidayRule("Saint Julia's Day", local: "Santa Giulia", on: .fixed(month: 5, day: 22))]
        },
        Subdivision("LO", "Lodi") {
            [HolidayRule("Saint Bassianus's Day", local: "San Bassiano", on: .fixed(month: 1, day: 19))]
        },
        Subdivision("LT", "Latina") {
            [saintMark, HolidayRule(
                "Saint Maria Goretti's Day", local: "Santa Maria Goretti", on: .fixed(month: 7, day: 6))]
        },
        Subdivision("LU", "Lucca") {
            [HolidayRule("Saint Paulinus of Lucca's Day", local: "San Paolino di Lucca", on: .fixed(month: 7, day: 12))]
        },
        Subdivision("MB", "Monza and Brianza", local: "Monza e Brianza") { [saintJohnTheBaptist] },
        Subdivision("MC", "Macerata") {
            [
                HolidayRule(
                    "Saint Julian the Hospitaller's Day", local: "San Giuliano l'ospitaliere",
                    on: .fixed(month: 8, day: 31)),
            ]
        },
        Subdivision("ME", "Messina") {
            [HolidayRule("Our Lady of the Letter", local: "Madonna della Lettera", on: .fixed(month: 6, day: 3))]
        },
        Subdivision("MI", "Milan", local: "Milano") {
            [HolidayRule("Saint Ambrose's Day", local: "Sant'Ambrogio", on: .fixed(month: 12, day: 7))]
        },
        Subdivision("MN", "Mantua", local: "Mantova") {
            [
                HolidayRule(
                    "Saint Anselm of Baggio's Day", local: "Sant'Anselmo da Baggio", on: .fixed(month: 3, day: 18)),
            ]
        },
        Subdivision("MO", "Modena") {
            [HolidayRule("Saint Geminianus's Day", local: "San Geminiano", on: .fixed(month: 1, day: 31))]
        },
        Subdivision("MS", "Massa-Carrara") { [saintFrancis] },
        Subdivision("MT", "Matera") {
            [HolidayRule("Our Lady of the Bruna", local: "Madonna della Bruna", on: .fixed(month: 7, day: 2))]
        },
        Subdivision("NA", "Naples", local: "Napoli") {
            [HolidayRule("Saint Januarius's Day", local: "San Gennaro", on: .fixed(month: 9, day: 19))]
        },
        Subdivision("NO", "Novara") {
            [HolidayRule("Saint Gaudentius's Day", local: "San Gaudenzio", on: .fixed(month: 1, day: 22))]
        },
        Subdivision("NU", "Nuoro") {
            [HolidayRule("Our Lady of the Snows", local: "Nostra Signora della Neve", on: .fixed(month: 8, day: 5))]
        },
        Subdivision("OR", "Oristano") {
            [HolidayRule("Saint Archelaus's Day", local: "Sant'Archelao", on: .fixed(month: 2, day: 13))]
        },
        Subdivision("PA", "Palermo") {
            [HolidayRule("Saint Rosalia's Day", local: "Santa Rosalia", on: .fixed(month: 7, day: 15))]
        },
        Subdivision("PC", "Piacenza") {
            [
                HolidayRule(
                    "Saint Antoninus of Piacenza's Day", local: "Sant'Antonino di Piacenza",
                    on: .fixed(month: 7, day: 4)),
            ]
        },
        Subdivision("PD", "Padua", local: "Padova") {
            [
                HolidayRule(
                    "Saint Anthony of Padua's Day", local: "Sant'Antonio di Padova", on: .fixed(month: 6, day: 13)),
            ]
        },
        Subdivision("PE", "Pescara") {
            [HolidayRule("Saint Cetteus's Day", local: "San Cetteo", on: .fixed(month: 10, day: 10))]
        },
        Subdivision("PG", "Perugia") {
            [
                HolidayRule("Saint Clare of Assisi's Day", local: "Santa Chiara d'Assisi", on: .fixed(month: 8, day: 11)),
                saintFrancis,
            ]
        },
        Subdivision("PI", "Pisa") {
            [HolidayRule("Saint Ranieri's Day", local: "San Ranieri", on: .fixed(month: 6, day: 17))]
        },
        Subdivision("PN", "Pordenone") {
            [saintMark, HolidayRule("Our Lady of Graces", local: "Madonna delle Grazie", on: .fixed(month: 9, day: 8))]
        },
        Subdivision("PO", "Prato") { [saintStephen] },
        Subdivision("PR", "Parma") {
            [
                HolidayRule(
                    "Saint Hilary of Poitiers's Day", local: "Sant'Ilario di Poitiers", on: .fixed(month: 1, day: 13)),
            ]
        },
        Subdivision("PT", "Pistoia") {
            [HolidayRule("Saint James's Day", local: "San Jacopo", on: .fixed(month: 7, day: 25))]
        },
        Subdivision("PU", "Pesaro and Urbino", local: "Pesaro e Urbino") { [saintCrescentinus, saintTerentius] },
        Subdivision("PV", "Pavia") {
            [HolidayRule("Saint Syrus's Day", local: "San Siro", on: .fixed(month: 12, day: 9))]
        },
        Subdivision("PZ", "Potenza") {
            [
                HolidayRule(
                    "Saint Gerard of Potenza's Day", local: "San Gerardo di Potenza", on: .fixed(month: 5, day: 30)),
            ]
        },
        Subdivision("RA", "Ravenna") {
            [HolidayRule("Saint Apollinaris's Day", local: "Sant'Apollinare", on: .fixed(month: 7, day: 23))]
        },
        Subdivision("RC", "Reggio Calabria") { [saintGeorge] },
        Subdivision("RE", "Reggio Emilia") {
            [
                HolidayRule(
                    "Saint Prosper of Reggio's Day", local: "San Prospero Vescovo", on: .fixed(month: 11, day: 24)),
            ]
        },
        Subdivision("RG", "Ragusa") {
            [
                HolidayRule(
                    "Saint George the Martyr's Day", local: "San Giorgio Martire", on: .fixed(month: 4, day: 23)),
                HolidayRule(
                    "Beheading of Saint John the Baptist", local: "San Giovanni Battista",
                    on: .fixed(month: 8, day: 29)),
            ]
        },
        Subdivision("RI", "Rieti") {
            [HolidayRule("Saint Barbara's Day", local: "Santa Barbara", on: .fixed(month: 12, day: 4))]
        },
        Subdivision("RM", "Rome", local: "Roma") {
            [HolidayRule("Saints Peter and Paul's Day", local: "Santi Pietro e Paolo", on: .fixed(month: 6, day: 29))]
        },
        Subdivision("RN", "Rimini") {
            [HolidayRule("Saint Gaudentius's Day", local: "San Gaudenzio", on: .fixed(month: 10, day: 14))]
        },
        Subdivision("RO", "Rovigo") {
            [HolidayRule("Saint Bellinus's Day", local: "San Bellino", on: .fixed(month: 11, day: 26))]
        },
        Subdivision("SA", "Salerno") {
            [HolidayRule("Saint Matthew's Day", local: "San Matteo Evangelista", on: .fixed(month: 9, day: 21))]
        },
        Subdivision("SI", "Siena") {
            [HolidayRule("Saint Ansanus's Day", local: "Sant'Ansano", on: .fixed(month: 12, day: 1))]
        },
        Subdivision("SO", "Sondrio") {
            [
                HolidayRule(
                    "Saints Gervasius and Protasius's Day", local: "San Gervasio e San Protasio",
                    on: .fixed(month: 6, day: 19)),
            ]
        },
        // La Spezia's patron: the national Saint Joseph's Day until 1976, the city's since.
        Subdivision("SP", "La Spezia") {
            [HolidayRule("Saint Joseph's Day", local: "San Giuseppe", on: .fixed(month: 3, day: 19)).replacing()]
        },
        Subdivision("SR", "Syracuse", local: "Siracusa") {
            [HolidayRule("Saint Lucy's Day", local: "Santa Lucia", on: .fixed(month: 12, day: 13))]
        },
        Subdivision("SS", "Sassari") { [saintNicholas] },
        // Carbonia's patron: the Thursday after the second Sunday of May.
        Subdivision("SU", "South Sardinia", local: "Sud Sardegna") {
            [HolidayRule("Saint Pontian's Day", local: "San Ponziano", on: .nth(2, .sunday, of: 5).shifted(4))]
        },
        Subdivision("SV", "Savona") {
            [
                HolidayRule(
                    "Our Lady of Mercy", local: "Nostra Signora della Misericordia", on: .fixed(month: 3, day: 18)),
            ]
        },
        Subdivision("TA", "Taranto") {
            [HolidayRule("Saint Catald's Day", local: "San Cataldo", on: .fixed(month: 5, day: 10))]
        },
        Subdivision("TE", "Teramo") {
            [HolidayRule("Saint Berardo's Day", local: "San Berardo da Pagliara", on: .fixed(month: 12, day: 19))]
        },
        Subdivision("TN", "Trento") {
            [HolidayRule("Saint Vigilius's Day", local: "San Vigilio", on: .fixed(month: 6, day: 26))]
        },
        Subdivision("TO", "Turin", local: "Torino") { [saintJohnTheBaptist] },
        Subdivision("TP", "Trapani") {
            [
                HolidayRule(
                    "Saint Albert of Trapani's Day", local: "Sant'Alberto degli Abati", on: .fixed(month: 8, day: 7)),
            ]
        },
        Subdivision("TR", "Terni") {
            [HolidayRule("Saint Valentine's Day", local: "San Valentino", on: .fixed(month: 2, day: 14))]
        },
        Subdivision("TS", "Trieste") {
            [HolidayRule("Saint Justus's Day", local: "San Giusto", on: .fixed(month: 11, day: 3))]
        },
        Subdivision("TV", "Treviso") {
            [HolidayRule("Saint Liberal's Day", local: "San Liberale", on: .fixed(month: 4, day: 27))]
        },
        Subdivision("UD", "Udine") {
            [
                HolidayRule(
                    "Saints Hermagoras and Fortunatus's Day", local: "Santi Ermacora e Fortunato",
                    on: .fixed(month: 7, day: 12)),
            ]
        },
        Subdivision("VA", "Varese") { [saintVictor] },
        Subdivision("VB", "Verbano-Cusio-Ossola") { [saintVictor] },  // Verbania
        Subdivision("VC", "Vercelli") {
            [
                HolidayRule(
                    "Saint Eusebius of Vercelli's Day", local: "Sant'Eusebio di Vercelli",
                    on: .fixed(month: 8, day: 1)),
            ]
        },
        Subdivision("VE", "Venice", local: "Venezia") {
            [saintMark, HolidayRule(
                "Our Lady of Health", local: "Madonna della Salute", on: .fixed(month: 11, day: 21))]
        },
        Subdivision("VI", "Vicenza") {
            [HolidayRule("Our Lady of Monte Berico", local: "Madonna di Monte Berico", on: .fixed(month: 9, day: 8))]
        },
        Subdivision("VR", "Verona") {
            [HolidayRule("Saint Zeno's Day", local: "San Zeno", on: .fixed(month: 5, day: 21))]
        },
        Subdivision("VT", "Viterbo") {
            [HolidayRule("Saint Rose of Viterbo's Day", local: "Santa Rosa da Viterbo", on: .fixed(month: 9, day: 4))]
        },
        Subdivision("VV", "Vibo Valentia") {
            [HolidayRule("Saint Leoluca's Day", local: "San Leoluca", on: .fixed(month: 3, day: 1))]
        },
        // The capitals of the provinces with several (no ISO 3166-2 codes: python-holidays
        // 0.108's names).
        Subdivision("ANDRIA", "Andria") { [saintRichard] },
        Subdivision("BARLETTA", "Barletta") { [saintRoger] },
        Subdivision("CESENA", "Cesena") { [saintJohnTheBaptist] },
        Subdivision("FORLI", "Forlì") { [ourLadyOfTheFire] },
        Subdivision("PESARO", "Pesaro") { [saintTerentius] },
        Subdivision("TRANI", "Trani") { [saintNicholasThePilgrim] },
        Subdivision("URBINO", "Urbino") { [saintCrescentinus] },
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
