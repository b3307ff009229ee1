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
        sources: "Estatuto de los Trabajadores art. 37.2; Real Decreto 2001/1983 art. 45; the "
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
            // The city, with its two local days (no ISO 3166-2 code: python-holidays 0.108's name).
            Subdivision("BARCELONA", "Barcelona", languages: ["ca", "es"]) { barcelonaHolidays },
        ])

    // MARK: - National

    /// A holiday that falls on a Sunday is not moved unless a community moves it: it is lost
    /// (Real Decreto 2001/1983 art. 45.1; the resolutions list the communities' Mondays).
    private static let notOnSunday: [Observance] = [.dropping(.always, on: [.sunday])]

    private static let newYearsDay = named(
        "New Year's Day", "Año Nuevo", "Cap d'Any",
        on: .fixed(month: 1, day: 1), observed: notOnSunday)
    private static let epiphany = named(
        "Epiphany", "Epifanía del Señor", "Reis",
        on: .fixed(month: 1, day: 6), observed: notOnSunday)
    private static let labourDay = named(
        "Labour Day", "Fiesta del Trabajo", "Festa del Treball",
        on: .fixed(month: 5, day: 1), observed: notOnSunday)
    private static let assumptionDay = named(
        "Assumption Day", "Asunción de la Virgen", "Assumpció de la Verge",
        on: .fixed(month: 8, day: 15), observed: notOnSunday)
    private static let nationalDay = named(
        "National Day", "Fiesta Nacional de España", "Festa Nacional d'Espanya",
        on: .fixed(month: 10, day: 12), observed: notOnSunday)
    private static let allSaintsDay = named(
        "All Saints' Day", "Todos los Santos", "Tots Sants",
        on: .fixed(month: 11, day: 1), observed: notOnSunday)
    private static let constitutionDay = named(
        "Constitution Day", "Día de la Constitución Española", "Dia de la Constitució Espanyola",
        on: .fixed(month: 12, day: 6), observed: notOnSunday)
    private static let immaculateConception = named(
        "Immaculate Conception", "Inmaculada Concepción", "Immaculada Concepció",
        on: .fixed(month: 12, day: 8), observed: notOnSunday)
    private static let christmasDay = named(
        "Christmas Day", "Natividad del Señor", "Nativitat del Senyor",
        on: .fixed(month: 12, day: 25), observed: notOnSunday)

    /// The days every community keeps, in the order of the year.
    private static let spanishHolidays: [HolidayRule] = [
        newYearsDay, epiphany,
        named("Good Friday", "Viernes Santo", "Divendres Sant", on: .easter(-2)),
        labourDay, assumptionDay, nationalDay, allSaintsDay, constitutionDay, immaculateConception, christmasDay,
    ]

    /// The national days, each moved to the Monday when it falls on a Sunday: the choice of
    /// Andalusia, Aragon, Asturias and Extremadura in every resolution since 2008.
    private static let nationalDaysMovedFromSunday: [HolidayRule] = [
        mondayAfter(newYearsDay), mondayAfter(epiphany), mondayAfter(labourDay), mondayAfter(assumptionDay),
        mondayAfter(nationalDay), mondayAfter(allSaintsDay), mondayAfter(constitutionDay),
        mondayAfter(immaculateConception), mondayAfter(christmasDay),
    ]

    // MARK: - Days several communities keep

    private static let saintJosephsDay = named(
        "Saint Joseph's Day", "San José", "Sant Josep",
        on: .fixed(month: 3, day: 19))
    private static let maundyThursday = named("Maundy Thursday", "Jueves Santo", "Dijous Sant", on: .easter(-3))
    private static let easterMonday = named("Easter Monday", "Lunes de Pascua", "Dilluns de Pasqua", on: .easter(1))
    private static let whitMondayNames = ["es": "Día de la Pascua Granada", "ca": "Dia de la Pasqua Granada"]
    private static let whitMonday = HolidayRule("Whit Monday", whitMondayNames, on: .easter(50))
    private static let corpusChristi = named("Corpus Christi", "Corpus Christi", "Corpus Christi", on: .easter(60))
    private static let saintJohnsDay = named(
        "Saint John the Baptist", "San Juan", "Sant Joan",
        on: .fixed(month: 6, day: 24))
    private static let saintJamesDay = named(
        "Saint James' Day", "Santiago Apóstol", "Sant Jaume Apòstol",
        on: .fixed(month: 7, day: 25))
    private static let saintStephensDay = named(
        "Saint Stephen's Day", "San Esteban", "Sant Esteve",
        on: .fixed(month: 12, day: 26))

    // MARK: - Building a community's list

    /// `holiday` moved to the Monday when it falls on a Sunday, in `years` (every year when
    /// none are given).
    private static func mondayAfter(_ holiday: HolidayRule, _ years: YearSet...) -> HolidayRule {
        var rule = holiday
        // The Monday first; in other years the day keeps its own rule (lost on a Sunday).
        rule.observances = (years.isEmpty ? [.always] : years).map { .moving($0, [.sunday: .next(.monday)]) }
            + holiday.observances
        return rule
    }

    /// `holiday` in the years listed only: one rule per run of consecutive years, the last run
    /// open-ended when `onwards` is true.
    private static func kept(_ holiday: HolidayRule, in years: [Int], onwards: Bool = false) -> [HolidayRule] {
        var runs: [(Int, Int)] = []
        for year in years.sorted() {
            if let last = runs.last, last.1 == year - 1 {
                runs[runs.count - 1].1 = year
            } else {
                runs.append((year, year))
            }
        }
        return runs.enumerated().map { index, run in
            var rule = holiday
            let open = onwards && index == runs.count - 1
            rule.years = open ? .from(run.0) : YearSet(run.0, run.1)
            return rule
        }
    }

    /// `holiday` in every year but those listed.
    private static func kept(_ holiday: HolidayRule, except years: [Int]) -> [HolidayRule] {
        var rules: [HolidayRule] = []
        var first = YearSet.always.first
        for gap in years.sorted() {
            if gap > first {
                var rule = holiday
                rule.years = YearSet(first, gap - 1)
                rules.append(rule)
            }
            first = gap + 1
        }
        var rule = holiday
        rule.years = .from(first)
        return rules + [rule]
    }

    /// A day named in Spanish and Catalan.
    private static func named(
        _ english: String, _ spanish: String, _ catalan: String, on date: DateRule, observed: [Observance] = []
    ) -> HolidayRule {
        HolidayRule(english, ["es": spanish, "ca": catalan], on: date, observed: observed)
    }

    /// `holiday`, lost when it falls on a Sunday (the community does not move it).
    private static func lostOnSunday(_ holiday: HolidayRule) -> HolidayRule {
        var rule = holiday
        rule.observances = notOnSunday
        return rule
    }

    /// `holiday` in `years` only.
    private static func kept(_ holiday: HolidayRule, _ years: YearSet) -> HolidayRule {
        var rule = holiday
        rule.years = years
        return rule
    }

    /// A day decreed once.
    private static func decreed(
        _ english: String, _ names: [String: String], _ year: Int, _ month: Int, _ day: Int
    ) -> HolidayRule {
        let date = CivilDate(year: year, month: month, day: day)!
        return HolidayRule(english, names, on: .oneOff(date), years: .only(year), key: "\(english) \(date)")
    }

    /// A community's list from its parts, in the order of the year.
    private static func joined(_ parts: [HolidayRule]...) -> [HolidayRule] { parts.flatMap { $0 } }

    // MARK: - Years no resolution covers yet

    /// The first year no resolution covers (the latest, BOE-A-2025-21667, is 2026's).
    private static let firstForecastYear = 2027

    /// `holiday` from 2027 on, only in the years one of the days on `lost` (national or the
    /// community's own) falls on a Sunday: the day the community gave in the resolutions'
    /// years when such a day was lost. A forecast until the BOE publishes each year's resolution; no law tells these
    /// years, so they follow python-holidays 0.108, the only other source. (The model marks
    /// only dates of observed calendars estimated, not these.)
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
        mondayAfter(
            named("Andalusia Day", "Día de Andalucía", "Dia d'Andalusia", on: .fixed(month: 2, day: 28))),
        maundyThursday,
    ]

    /// Aragon: every national day on a Sunday moves to the Monday; Saint George, Aragon's day.
    private static let aragoneseHolidays: [HolidayRule] = nationalDaysMovedFromSunday + [
        maundyThursday,
        mondayAfter(
            named("Saint George's Day", "Día de San Jorge", "Dia de Sant Jordi", on: .fixed(month: 4, day: 23))),
    ]

    /// Asturias: every national day on a Sunday moves to the Monday; Asturias Day (Our Lady of
    /// Covadonga).
    private static let asturianHolidays: [HolidayRule] = nationalDaysMovedFromSunday + [
        maundyThursday,
        mondayAfter(named("Asturias Day", "Día de Asturias", "Dia d'Astúries", on: .fixed(month: 9, day: 8))),
    ]

    private static let cantabriaInstitutionsDay = named(
        "Cantabria Institutions Day", "Día de las Instituciones de Cantabria",
        "Dia de les Institucions de Cantàbria",
        on: .fixed(month: 7, day: 28), observed: notOnSunday)

    /// Cantabria: Easter Monday and Saint James in the years its own days fall on a Sunday
    /// (and as the resolutions list them).
    private static let cantabrianHolidays: [HolidayRule] = joined(
        [mondayAfter(epiphany, .only(2013))],
        kept(maundyThursday, except: [2018]),
        kept(easterMonday, in: [2013, 2015, 2019, 2020, 2024]),
        forecast(easterMonday, whenSunday: (7, 28)),
        [mondayAfter(labourDay, .only(2011))],
        kept(saintJamesDay, in: [2012, 2013, 2014, 2019, 2024]),
        forecast(saintJamesDay, whenSunday: (7, 28)),
        kept(cantabriaInstitutionsDay, except: [2012, 2015]),
        [
            named(
                "Our Lady of Bien Aparecida", "La Bien Aparecida", "La Bien Aparecida",
                on: .fixed(month: 9, day: 15), observed: notOnSunday),
            mondayAfter(nationalDay, .only(2008)),
            mondayAfter(allSaintsDay, .only(2015)),
            mondayAfter(constitutionDay, .only(2009), .from(2026)),
            mondayAfter(immaculateConception, .only(2019)),
            mondayAfter(christmasDay, .from(2016)),
        ])

    /// Ceuta: Saint Anthony, Our Lady of Africa (from 2022), Ceuta Day, and the two Islamic
    /// feasts by the city's decree.
    private static let ceutaHolidays: [HolidayRule] = joined(
        [
            mondayAfter(newYearsDay, .only(2012)),
            mondayAfter(epiphany),
            maundyThursday,
            mondayAfter(labourDay, .only(2011)),
            mondayAfter(named("Saint Anthony's Day", "San Antonio", "Sant Antoni", on: .fixed(month: 6, day: 13))),
            HolidayRule(
                "Our Lady of Africa", ["es": "Nuestra Señora de África", "ca": "Nostra Senyora d'Àfrica"],
                on: .fixed(month: 8, day: 5), years: .from(2022)),
        ],
        kept(
            HolidayRule(
                "Ceuta Day", ["es": "Día de Ceuta", "ca": "Dia de Ceuta"], on: .fixed(month: 9, day: 2),
                observed: notOnSunday),
            except: [2011, 2015, 2025]),
        [
            mondayAfter(nationalDay, .through(2014)),
            mondayAfter(allSaintsDay, .through(2015)),
            mondayAfter(constitutionDay, .through(2020)),
            mondayAfter(immaculateConception, .only(2013)),
            mondayAfter(christmasDay, .through(2016)),
        ],
        ceutaIslamicFeasts)

    private static let castileAndLeonDay = named(
        "Castile and León Day", "Fiesta de Castilla y León", "Festa de Castella i Lleó",
        on: .fixed(month: 4, day: 23))

    /// Castile and León: Castile and León Day (Villalar, April 23).
    private static let castileAndLeonHolidays: [HolidayRule] = joined(
        [mondayAfter(newYearsDay, .from(2017)), mondayAfter(epiphany)],
        kept(saintJosephsDay, in: [2009, 2010, 2012]),
        [maundyThursday],
        kept(mondayAfter(castileAndLeonDay), except: [2023]),
        [mondayAfter(labourDay, .from(2016))],
        kept(saintJamesDay, in: [2011, 2023]),
        [
            mondayAfter(assumptionDay, .from(2021)),
            mondayAfter(nationalDay),
            mondayAfter(allSaintsDay),
            mondayAfter(constitutionDay, .from(2015)),
            mondayAfter(immaculateConception),
            mondayAfter(christmasDay),
        ])

    /// Castilla-La Mancha: Corpus Christi and Castilla-La Mancha Day (May 31).
    private static let castillaLaManchaHolidays: [HolidayRule] = joined(
        [mondayAfter(epiphany, .through(2013))],
        kept(saintJosephsDay, in: [2008, 2009, 2010, 2011, 2020]),
        [maundyThursday],
        kept(easterMonday, in: [2014, 2015, 2019, 2020, 2026]),
        kept(corpusChristi, except: [2009, 2010, 2018]),
        [
            mondayAfter(
                named(
                    "Castilla-La Mancha Day", "Día de Castilla-La Mancha", "Dia de Castella-la Manxa",
                    on: .fixed(month: 5, day: 31), observed: notOnSunday),
                .through(2009)),
            mondayAfter(allSaintsDay, .from(2026)),
            mondayAfter(constitutionDay, .through(2015)),
            mondayAfter(christmasDay, .from(2016)),
        ])

    /// The Canary Islands: Day of the Canary Islands (May 30).
    private static let canaryHolidays: [HolidayRule] = joined(
        [mondayAfter(epiphany), maundyThursday, mondayAfter(labourDay, .only(2016))],
        kept(
            mondayAfter(
                named(
                    "Day of the Canary Islands", "Día de Canarias", "Dia de les Canàries",
                    on: .fixed(month: 5, day: 30))),
            except: [2021]),
        [
            mondayAfter(assumptionDay, .from(2021)),
            mondayAfter(allSaintsDay, .only(2015), .from(2026)),
            mondayAfter(constitutionDay, .only(2009), .only(2020)),
            mondayAfter(christmasDay, .only(2011), .from(2022)),
        ])

    /// Catalonia: Easter Monday, Saint John, the National Day of Catalonia (Diada, September
    /// 11) and Saint Stephen; Whit Monday in the years Labour Day fell on a Sunday.
    private static let catalanHolidays: [HolidayRule] = joined(
        catalanDays, kept(whitMonday, in: [2011, 2016, 2022]), forecast(whitMonday, whenSunday: (5, 1)))

    /// The days Catalonia keeps every year.
    private static let catalanDays: [HolidayRule] = [
        easterMonday,
        lostOnSunday(saintJohnsDay),
        named(
            "National Day of Catalonia", "Fiesta Nacional de Cataluña", "Diada Nacional de Catalunya",
            on: .fixed(month: 9, day: 11), observed: notOnSunday),
        lostOnSunday(saintStephensDay),
    ]

    /// Extremadura: every national day on a Sunday moves to the Monday (New Year's Day only in
    /// 2012); Extremadura Day (Our Lady of Guadalupe, September 8).
    private static let extremaduranHolidays: [HolidayRule] = joined(
        [mondayAfter(newYearsDay, .only(2012)), mondayAfter(epiphany)],
        kept(
            named("Shrove Tuesday", "Martes de Carnaval", "Dimarts de Carnaval", on: .easter(-47)),
            in: [2023, 2024]),
        kept(mondayAfter(saintJosephsDay), in: [2010, 2017, 2021]),
        [maundyThursday, mondayAfter(labourDay)],
        kept(
            mondayAfter(
                named(
                    "Extremadura Day", "Día de Extremadura", "Dia d'Extremadura",
                    on: .fixed(month: 9, day: 8))),
            except: [2024]),
        [
            mondayAfter(nationalDay), mondayAfter(allSaintsDay), mondayAfter(constitutionDay),
            mondayAfter(immaculateConception), mondayAfter(christmasDay),
        ])

    /// Galicia: Galician Literature Day (May 17) and Galician National Day (July 25, in place
    /// of Saint James); Saint Joseph and Saint John in some years.
    private static let galicianHolidays: [HolidayRule] = joined(
        kept(mondayAfter(saintJosephsDay), in: [2008, 2009, 2010, 2011, 2019, 2020, 2021, 2026]),
        [
            decreed(
                "Day following Saint Joseph's Day",
                ["es": "Día siguiente a San José", "ca": "Dia següent a Sant Josep"], 2015, 3, 20),
            maundyThursday,
            named(
                "Galician Literature Day", "Día de las Letras Gallegas", "Dia de les Lletres Gallegues",
                on: .fixed(month: 5, day: 17), observed: notOnSunday),
        ],
        kept(saintJohnsDay, in: [2013, 2016, 2020, 2022, 2026]),
        [
            named(
                "Galician National Day", "Día Nacional de Galicia", "Dia Nacional de Galícia",
                on: .fixed(month: 7, day: 25), observed: notOnSunday),
            mondayAfter(allSaintsDay, .only(2015)),
            mondayAfter(constitutionDay, .only(2009)),
        ])

    /// The Balearic Islands: Day of the Balearic Islands (March 1), Easter Monday, and Saint
    /// Stephen in some years.
    private static let balearicHolidays: [HolidayRule] = joined(
        [
            mondayAfter(
                named(
                    "Day of the Balearic Islands", "Día de las Islas Baleares", "Dia de les Illes Balears",
                    on: .fixed(month: 3, day: 1), observed: notOnSunday),
                .from(2026)),
            maundyThursday,
        ],
        kept(easterMonday, except: [2014, 2025]),
        [
            mondayAfter(nationalDay, .only(2008)),
            mondayAfter(allSaintsDay, .only(2015)),
            mondayAfter(constitutionDay, .through(2020)),
            mondayAfter(christmasDay),
        ],
        kept(saintStephensDay, in: [2008, 2009, 2013, 2014, 2019, 2020, 2025, 2026]))

    /// Murcia: Saint Joseph and Murcia Day (June 9).
    private static let murcianHolidays: [HolidayRule] = joined(
        [mondayAfter(newYearsDay, .from(2017)), mondayAfter(epiphany, .from(2013))],
        kept(lostOnSunday(saintJosephsDay), except: [2022]),
        [maundyThursday, mondayAfter(labourDay, .only(2011), .from(2022))],
        kept(
            mondayAfter(
                named(
                    "Murcia Day", "Día de la Región de Murcia", "Dia de la Regió de Múrcia",
                    on: .fixed(month: 6, day: 9))),
            except: [2013, 2024]),
        [
            mondayAfter(nationalDay, .only(2008)),
            mondayAfter(constitutionDay),
            mondayAfter(immaculateConception, .only(2013), .from(2024)),
            mondayAfter(christmasDay, .from(2016)),
        ])

    /// Madrid: Madrid Day (May 2); Saint Joseph and Saint James in the years New Year's Day,
    /// Assumption Day or All Saints' Day, and Labour Day, fell on a Sunday.
    private static let madridHolidays: [HolidayRule] = joined(
        [mondayAfter(epiphany)],
        kept(mondayAfter(saintJosephsDay), in: [2009, 2010, 2012, 2015, 2017, 2021, 2023]),
        forecast(mondayAfter(saintJosephsDay), whenSunday: (1, 1), (8, 15)),
        [
            decreed(
                "Saint Joseph's Day Transfer", ["es": "Traslado de San José", "ca": "Trasllat de Sant Josep"],
                2013, 3, 18),
            maundyThursday,
        ],
        kept(
            mondayAfter(
                named(
                    "Madrid Day", "Fiesta de la Comunidad de Madrid", "Festa de la Comunitat de Madrid",
                    on: .fixed(month: 5, day: 2))),
            except: [2010]),
        kept(corpusChristi, in: [2009, 2010, 2011, 2014]),
        kept(saintJamesDay, in: [2008, 2011, 2016, 2022, 2024, 2025]),
        forecast(saintJamesDay, whenSunday: (5, 1)),
        [
            mondayAfter(allSaintsDay, .from(2020)),
            mondayAfter(constitutionDay, .from(2020)),
            mondayAfter(immaculateConception, .only(2019)),
            mondayAfter(christmasDay, .from(2016)),
        ])

    /// Melilla: Our Lady of Victory (September 8), Melilla Day (September 17), the Statute
    /// of Autonomy in some years, and the two Islamic feasts by the city's decree.
    private static let melillaHolidays: [HolidayRule] = joined(
        [mondayAfter(newYearsDay, .only(2017)), mondayAfter(epiphany)],
        kept(
            named(
                "Statute of Autonomy of Melilla Day",
                "Estatuto de Autonomía de la Ciudad de Melilla", "Estatut d'Autonomia de la Ciutat de Melilla",
                on: .fixed(month: 3, day: 13)),
            in: [2020, 2021, 2023]),
        [kept(saintJosephsDay, .through(2016)), maundyThursday],
        kept(
            mondayAfter(
                named(
                    "Day of Our Lady of Victory",
                    "Día de Nuestra Señora la Virgen de la Victoria", "Dia de la Mare de Déu de la Victòria",
                    on: .fixed(month: 9, day: 8))),
            except: [2024]),
        kept(
            mondayAfter(named("Melilla Day", "Día de Melilla", "Dia de Melilla", on: .fixed(month: 9, day: 17))),
            except: [2023]),
        [
            mondayAfter(nationalDay, .only(2008)),
            mondayAfter(allSaintsDay, .only(2009)),
            mondayAfter(constitutionDay),
            mondayAfter(immaculateConception, .from(2019)),
            mondayAfter(christmasDay),
        ],
        melillaIslamicFeasts)

    /// Navarre: Easter Monday and Saint Francis Xavier (December 3); Saint Joseph and Saint
    /// James in some years.
    private static let navarreseHolidays: [HolidayRule] = joined(
        [mondayAfter(epiphany, .from(2013))],
        kept(saintJosephsDay, in: [2008, 2009, 2010, 2012, 2014, 2015, 2019, 2020, 2021, 2026]),
        [maundyThursday, easterMonday],
        kept(saintJamesDay, in: [2008, 2009, 2011, 2013, 2015, 2016, 2017, 2022, 2023, 2024, 2025]),
        [
            mondayAfter(allSaintsDay, .from(2026)),
            mondayAfter(
                named(
                    "Saint Francis Xavier's Day", "San Francisco Javier", "Sant Francesc Xavier",
                    on: .fixed(month: 12, day: 3))),
            mondayAfter(constitutionDay, .only(2020)),
            mondayAfter(christmasDay),
        ])

    /// The Basque Country: Easter Monday and Saint James; Saint Joseph in the years Epiphany,
    /// Assumption Day or All Saints' Day fell on a Sunday; Basque Country Day in 2011-2014.
    private static let basqueHolidays: [HolidayRule] = joined(
        kept(saintJosephsDay, in: [2008, 2009, 2010, 2015, 2019, 2020, 2021, 2026]),
        forecast(saintJosephsDay, whenSunday: (1, 6), (8, 15), (11, 1)),
        [maundyThursday, easterMonday],
        kept(lostOnSunday(saintJamesDay), except: [2012, 2014, 2018]),
        [
            HolidayRule(
                "Basque Country Day", ["es": "Día del País Vasco", "ca": "Dia del País Basc"],
                on: .fixed(month: 10, day: 25), years: YearSet(2011, 2014)),
            decreed(
                "80th Anniversary of the first Basque Government",
                ["es": "80 Aniversario del primer Gobierno Vasco", "ca": "80è Aniversari del primer Govern Basc"],
                2016, 10, 7),
            decreed(
                "V Centennial of the Circumnavigation of the World",
                ["es": "V Centenario Vuelta al Mundo", "ca": "V Centenari de la Volta al Món"], 2022, 9, 6),
        ])

    /// La Rioja: La Rioja Day (June 9); Saint James in the years Christmas fell on a Sunday.
    private static let riojanHolidays: [HolidayRule] = joined(
        kept(saintJosephsDay, in: [2009, 2010, 2012]),
        [maundyThursday],
        kept(easterMonday, except: [2009, 2010, 2012, 2018]),
        [mondayAfter(named("La Rioja Day", "Día de La Rioja", "Dia de La Rioja", on: .fixed(month: 6, day: 9)))],
        kept(saintJamesDay, in: [2008, 2011, 2016]),
        [
            mondayAfter(constitutionDay),
            mondayAfter(immaculateConception, .through(2019)),
            mondayAfter(christmasDay, .from(2022)),
        ])

    /// The Valencian Community: Saint Joseph, Easter Monday, Saint John (from 2019) and
    /// Valencian Community Day (October 9); Maundy Thursday in some years.
    private static let valencianHolidays: [HolidayRule] = joined(
        [
            lostOnSunday(saintJosephsDay),
            decreed("The Fallas", ["es": "Lunes de Fallas", "ca": "Dilluns de les Falles"], 2013, 3, 18),
        ],
        kept(maundyThursday, in: [2008, 2009, 2011, 2016, 2017, 2022]),
        forecast(maundyThursday, whenSunday: (5, 1)),
        [easterMonday, mondayAfter(labourDay, .only(2011)), kept(saintJohnsDay, .from(2019))],
        [
            named(
                "Valencian Community Day", "Día de la Comunidad Valenciana", "Dia de la Comunitat Valenciana",
                on: .fixed(month: 10, day: 9), observed: notOnSunday),
            mondayAfter(constitutionDay, .only(2015)),
            mondayAfter(christmasDay, .only(2016)),
        ])

    /// Barcelona: Catalonia's days and, from 2012, the city's two local days: Whit Monday (a
    /// week later in 2015 and 2023; in 2011 Catalonia's) and Our Lady of Mercy (September 24),
    /// with Saint Eulalia in 2016.
    private static let barcelonaHolidays: [HolidayRule] = joined(
        catalanDays,
        kept(whitMonday, in: Array(2011...2014) + Array(2016...2022) + [2024], onwards: true),
        [
            decreed("Whit Monday", whitMondayNames, 2015, 6, 1),
            decreed("Whit Monday", whitMondayNames, 2023, 6, 5),
            decreed("Saint Eulalia Day", ["es": "Santa Eulalia", "ca": "Santa Eulàlia"], 2016, 2, 12),
            kept(
                mondayAfter(
                    named(
                        "Our Lady of Mercy", "Nuestra Señora de la Merced", "Mare de Déu de la Mercè",
                        on: .fixed(month: 9, day: 24))),
                .from(2012)),
            decreed(
                "Our Lady of Mercy (observed)",
                ["es": "Nuestra Señora de la Merced (trasladado)", "ca": "Mare de Déu de la Mercè (traslladat)"],
                2022, 9, 26),
        ])

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

    /// Both feasts from 2027, on the Umm al-Qura dates (estimated) until a decree sets them.
    private static func islamicFeasts(fitr: [String: String], adha: [String: String]) -> [HolidayRule] {
        [
            HolidayRule("Eid al-Fitr", fitr, on: .hijri(.shawwal, 1), years: .from(2027)),
            HolidayRule("Eid al-Adha", adha, on: .hijri(.dhuAlHijjah, 10), years: .from(2027)),
        ]
    }

    /// A feast on the dates a city's decrees set, one a year.
    private static func decreed(_ english: String, _ names: [String: String], on dates: [String]) -> [HolidayRule] {
        dates.map { text in
            let date = CivilDate.parse(text)!
            return decreed(english, names, date.year, date.month, date.day)
        }
    }

    /// Ceuta's decrees (BOCCE): Eid al-Adha from 2010, Eid al-Fitr from 2022.
    private static let ceutaIslamicFeasts: [HolidayRule] = joined(
        decreed(
            "Eid al-Adha", ceutaEidAlAdha,
            on: [
                "2010-11-17", "2011-11-07", "2012-10-27", "2013-10-15", "2014-10-06", "2015-09-25",
                "2016-09-12", "2017-09-01", "2018-08-22", "2019-08-12", "2020-07-31", "2021-07-20",
                "2022-07-09", "2023-06-29", "2024-06-17", "2025-06-06", "2026-05-27",
            ]),
        decreed(
            "Eid al-Fitr", ceutaEidAlFitr,
            on: ["2022-05-03", "2023-04-22", "2024-04-10", "2025-03-31", "2026-03-20"]),
        islamicFeasts(fitr: ceutaEidAlFitr, adha: ceutaEidAlAdha))

    /// Melilla's decrees (BOME): Eid al-Adha from 2010, Eid al-Fitr from 2022.
    private static let melillaIslamicFeasts: [HolidayRule] = joined(
        decreed(
            "Eid al-Adha", melillaEidAlAdha,
            on: [
                "2010-11-17", "2011-11-07", "2012-10-26", "2013-10-15", "2014-10-04", "2015-09-25",
                "2016-09-12", "2017-09-01", "2018-08-22", "2019-08-12", "2020-07-31", "2021-07-21",
                "2022-07-11", "2023-06-29", "2024-06-17", "2025-06-06", "2026-05-27",
            ]),
        decreed(
            "Eid al-Fitr", melillaEidAlFitr,
            on: ["2022-05-03", "2023-04-21", "2024-04-10", "2025-03-31", "2026-03-20"]),
        islamicFeasts(fitr: melillaEidAlFitr, adha: melillaEidAlAdha))
}
