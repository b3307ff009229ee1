import HolidayEngine

// Spain: the national holidays (Estatuto de los Trabajadores art. 37.2; Real Decreto
// 2001/1983, art. 45, as amended) and each autonomous community's own, as the yearly
// resolution of the Dirección General de Trabajo publishes them in the Boletín Oficial del
// Estado: which national days the community replaces or moves from a Sunday to the Monday,
// and which days of its own it adds, as each community's decree sets them. Each year's
// resolution:
//
//   2008 BOE-A-2007-18306   2013 BOE-A-2012-13644   2018 BOE-A-2017-11639   2023 BOE-A-2022-16755
//   2009 BOE-A-2008-18411   2014 BOE-A-2013-12147   2019 BOE-A-2018-14369   2024 BOE-A-2023-22014
//   2010 BOE-A-2009-18477   2015 BOE-A-2014-10823   2020 BOE-A-2019-14552   2025 BOE-A-2024-21316
//   2011 BOE-A-2010-15722   2016 BOE-A-2015-11348   2021 BOE-A-2020-13343   2026 BOE-A-2025-21667
//   2012 BOE-A-2011-16116   2017 BOE-A-2016-9244    2022 BOE-A-2021-17113
//
// Below, "in 2009, 2012" means the resolutions of those years list the day for the
// community; "the Monday after" means the community moves the day to the Monday when it falls
// on a Sunday (in the years given). Later years, which no resolution covers yet, repeat each
// community's latest choices, as python-holidays 0.108 extends them (no law tells them; see
// the forecast days below). Ceuta's and Melilla's Islamic feasts are set by each city's
// decree (Boletín Oficial de la Ciudad de Ceuta, de Melilla): the decreed dates through 2026,
// then the Umm al-Qura date, marked estimated.
// Barcelona's two local days are the city's (Diari Oficial de la Generalitat de Catalunya,
// the yearly order of local holidays).
//
// Known from 2008, the first year whose resolution was read for every community: before it
// the regional lists of each year are not gathered here.
//
// Some communities give a day of their own in the years a national or regional day is lost
// on a Sunday (Madrid: Saint Joseph for New Year's Day or Assumption Day, Saint James for
// Labour Day; Catalonia: Whit Monday for Labour Day; Valencia: Maundy Thursday for Labour
// Day; Cantabria: Easter Monday and Saint James for its days of July 28 and September 15;
// the Basque Country: Saint Joseph for Epiphany, Assumption Day or All Saints' Day). The
// resolutions' years through 2026 are written out; from 2027 these days are a forecast
// (`forecast(_:whenSunday:)`) until the BOE publishes each year's resolution.

extension Country {
    /// Spain: the national holidays and the nineteen autonomous communities and cities, with
    /// Barcelona, known from 2008.
    public static let spain = Country(
        "ES", "Spain", local: "España", languages: ["es", "ca"], firstWeekday: .monday,
        known: .from(2008),
        kinds: [.public], sources: "Estatuto de los Trabajadores art. 37.2; Real Decreto 2001/1983 art. 45; the "
            + "yearly resolutions of the Dirección General de Trabajo (BOE, 2008-2026); BOCCE and "
            + "BOME (Islamic feasts); DOGC (Barcelona's local days)",
        rules: { spanishHolidays },
        subdivisions: [
            Subdivision("AN", "Andalusia", local: "Andalucía") { andalusianHolidays },
            Subdivision("AR", "Aragon", local: "Aragón") { aragoneseHolidays },
            Subdivision("AS", "Asturias") { asturianHolidays },
            Subdivision("CB", "Cantabria") { cantabrianHolidays },
            Subdivision("CE", "Ceuta") { ceutaHolidays },
            Subdivision("CL", "Castile and León", local: "Castilla y León") { castileAndLeonHolidays },
            Subdivision("CM", "Castilla-La Mancha") { castillaLaManchaHolidays },
            Subdivision("CN", "Canary Islands", local: "Canarias") { canaryHolidays },
            Subdivision("CT", "Catalonia", local: "Catalunya", languages: ["ca", "es"]) { catalanHolidays },
            Subdivision("EX", "Extremadura") { extremaduranHolidays },
            Subdivision("GA", "Galicia") { galicianHolidays },
            Subdivision("IB", "Balearic Islands", local: "Illes Balears", languages: ["ca", "es"]) {
                balearicHolidays
            },
            Subdivision("MC", "Murcia", local: "Región de Murcia") { murcianHolidays },
            Subdivision("MD", "Community of Madrid", local: "Comunidad de Madrid") { madridHolidays },
            Subdivision("ML", "Melilla") { melillaHolidays },
            Subdivision("NC", "Navarre", local: "Navarra") { navarreseHolidays },
            Subdivision("PV", "Basque Country", local: "País Vasco") { basqueHolidays },
            Subdivision("RI", "La Rioja") { riojanHolidays },
            Subdivision("VC", "Valencian Community", local: "Comunitat Valenciana", languages: ["ca", "es"]) {
                valencianHolidays
            },
            // The city within Catalonia, with its two local days (no ISO 3166-2 code:
            // python-holidays 0.108's name).
            Subdivision("BARCELONA", "Barcelona", within: "CT") { barcelonaHolidays },
        ])

    // MARK: - National

    /// A holiday that falls on a Sunday is not moved unless a community moves it: it is lost
    /// (Real Decreto 2001/1983 art. 45.1; the resolutions list the communities' Mondays).
    private static let notOnSunday: [Observance] = [.dropping(.always, on: [.sunday])]

    /// A day the community moves from a Sunday to the Monday, every year.
    private static let mondayForSunday: [Observance] = [.sundayToMonday(.always)]

    private static let newYearsDay = HolidayRule(
        "New Year's Day", ["es": "Año Nuevo", "ca": "Cap d'Any"], on: .fixed(month: 1, day: 1), observed: notOnSunday)
    private static let epiphany = HolidayRule(
        "Epiphany", ["es": "Epifanía del Señor", "ca": "Reis"], on: .fixed(month: 1, day: 6), observed: notOnSunday)
    private static let labourDay = HolidayRule(
        "Labour Day", ["es": "Fiesta del Trabajo", "ca": "Festa del Treball"], on: .fixed(month: 5, day: 1),
        observed: notOnSunday)
    private static let assumptionDay = HolidayRule(
        "Assumption Day", ["es": "Asunción de la Virgen", "ca": "Assumpció de la Verge"],
        on: .fixed(month: 8, day: 15), observed: notOnSunday)
    private static let nationalDay = HolidayRule(
        "National Day", ["es": "Fiesta Nacional de España", "ca": "Festa Nacional d'Espanya"],
        on: .fixed(month: 10, day: 12), observed: notOnSunday)
    private static let allSaintsDay = HolidayRule(
        "All Saints' Day", ["es": "Todos los Santos", "ca": "Tots Sants"], on: .fixed(month: 11, day: 1),
        observed: notOnSunday)
    private static let constitutionDay = HolidayRule(
        "Constitution Day", ["es": "Día de la Constitución Española", "ca": "Dia de la Constitució Espanyola"],
        on: .fixed(month: 12, day: 6), observed: notOnSunday)
    private static let immaculateConception = HolidayRule(
        "Immaculate Conception", ["es": "Inmaculada Concepción", "ca": "Immaculada Concepció"],
        on: .fixed(month: 12, day: 8), observed: notOnSunday)
    private static let christmasDay = HolidayRule(
        "Christmas Day", ["es": "Natividad del Señor", "ca": "Nativitat del Senyor"], on: .fixed(month: 12, day: 25),
        observed: notOnSunday)

    /// The days every community keeps, in the order of the year.
    private static let spanishHolidays: [HolidayRule] = [
        newYearsDay, epiphany,
        HolidayRule("Good Friday", ["es": "Viernes Santo", "ca": "Divendres Sant"], on: .easter(-2)),
        labourDay, assumptionDay, nationalDay, allSaintsDay, constitutionDay, immaculateConception, christmasDay,
    ]

    // A community's variant of a national day says `.replacing()`: it takes the national
    // rule's place in the community's list. `.observed(first: .sundayToMonday(years))`: the
    // community moves the day from a Sunday to the Monday in those years, and loses it on a
    // Sunday in the others, as the nation does.

    /// The national days, each moved to the Monday when it falls on a Sunday: the choice of
    /// Andalusia, Aragon, Asturias and Extremadura in every resolution since 2008.
    private static let nationalDaysMovedFromSunday: [HolidayRule] = [
        newYearsDay, epiphany, labourDay, assumptionDay, nationalDay, allSaintsDay, constitutionDay,
        immaculateConception, christmasDay,
    ].map { $0.observed(mondayForSunday).replacing() }

    // MARK: - Days several communities keep

    private static let saintJosephsDay = HolidayRule(
        "Saint Joseph's Day", ["es": "San José", "ca": "Sant Josep"], on: .fixed(month: 3, day: 19))
    private static let maundyThursday = HolidayRule(
        "Maundy Thursday", ["es": "Jueves Santo", "ca": "Dijous Sant"], on: .easter(-3))
    private static let easterMonday = HolidayRule(
        "Easter Monday", ["es": "Lunes de Pascua", "ca": "Dilluns de Pasqua"], on: .easter(1))
    private static let whitMondayNames = ["es": "Día de la Pascua Granada", "ca": "Dia de la Pasqua Granada"]
    private static let whitMonday = HolidayRule("Whit Monday", whitMondayNames, on: .easter(50))
    private static let corpusChristi = HolidayRule(
        "Corpus Christi", ["es": "Corpus Christi", "ca": "Corpus Christi"], on: .easter(60))
    private static let saintJohnsDay = HolidayRule(
        "Saint John the Baptist", ["es": "San Juan", "ca": "Sant Joan"], on: .fixed(month: 6, day: 24))
    private static let saintJamesDay = HolidayRule(
        "Saint James' Day", ["es": "Santiago Apóstol", "ca": "Sant Jaume Apòstol"], on: .fixed(month: 7, day: 25))
    private static let saintStephensDay = HolidayRule(
        "Saint Stephen's Day", ["es": "San Esteban", "ca": "Sant Esteve"], on: .fixed(month: 12, day: 26))

    // MARK: - Years no resolution covers yet

    /// The first year no resolution covers (the latest, BOE-A-2025-21667, is 2026's).
    private static let firstForecastYear = 2027

    /// `holiday` from 2027 on, only in the years one of the days on `lost` (national or the
    /// community's own) falls on a Sunday: the day the community gave in the resolutions'
    /// years when such a day was lost. A forecast until the BOE publishes each year's
    /// resolution; no law tells these years, so they follow python-holidays 0.108, the only
    /// other source. (The model marks only dates of observed calendars estimated, not these.)
    /// Spain's own: the communities' yearly choice of a day for one lost on a Sunday.
    private static func forecast(_ holiday: HolidayRule, whenSunday lost: (month: Int, day: Int)...) -> [HolidayRule] {
        lost.flatMap { month, day in
            // The lost day, only in the years it is a Sunday.
            let sunday = DateRule.fixed(month: month, day: day)
                .following(by: 0, whenOn: .weekday(.sunday, onOrAfter: month, day))
            // The holiday, in the years it lies at one of its possible distances from it.
            return distances(from: (month, day), to: holiday.date).map { distance in
                var rule = holiday
                rule.date = holiday.date.following(by: 0, whenOn: sunday.shifted(distance))
                rule.years = .from(firstForecastYear)
                return rule
            }
        }
    }

    /// Every number of days there can be from `lost`, in a year it is a Sunday, to `date`.
    private static func distances(from lost: (month: Int, day: Int), to date: DateRule) -> [Int] {
        // A common and a leap year: February 29 may lie between the two days.
        let years = [2027, 2028]
        func lostDay(_ year: Int) -> Int { CivilDate(year: year, month: lost.month, day: lost.day)!.dayNumber }
        switch date {
        case let .easter(offset, .gregorian):
            // Easter Sunday falls from March 22 to April 25: whole weeks from a Sunday.
            let earliest = years.map { CivilDate(year: $0, month: 3, day: 22)!.dayNumber - lostDay($0) }.min()!
            let latest = years.map { CivilDate(year: $0, month: 4, day: 25)!.dayNumber - lostDay($0) }.max()!
            return stride(from: earliest, through: latest, by: 1).filter { $0.isMultiple(of: 7) }.map { $0 + offset }
        case .fixed:
            return Array(Set(years.map { date.date(in: $0)!.dayNumber - lostDay($0) })).sorted()
        default:
            preconditionFailure("a forecast day is a fixed date or a day from Easter")
        }
    }

    // MARK: - Communities

    /// Andalusia: every national day on a Sunday moves to the Monday; Andalusia Day (Statute
    /// of Autonomy, referendum of 28 February 1980).
    private static let andalusianHolidays: [HolidayRule] = nationalDaysMovedFromSunday + [
        HolidayRule(
            "Andalusia Day", ["es": "Día de Andalucía", "ca": "Dia d'Andalusia"], on: .fixed(month: 2, day: 28),
            observed: mondayForSunday),
        maundyThursday,
    ]

    /// Aragon: every national day on a Sunday moves to the Monday; Saint George, Aragon's day.
    private static let aragoneseHolidays: [HolidayRule] = nationalDaysMovedFromSunday + [
        maundyThursday,
        HolidayRule(
            "Saint George's Day", ["es": "Día de San Jorge", "ca": "Dia de Sant Jordi"], on: .fixed(month: 4, day: 23),
            observed: mondayForSunday),
    ]

    /// Asturias: every national day on a Sunday moves to the Monday; Asturias Day (Our Lady of
    /// Covadonga).
    private static let asturianHolidays: [HolidayRule] = nationalDaysMovedFromSunday + [
        maundyThursday,
        HolidayRule(
            "Asturias Day", ["es": "Día de Asturias", "ca": "Dia d'Astúries"], on: .fixed(month: 9, day: 8),
            observed: mondayForSunday),
    ]

    /// Cantabria: Easter Monday and Saint James in the years its own days fall on a Sunday
    /// (and as the resolutions list them).
    private static let cantabrianHolidays: [HolidayRule] = [
        epiphany.observed(first: .sundayToMonday(.only(2013))).replacing(),
        maundyThursday.during(.always.except(2018)),
        easterMonday.during(.years(2013, 2015, 2019, 2020, 2024)),
        labourDay.observed(first: .sundayToMonday(.only(2011))).replacing(),
        saintJamesDay.during(.years(2012, 2013, 2014, 2019, 2024)),
        HolidayRule(
            "Cantabria Institutions Day",
            ["es": "Día de las Instituciones de Cantabria", "ca": "Dia de les Institucions de Cantàbria"],
            on: .fixed(month: 7, day: 28), years: .always.except(2012, 2015), observed: notOnSunday),
        HolidayRule(
            "Our Lady of Bien Aparecida", ["es": "La Bien Aparecida", "ca": "La Bien Aparecida"],
            on: .fixed(month: 9, day: 15), observed: notOnSunday),
        nationalDay.observed(first: .sundayToMonday(.only(2008))).replacing(),
        allSaintsDay.observed(first: .sundayToMonday(.only(2015))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.only(2009)), .sundayToMonday(.from(2026))).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.only(2019))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.from(2016))).replacing(),
    ] + forecast(easterMonday, whenSunday: (7, 28)) + forecast(saintJamesDay, whenSunday: (7, 28))

    /// Ceuta: Saint Anthony, Our Lady of Africa (from 2022), Ceuta Day, and the two Islamic
    /// feasts by the city's decree.
    private static let ceutaHolidays: [HolidayRule] = [
        newYearsDay.observed(first: .sundayToMonday(.only(2012))).replacing(),
        epiphany.observed(mondayForSunday).replacing(),
        maundyThursday,
        labourDay.observed(first: .sundayToMonday(.only(2011))).replacing(),
        HolidayRule(
            "Saint Anthony's Day", ["es": "San Antonio", "ca": "Sant Antoni"], on: .fixed(month: 6, day: 13),
            observed: mondayForSunday),
        HolidayRule(
            "Our Lady of Africa", ["es": "Nuestra Señora de África", "ca": "Nostra Senyora d'Àfrica"],
            on: .fixed(month: 8, day: 5), years: .from(2022)),
        HolidayRule(
            "Ceuta Day", ["es": "Día de Ceuta", "ca": "Dia de Ceuta"], on: .fixed(month: 9, day: 2),
            years: .always.except(2011, 2015, 2025), observed: notOnSunday),
        nationalDay.observed(first: .sundayToMonday(.through(2014))).replacing(),
        allSaintsDay.observed(first: .sundayToMonday(.through(2015))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.through(2020))).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.only(2013))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.through(2016))).replacing(),
    ] + ceutaIslamicFeasts

    /// Castile and León: Castile and León Day (Villalar, April 23).
    private static let castileAndLeonHolidays: [HolidayRule] = [
        newYearsDay.observed(first: .sundayToMonday(.from(2017))).replacing(),
        epiphany.observed(mondayForSunday).replacing(),
        saintJosephsDay.during(.years(2009, 2010, 2012)),
        maundyThursday,
        HolidayRule(
            "Castile and León Day", ["es": "Fiesta de Castilla y León", "ca": "Festa de Castella i Lleó"],
            on: .fixed(month: 4, day: 23), years: .always.except(2023), observed: mondayForSunday),
        labourDay.observed(first: .sundayToMonday(.from(2016))).replacing(),
        saintJamesDay.during(.years(2011, 2023)),
        assumptionDay.observed(first: .sundayToMonday(.from(2021))).replacing(),
        nationalDay.observed(mondayForSunday).replacing(),
        allSaintsDay.observed(mondayForSunday).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.from(2015))).replacing(),
        immaculateConception.observed(mondayForSunday).replacing(),
        christmasDay.observed(mondayForSunday).replacing(),
    ]

    /// Castilla-La Mancha: Corpus Christi and Castilla-La Mancha Day (May 31).
    private static let castillaLaManchaHolidays: [HolidayRule] = [
        epiphany.observed(first: .sundayToMonday(.through(2013))).replacing(),
        saintJosephsDay.during(.years(2008, 2009, 2010, 2011, 2020)),
        maundyThursday,
        easterMonday.during(.years(2014, 2015, 2019, 2020, 2026)),
        corpusChristi.during(.always.except(2009, 2010, 2018)),
        HolidayRule(
            "Castilla-La Mancha Day", ["es": "Día de Castilla-La Mancha", "ca": "Dia de Castella-la Manxa"],
            on: .fixed(month: 5, day: 31), observed: [.sundayToMonday(.through(2009))] + notOnSunday),
        allSaintsDay.observed(first: .sundayToMonday(.from(2026))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.through(2015))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.from(2016))).replacing(),
    ]

    /// The Canary Islands: Day of the Canary Islands (May 30).
    private static let canaryHolidays: [HolidayRule] = [
        epiphany.observed(mondayForSunday).replacing(),
        maundyThursday,
        labourDay.observed(first: .sundayToMonday(.only(2016))).replacing(),
        HolidayRule(
            "Day of the Canary Islands", ["es": "Día de Canarias", "ca": "Dia de les Canàries"],
            on: .fixed(month: 5, day: 30), years: .always.except(2021), observed: mondayForSunday),
        assumptionDay.observed(first: .sundayToMonday(.from(2021))).replacing(),
        allSaintsDay.observed(first: .sundayToMonday(.only(2015)), .sundayToMonday(.from(2026))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.only(2009)), .sundayToMonday(.only(2020))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.only(2011)), .sundayToMonday(.from(2022))).replacing(),
    ]

    /// Catalonia: Easter Monday, Saint John, the National Day of Catalonia (Diada, September
    /// 11) and Saint Stephen; Whit Monday in the years Labour Day fell on a Sunday.
    private static let catalanHolidays: [HolidayRule] = [
        easterMonday,
        whitMonday.during(.years(2011, 2016, 2022)),
        saintJohnsDay.observed(notOnSunday),
        HolidayRule(
            "National Day of Catalonia", ["es": "Fiesta Nacional de Cataluña", "ca": "Diada Nacional de Catalunya"],
            on: .fixed(month: 9, day: 11), observed: notOnSunday),
        saintStephensDay.observed(notOnSunday),
    ] + forecast(whitMonday, whenSunday: (5, 1))

    /// Extremadura: every national day on a Sunday moves to the Monday (New Year's Day only in
    /// 2012); Extremadura Day (Our Lady of Guadalupe, September 8).
    private static let extremaduranHolidays: [HolidayRule] = [
        newYearsDay.observed(first: .sundayToMonday(.only(2012))).replacing(),
        epiphany.observed(mondayForSunday).replacing(),
        HolidayRule(
            "Shrove Tuesday", ["es": "Martes de Carnaval", "ca": "Dimarts de Carnaval"], on: .easter(-47),
            years: .years(2023, 2024)),
        saintJosephsDay.during(.years(2010, 2017, 2021)).observed(mondayForSunday),
        maundyThursday,
        labourDay.observed(mondayForSunday).replacing(),
        HolidayRule(
            "Extremadura Day", ["es": "Día de Extremadura", "ca": "Dia d'Extremadura"], on: .fixed(month: 9, day: 8),
            years: .always.except(2024), observed: mondayForSunday),
        nationalDay.observed(mondayForSunday).replacing(),
        allSaintsDay.observed(mondayForSunday).replacing(),
        constitutionDay.observed(mondayForSunday).replacing(),
        immaculateConception.observed(mondayForSunday).replacing(),
        christmasDay.observed(mondayForSunday).replacing(),
    ]

    /// Galicia: Galician Literature Day (May 17) and Galician National Day (July 25, in place
    /// of Saint James); Saint Joseph and Saint John in some years.
    private static let galicianHolidays: [HolidayRule] = [
        saintJosephsDay.during(.years(2008, 2009, 2010, 2011, 2019, 2020, 2021, 2026)).observed(mondayForSunday),
        .oneOff(
            "Day following Saint Joseph's Day", ["es": "Día siguiente a San José", "ca": "Dia següent a Sant Josep"],
            on: CivilDate(2015, 3, 20)),
        maundyThursday,
        HolidayRule(
            "Galician Literature Day", ["es": "Día de las Letras Gallegas", "ca": "Dia de les Lletres Gallegues"],
            on: .fixed(month: 5, day: 17), observed: notOnSunday),
        saintJohnsDay.during(.years(2013, 2016, 2020, 2022, 2026)),
        HolidayRule(
            "Galician National Day", ["es": "Día Nacional de Galicia", "ca": "Dia Nacional de Galícia"],
            on: .fixed(month: 7, day: 25), observed: notOnSunday),
        allSaintsDay.observed(first: .sundayToMonday(.only(2015))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.only(2009))).replacing(),
    ]

    /// The Balearic Islands: Day of the Balearic Islands (March 1), Easter Monday, and Saint
    /// Stephen in some years.
    private static let balearicHolidays: [HolidayRule] = [
        HolidayRule(
            "Day of the Balearic Islands", ["es": "Día de las Islas Baleares", "ca": "Dia de les Illes Balears"],
            on: .fixed(month: 3, day: 1), observed: [.sundayToMonday(.from(2026))] + notOnSunday),
        maundyThursday,
        easterMonday.during(.always.except(2014, 2025)),
        nationalDay.observed(first: .sundayToMonday(.only(2008))).replacing(),
        allSaintsDay.observed(first: .sundayToMonday(.only(2015))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.through(2020))).replacing(),
        christmasDay.observed(mondayForSunday).replacing(),
        saintStephensDay.during(.years(2008, 2009, 2013, 2014, 2019, 2020, 2025, 2026)),
    ]

    /// Murcia: Saint Joseph and Murcia Day (June 9).
    private static let murcianHolidays: [HolidayRule] = [
        newYearsDay.observed(first: .sundayToMonday(.from(2017))).replacing(),
        epiphany.observed(first: .sundayToMonday(.from(2013))).replacing(),
        saintJosephsDay.during(.always.except(2022)).observed(notOnSunday),
        maundyThursday,
        labourDay.observed(first: .sundayToMonday(.only(2011)), .sundayToMonday(.from(2022))).replacing(),
        HolidayRule(
            "Murcia Day", ["es": "Día de la Región de Murcia", "ca": "Dia de la Regió de Múrcia"],
            on: .fixed(month: 6, day: 9), years: .always.except(2013, 2024), observed: mondayForSunday),
        nationalDay.observed(first: .sundayToMonday(.only(2008))).replacing(),
        constitutionDay.observed(mondayForSunday).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.only(2013)), .sundayToMonday(.from(2024))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.from(2016))).replacing(),
    ]

    /// Madrid: Madrid Day (May 2); Saint Joseph and Saint James in the years New Year's Day,
    /// Assumption Day or All Saints' Day, and Labour Day, fell on a Sunday.
    private static let madridHolidays: [HolidayRule] = [
        epiphany.observed(mondayForSunday).replacing(),
        saintJosephsDay.during(.years(2009, 2010, 2012, 2015, 2017, 2021, 2023)).observed(mondayForSunday),
        .oneOff(
            "Saint Joseph's Day Transfer", ["es": "Traslado de San José", "ca": "Trasllat de Sant Josep"],
            on: CivilDate(2013, 3, 18)),
        maundyThursday,
        HolidayRule(
            "Madrid Day", ["es": "Fiesta de la Comunidad de Madrid", "ca": "Festa de la Comunitat de Madrid"],
            on: .fixed(month: 5, day: 2), years: .always.except(2010), observed: mondayForSunday),
        corpusChristi.during(.years(2009, 2010, 2011, 2014)),
        saintJamesDay.during(.years(2008, 2011, 2016, 2022, 2024, 2025)),
        allSaintsDay.observed(first: .sundayToMonday(.from(2020))).replacing(),
        constitutionDay.observed(first: .sundayToMonday(.from(2020))).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.only(2019))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.from(2016))).replacing(),
    ]
        + forecast(saintJosephsDay.observed(mondayForSunday), whenSunday: (1, 1), (8, 15))
        + forecast(saintJamesDay, whenSunday: (5, 1))

    /// Melilla: Our Lady of Victory (September 8), Melilla Day (September 17), the Statute
    /// of Autonomy in some years, and the two Islamic feasts by the city's decree.
    private static let melillaHolidays: [HolidayRule] = [
        newYearsDay.observed(first: .sundayToMonday(.only(2017))).replacing(),
        epiphany.observed(mondayForSunday).replacing(),
        HolidayRule(
            "Statute of Autonomy of Melilla Day",
            [
                "es": "Estatuto de Autonomía de la Ciudad de Melilla",
                "ca": "Estatut d'Autonomia de la Ciutat de Melilla",
            ],
            on: .fixed(month: 3, day: 13), years: .years(2020, 2021, 2023)),
        saintJosephsDay.during(.through(2016)),
        maundyThursday,
        HolidayRule(
            "Day of Our Lady of Victory",
            ["es": "Día de Nuestra Señora la Virgen de la Victoria", "ca": "Dia de la Mare de Déu de la Victòria"],
            on: .fixed(month: 9, day: 8), years: .always.except(2024), observed: mondayForSunday),
        HolidayRule(
            "Melilla Day", ["es": "Día de Melilla", "ca": "Dia de Melilla"], on: .fixed(month: 9, day: 17),
            years: .always.except(2023), observed: mondayForSunday),
        nationalDay.observed(first: .sundayToMonday(.only(2008))).replacing(),
        allSaintsDay.observed(first: .sundayToMonday(.only(2009))).replacing(),
        constitutionDay.observed(mondayForSunday).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.from(2019))).replacing(),
        christmasDay.observed(mondayForSunday).replacing(),
    ] + melillaIslamicFeasts

    /// Navarre: Easter Monday and Saint Francis Xavier (December 3); Saint Joseph and Saint
    /// James in some years.
    private static let navarreseHolidays: [HolidayRule] = [
        epiphany.observed(first: .sundayToMonday(.from(2013))).replacing(),
        saintJosephsDay.during(.years(2008, 2009, 2010, 2012, 2014, 2015, 2019, 2020, 2021, 2026)),
        maundyThursday,
        easterMonday,
        saintJamesDay.during(.years(2008, 2009, 2011, 2013, 2015, 2016, 2017, 2022, 2023, 2024, 2025)),
        allSaintsDay.observed(first: .sundayToMonday(.from(2026))).replacing(),
        HolidayRule(
            "Saint Francis Xavier's Day", ["es": "San Francisco Javier", "ca": "Sant Francesc Xavier"],
            on: .fixed(month: 12, day: 3), observed: mondayForSunday),
        constitutionDay.observed(first: .sundayToMonday(.only(2020))).replacing(),
        christmasDay.observed(mondayForSunday).replacing(),
    ]

    /// The Basque Country: Easter Monday and Saint James; Saint Joseph in the years Epiphany,
    /// Assumption Day or All Saints' Day fell on a Sunday; Basque Country Day in 2011-2014.
    private static let basqueHolidays: [HolidayRule] = [
        saintJosephsDay.during(.years(2008, 2009, 2010, 2015, 2019, 2020, 2021, 2026)),
        maundyThursday,
        easterMonday,
        saintJamesDay.during(.always.except(2012, 2014, 2018)).observed(notOnSunday),
        HolidayRule(
            "Basque Country Day", ["es": "Día del País Vasco", "ca": "Dia del País Basc"],
            on: .fixed(month: 10, day: 25), years: YearSet(2011, 2014)),
        .oneOff(
            "80th Anniversary of the first Basque Government",
            ["es": "80 Aniversario del primer Gobierno Vasco", "ca": "80è Aniversari del primer Govern Basc"],
            on: CivilDate(2016, 10, 7)),
        .oneOff(
            "V Centennial of the Circumnavigation of the World",
            ["es": "V Centenario Vuelta al Mundo", "ca": "V Centenari de la Volta al Món"], on: CivilDate(2022, 9, 6)),
    ] + forecast(saintJosephsDay, whenSunday: (1, 6), (8, 15), (11, 1))

    /// La Rioja: La Rioja Day (June 9); Saint James in the years Christmas fell on a Sunday.
    private static let riojanHolidays: [HolidayRule] = [
        saintJosephsDay.during(.years(2009, 2010, 2012)),
        maundyThursday,
        easterMonday.during(.always.except(2009, 2010, 2012, 2018)),
        HolidayRule(
            "La Rioja Day", ["es": "Día de La Rioja", "ca": "Dia de La Rioja"], on: .fixed(month: 6, day: 9),
            observed: mondayForSunday),
        saintJamesDay.during(.years(2008, 2011, 2016)),
        constitutionDay.observed(mondayForSunday).replacing(),
        immaculateConception.observed(first: .sundayToMonday(.through(2019))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.from(2022))).replacing(),
    ]

    /// The Valencian Community: Saint Joseph, Easter Monday, Saint John (from 2019) and
    /// Valencian Community Day (October 9); Maundy Thursday in some years.
    private static let valencianHolidays: [HolidayRule] = [
        saintJosephsDay.observed(notOnSunday),
        .oneOff("The Fallas", ["es": "Lunes de Fallas", "ca": "Dilluns de les Falles"], on: CivilDate(2013, 3, 18)),
        maundyThursday.during(.years(2008, 2009, 2011, 2016, 2017, 2022)),
        easterMonday,
        labourDay.observed(first: .sundayToMonday(.only(2011))).replacing(),
        saintJohnsDay.during(.from(2019)),
        HolidayRule(
            "Valencian Community Day", ["es": "Día de la Comunidad Valenciana", "ca": "Dia de la Comunitat Valenciana"],
            on: .fixed(month: 10, day: 9), observed: notOnSunday),
        constitutionDay.observed(first: .sundayToMonday(.only(2015))).replacing(),
        christmasDay.observed(first: .sundayToMonday(.only(2016))).replacing(),
    ] + forecast(maundyThursday, whenSunday: (5, 1))

    /// Barcelona, within Catalonia: from 2012 the city's two local days, Whit Monday (in place
    /// of Catalonia's: every year from 2011, a week later in 2015 and 2023) and Our Lady of
    /// Mercy (September 24), with Saint Eulalia in 2016.
    private static let barcelonaHolidays: [HolidayRule] = [
        whitMonday.during(.from(2011).except(2015, 2023)).replacing(),
        .oneOff("Whit Monday", whitMondayNames, on: CivilDate(2015, 6, 1)),
        .oneOff("Whit Monday", whitMondayNames, on: CivilDate(2023, 6, 5)),
        .oneOff("Saint Eulalia Day", ["es": "Santa Eulalia", "ca": "Santa Eulàlia"], on: CivilDate(2016, 2, 12)),
        HolidayRule(
            "Our Lady of Mercy", ["es": "Nuestra Señora de la Merced", "ca": "Mare de Déu de la Mercè"],
            on: .fixed(month: 9, day: 24), years: .from(2012), observed: mondayForSunday),
        .oneOff(
            "Our Lady of Mercy (observed)",
            ["es": "Nuestra Señora de la Merced (trasladado)", "ca": "Mare de Déu de la Mercè (traslladat)"],
            on: CivilDate(2022, 9, 26)),
    ]

    // MARK: - Ceuta's and Melilla's Islamic feasts

    /// The feasts' names in each city's decrees.
    private static let ceutaEidAlFitr = [
        "es": "Fiesta de Culminación del Ramadán-Eidul Fitr", "ca": "Festa de Culminació del Ramadà-Eidul Fitr",
    ]
    private static let ceutaEidAlAdha = [
        "es": "Fiesta del Sacrificio-Eidul Adha", "ca": "Festa del Sacrifici-Eidul Adha",
    ]
    private static let melillaEidAlFitr = ["es": "Fiesta del Eid Fitr", "ca": "Festa de l'Eid Fitr"]
    private static let melillaEidAlAdha = [
        "es": "Fiesta del Sacrificio-Aid Al Adha", "ca": "Festa del Sacrifici-Aid Al Adha",
    ]

    /// Ceuta's decrees (BOCCE): Eid al-Adha from 2010, Eid al-Fitr from 2022, each on the date
    /// the city's decree sets; in the years no decree has set yet, the Umm al-Qura date
    /// (estimated).
    private static let ceutaIslamicFeasts: [HolidayRule] =
        HolidayRule.moved(
            [HolidayName("Eid al-Adha", ceutaEidAlAdha)], on: .hijri(.dhuAlHijjah, 10), years: .from(2010),
            to: [
                CivilDate(2010, 11, 17), CivilDate(2011, 11, 7), CivilDate(2012, 10, 27), CivilDate(2013, 10, 15),
                CivilDate(2014, 10, 6), CivilDate(2015, 9, 25), CivilDate(2016, 9, 12), CivilDate(2017, 9, 1),
                CivilDate(2018, 8, 22), CivilDate(2019, 8, 12), CivilDate(2020, 7, 31), CivilDate(2021, 7, 20),
                CivilDate(2022, 7, 9), CivilDate(2023, 6, 29), CivilDate(2024, 6, 17), CivilDate(2025, 6, 6),
                CivilDate(2026, 5, 27),
            ])
        + HolidayRule.moved(
            [HolidayName("Eid al-Fitr", ceutaEidAlFitr)], on: .hijri(.shawwal, 1), years: .from(2022),
            to: [
                CivilDate(2022, 5, 3), CivilDate(2023, 4, 22), CivilDate(2024, 4, 10), CivilDate(2025, 3, 31),
                CivilDate(2026, 3, 20),
            ])

    /// Melilla's decrees (BOME): Eid al-Adha from 2010, Eid al-Fitr from 2022, each on the
    /// date the city's decree sets; in the years no decree has set yet, the Umm al-Qura date
    /// (estimated).
    private static let melillaIslamicFeasts: [HolidayRule] =
        HolidayRule.moved(
            [HolidayName("Eid al-Adha", melillaEidAlAdha)], on: .hijri(.dhuAlHijjah, 10), years: .from(2010),
            to: [
                CivilDate(2010, 11, 17), CivilDate(2011, 11, 7), CivilDate(2012, 10, 26), CivilDate(2013, 10, 15),
                CivilDate(2014, 10, 4), CivilDate(2015, 9, 25), CivilDate(2016, 9, 12), CivilDate(2017, 9, 1),
                CivilDate(2018, 8, 22), CivilDate(2019, 8, 12), CivilDate(2020, 7, 31), CivilDate(2021, 7, 21),
                CivilDate(2022, 7, 11), CivilDate(2023, 6, 29), CivilDate(2024, 6, 17), CivilDate(2025, 6, 6),
                CivilDate(2026, 5, 27),
            ])
        + HolidayRule.moved(
            [HolidayName("Eid al-Fitr", melillaEidAlFitr)], on: .hijri(.shawwal, 1), years: .from(2022),
            to: [
                CivilDate(2022, 5, 3), CivilDate(2023, 4, 21), CivilDate(2024, 4, 10), CivilDate(2025, 3, 31),
                CivilDate(2026, 3, 20),
            ])
}
