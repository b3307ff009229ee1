import HolidayEngine

// Argentina: the national holidays (feriados nacionales) and non-working days (días no
// laborables) from Decreto-Ley 2446/1956, the first list of the present order, with the laws
// that changed it, the bridge days the executive fixes year by year, the provinces' own days,
// and the banks' day.
//
// - Decreto-Ley 2446/1956 (from 1957): Epiphany, Carnival, Maundy Thursday, Corpus Christi, the
//   Assumption, All Saints and the Immaculate Conception among the holidays. Ley 21.329 (1976)
//   ends them, from 1976 or 1977, and makes Good Friday a holiday from 1977.
// - Ley 22.655 (1982): Columbus Day restored. Ley 22.769 (1983) and Decreto 901/1984: the Day
//   of Affirmation of Argentine Rights over the Malvinas, April 2 in 1983, June 10 from 1984.
// - Ley 23.555 (1988): the movable holidays are kept on the nearest Monday (from a Tuesday or
//   Wednesday the Monday before, from a Thursday or Friday the Monday after): Belgrano's day
//   (until Ley 24.023 fixed it in 1992), San Martín's, Columbus Day, the Malvinas.
// - Ley 24.160 (1993): the Veterans' Day, April 2, movable until Ley 26.110 fixed it (2007),
//   and from 2001 (Ley 25.370) also the day of the Fallen in the Malvinas War, in place of
//   June 10; March 31 in 2020 (Decreto 297/2020).
// - Ley 24.445 (1995): Belgrano's day the third Monday of June and San Martín's the third
//   Monday of August; the Immaculate Conception restored.
// - Columbus Day: October 8 in 2001 (Ley 25.442), October 14 in 2002 (Decreto 1932/2002), the
//   second Monday of October 2008-2016 (Ley 26.416 and Decreto 1584/2010, which renamed it the
//   Day of Respect for Cultural Diversity).
// - Ley 26.085 (2006): March 24, the Day of Remembrance for Truth and Justice.
// - Decreto 1584/2010 (from 2011): Carnival restored, Maundy Thursday a non-working day,
//   Belgrano's day June 20 again, National Sovereignty Day (the fourth Monday of November from
//   2010; November 27 in 2015, Decreto 2226/2015; November 28 in 2016). San Martín's day
//   August 22 in 2011 (Decreto 521/2011).
// - Ley 27.258 (2016): Güemes's day, June 17, kept on the Monday before from a Tuesday or
//   Wednesday and on the Monday after from a Thursday (a Friday stays: the Monday after is
//   June 20).
// - Ley 27.399 (2017): San Martín's day, Columbus Day and National Sovereignty Day movable to
//   the nearest Monday again; up to three bridge days a year, on a Monday or a Friday.
//
// Bridge days (feriados puente, "con fines turísticos") are fixed year by year, and known
// here through 2026, the last year decreed: Decreto 1585/2010 (2011-2013), Decreto 1768/2013
// (2014-2016; none in 2017), Decreto 923/2017 (2018-2019), Decreto 717/2019 (2020), Decreto
// 947/2020 (2021), Decreto 789/2021 (2022), Decreto 764/2022 (2023), Decreto 106/2023 (2024),
// Decreto 1027/2024 (2025), Resolución 164/2025 of the Jefatura de Gabinete (2026). Later
// years show no bridge day until one is decreed.
//
// The banks' day, November 6 (Día del Bancario, the collective agreement 18/75, art. 50), and
// the days the Central Bank closes the banks are kind `.bank`. python-holidays 0.108's
// Armenian, Hebrew and Islamic days (those communities' days off, Leyes 26.199, 24.571, 26.089,
// 24.757) and the state workers' day (`government`, Ley 26.876) are left out.
//
// Known from 1957, the first year of Decreto-Ley 2446/1956.

extension Country {
    /// Argentina: national holidays, bridge days, the provinces' days and the banks' day,
    /// known from 1957.
    public static let argentina = Country(
        "AR", "Argentina", languages: ["es"], firstWeekday: .monday, known: .from(1957),
        kinds: [.public, .bank], sources: "Decreto-Ley 2446/1956; Leyes 21.329, 23.555, 24.445, 26.085, 26.416, 27.399; Decreto "
            + "1584/2010; the yearly decrees of bridge days; the provinces' laws",
        rules: { argentineHolidays + bridgeDays },
        subdivisions: [
            Subdivision("A", "Salta", rules: { saltaHolidays }),
            Subdivision("B", "Buenos Aires", rules: { buenosAiresHolidays }),
            Subdivision("C", "Buenos Aires City", local: "Ciudad Autónoma de Buenos Aires", rules: { buenosAiresCityHolidays }),
            Subdivision("D", "San Luis", rules: { sanLuisHolidays }),
            Subdivision("E", "Entre Ríos", rules: { entreRiosHolidays }),
            Subdivision("F", "La Rioja", rules: { laRiojaHolidays }),
            Subdivision("G", "Santiago del Estero"),
            Subdivision("H", "Chaco"),
            Subdivision("J", "San Juan", rules: { sanJuanHolidays }),
            Subdivision("K", "Catamarca", rules: { catamarcaHolidays }),
            Subdivision("L", "La Pampa"),
            Subdivision("M", "Mendoza", rules: { mendozaHolidays }),
            Subdivision("N", "Misiones"),
            Subdivision("P", "Formosa"),
            Subdivision("Q", "Neuquén"),
            Subdivision("R", "Río Negro"),
            Subdivision("S", "Santa Fe"),
            Subdivision("T", "Tucumán", rules: { tucumanHolidays }),
            Subdivision("U", "Chubut", rules: { chubutHolidays }),
            Subdivision("V", "Tierra del Fuego", rules: { tierraDelFuegoHolidays }),
            Subdivision("W", "Corrientes", rules: { corrientesHolidays }),
            Subdivision("X", "Córdoba", rules: { cordobaHolidays }),
            Subdivision("Y", "Jujuy", rules: { jujuyHolidays }),
            Subdivision("Z", "Santa Cruz", rules: { santaCruzHolidays }),
        ])

    /// Ley 23.555 (1988), Ley 27.399 (2017): the holiday is kept on the nearest Monday.
    private static let movable: [Observance] = [.nearestMonday(.from(1988))]

    /// The national holidays, in the order of the year.
    private static let argentineHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Epiphany", local: "Día de Reyes", on: .fixed(month: 1, day: 6), years: .through(1976)),
        .oneOff(
            "Bicentenary of the inaugural session of the National Constituent Assembly of the year 1813",
            local: "Bicentenario de la sesión inaugural de la Asamblea Nacional Constituyente del año 1813",
            on: CivilDate(2013, 1, 31)),  // Ley 26.840
        .oneOff(
            "Bicentenary of the Battle of Salta", local: "Bicentenario de la Batalla de Salta",
            on: CivilDate(2013, 2, 20)),  // Ley 26.837
        .oneOff(
            "Bicentenary of the creation and first oath of the national flag",
            local: "Bicentenario de la creación y primera jura de la bandera nacional",
            on: CivilDate(2012, 2, 27)),  // Ley 26.721
        carnivalMonday,
        carnivalTuesday,
        HolidayRule(
            "National Day of Remembrance for Truth and Justice",
            local: "Día Nacional de la Memoria por la Verdad y la Justicia", on: .fixed(month: 3, day: 24),
            years: .from(2006)),
        HolidayRule(
            names: veteransNames, on: .fixed(month: 4, day: 2), years: YearSet(1993, 2006), observed: movable,
            key: "Veterans Day"),
        HolidayRule(
            names: veteransNames, on: .fixed(month: 4, day: 2), years: .from(2007).except(2020),
            key: "Veterans Day (fixed)"),
        .oneOff(
            "Veteran's Day and the Fallen in the Malvinas War",
            local: "Día del Veterano y de los Caidos en la Guerra de Malvinas",
            on: CivilDate(2020, 3, 31)),  // Decreto 297/2020
        HolidayRule(
            "Maundy Thursday", local: "Jueves Santo", on: .easter(-3), years: YearSet(1957, 1976).union(.from(2011))),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2), years: .from(1977)),
        HolidayRule("Labor Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        .oneOff(
            "National Census Day 2022", local: "Censo Nacional 2022", on: CivilDate(2022, 5, 18)),
        .oneOff(
            "Bicentenary of the May Revolution", local: "Bicentenario de la Revolución de Mayo",
            on: CivilDate(2010, 5, 24)),  // Decreto 615/2010
        HolidayRule("May Revolution Day", local: "Día de la Revolución de Mayo", on: .fixed(month: 5, day: 25)),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60), years: .through(1975)),
        HolidayRule(
            malvinasAffirmation, local: "Día de la Afirmación de los Derechos Argentinos sobre las Malvinas, Islas y Sector Antártico",
            on: .fixed(month: 4, day: 2), years: .only(1983)),
        HolidayRule(
            malvinasAffirmation, local: "Día de la Afirmación de los Derechos Argentinos sobre las Malvinas, Islas y Sector Antártico",
            on: .fixed(month: 6, day: 10), years: YearSet(1984, 2000), observed: movable, key: "Malvinas (June 10)"),
        HolidayRule(
            "Pass to the Immortality of General Don Martín Miguel de Güemes",
            local: "Paso a la Inmortalidad del General Don Martín Miguel de Güemes", on: .fixed(month: 6, day: 17),
            years: .from(2016),
            observed: [
                .moving(
                    .from(2016),
                    [.tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .next(.monday)]),
            ]),
        HolidayRule(
            belgrano, local: belgranoLocal, on: .fixed(month: 6, day: 20), years: YearSet(1957, 1991), observed: movable),
        HolidayRule(
            belgrano, local: belgranoLocal, on: .fixed(month: 6, day: 20), years: YearSet(1992, 1994).union(.from(2011)),
            key: "Belgrano (June 20)"),
        HolidayRule(
            belgrano, local: belgranoLocal, on: .nth(3, .monday, of: 6), years: YearSet(1995, 2010),
            key: "Belgrano (third Monday)"),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 7, day: 9)),
        HolidayRule("Assumption Day", local: "Día de la Asunción", on: .fixed(month: 8, day: 15), years: .through(1975)),
        HolidayRule(
            sanMartin, local: sanMartinLocal, on: .fixed(month: 8, day: 17),
            years: YearSet(1957, 1994).union(.from(2017)), observed: movable),
        HolidayRule(
            sanMartin, local: sanMartinLocal, on: .nth(3, .monday, of: 8), years: YearSet(1995, 2016).except(2011),
            key: "San Martín (third Monday)"),
        .oneOff(sanMartin, local: sanMartinLocal, on: CivilDate(2011, 8, 22)),  // Decreto 521/2011
        .oneOff(
            "Bicentenary of the Battle of Tucumán", local: "Bicentenario de la Batalla de Tucumán",
            on: CivilDate(2012, 9, 24)),  // Ley 26.763
        HolidayRule(
            names: columbusNames, on: .fixed(month: 10, day: 12),
            years: YearSet(1957, 1975).union(YearSet(1982, 2007)).union(.from(2017)).except(2001, 2002),
            observed: movable, key: "Columbus Day"),
        .oneOff(HolidayName("Columbus Day", local: "Día de la Raza"), on: CivilDate(2001, 10, 8)),
        .oneOff(HolidayName("Columbus Day", local: "Día de la Raza"), on: CivilDate(2002, 10, 14)),
        HolidayRule(
            names: columbusNames, on: .nth(2, .monday, of: 10), years: YearSet(2008, 2016),
            key: "Columbus Day (second Monday)"),
        .oneOff(
            "National Census Day 2010", local: "Censo Nacional 2010", on: CivilDate(2010, 10, 27)),
        HolidayRule("All Saints' Day", local: "Todos Los Santos", on: .fixed(month: 11, day: 1), years: .through(1975)),
        .oneOff(
            "Visit of His Holiness Pope Leo XIV", local: "Visita de Su Santidad el Papa León XIV",
            on: CivilDate(2026, 11, 9)),  // Decreto 1103/2026
        HolidayRule(
            sovereignty, local: sovereigntyLocal, on: .nth(4, .monday, of: 11), years: YearSet(2010, 2014)),
        .oneOff(sovereignty, local: sovereigntyLocal, on: CivilDate(2015, 11, 27)),  // Decreto 2226/2015
        .oneOff(sovereignty, local: sovereigntyLocal, on: CivilDate(2016, 11, 28)),
        HolidayRule(
            sovereignty, local: sovereigntyLocal, on: .fixed(month: 11, day: 20), years: .from(2017), observed: movable,
            key: "National Sovereignty Day (November 20)"),
        immaculateConception.during(YearSet(1957, 1975).union(.from(1995))),
        .oneOff(
            "FIFA World Cup 2022 Victory Day", local: "Día de la Victoria de la Copa Mundial de la FIFA 2022",
            on: CivilDate(2022, 12, 20)),  // Decreto 842/2022
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
        // The banks' day, and the days the Central Bank closed the banks (Comunicaciones
        // P50962, P50983, P51020, P51155, P51199; A8487 for the papal visit).
        HolidayRule("Bankers' Day", local: "Día del Bancario", on: .fixed(month: 11, day: 6), kind: .bank, years: .from(1975)),
        .oneOff(bankHoliday, on: CivilDate(2019, 12, 24), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2019, 12, 31), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2020, 12, 24), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2020, 12, 31), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2021, 12, 24), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2021, 12, 31), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2024, 12, 24), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2024, 12, 31), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2025, 12, 24), kind: .bank),
        .oneOff(bankHoliday, on: CivilDate(2025, 12, 31), kind: .bank),
        papalVisit.ofKind(.bank).keyed("Visit of His Holiness Pope Leo XIV (banks)"),
    ]

    /// The bridge days, by the decree that fixed them.
    private static let bridgeDays: [HolidayRule] = [
        // Decreto 1585/2010.
        .oneOff(bridgeDay, on: CivilDate(2011, 3, 25)), .oneOff(bridgeDay, on: CivilDate(2011, 12, 9)),
        .oneOff(bridgeDay, on: CivilDate(2012, 4, 30)), .oneOff(bridgeDay, on: CivilDate(2012, 12, 24)),
        .oneOff(bridgeDay, on: CivilDate(2013, 4, 1)), .oneOff(bridgeDay, on: CivilDate(2013, 6, 21)),
        // Decreto 1768/2013.
        .oneOff(bridgeDay, on: CivilDate(2014, 5, 2)), .oneOff(bridgeDay, on: CivilDate(2014, 12, 26)),
        .oneOff(bridgeDay, on: CivilDate(2015, 3, 23)), .oneOff(bridgeDay, on: CivilDate(2015, 12, 7)),
        .oneOff(bridgeDay, on: CivilDate(2016, 7, 8)), .oneOff(bridgeDay, on: CivilDate(2016, 12, 9)),
        // Decreto 923/2017.
        .oneOff(bridgeDay, on: CivilDate(2018, 4, 30)), .oneOff(bridgeDay, on: CivilDate(2018, 12, 24)),
        .oneOff(bridgeDay, on: CivilDate(2018, 12, 31)),
        .oneOff(bridgeDay, on: CivilDate(2019, 7, 8)), .oneOff(bridgeDay, on: CivilDate(2019, 8, 19)),
        .oneOff(bridgeDay, on: CivilDate(2019, 10, 14)),
        // Decreto 717/2019.
        .oneOff(bridgeDay, on: CivilDate(2020, 3, 23)), .oneOff(bridgeDay, on: CivilDate(2020, 7, 10)),
        .oneOff(bridgeDay, on: CivilDate(2020, 12, 7)),
        // Decreto 947/2020.
        .oneOff(bridgeDay, on: CivilDate(2021, 5, 24)), .oneOff(bridgeDay, on: CivilDate(2021, 10, 8)),
        .oneOff(bridgeDay, on: CivilDate(2021, 11, 22)),
        // Decreto 789/2021.
        .oneOff(bridgeDay, on: CivilDate(2022, 10, 7)), .oneOff(bridgeDay, on: CivilDate(2022, 11, 21)),
        .oneOff(bridgeDay, on: CivilDate(2022, 12, 9)),
        // Decreto 764/2022.
        .oneOff(bridgeDay, on: CivilDate(2023, 5, 26)), .oneOff(bridgeDay, on: CivilDate(2023, 6, 19)),
        .oneOff(bridgeDay, on: CivilDate(2023, 10, 13)),
        // Decreto 106/2023.
        .oneOff(bridgeDay, on: CivilDate(2024, 4, 1)), .oneOff(bridgeDay, on: CivilDate(2024, 6, 21)),
        .oneOff(bridgeDay, on: CivilDate(2024, 10, 11)),
        // Decreto 1027/2024.
        .oneOff(bridgeDay, on: CivilDate(2025, 5, 2)), .oneOff(bridgeDay, on: CivilDate(2025, 8, 15)),
        .oneOff(bridgeDay, on: CivilDate(2025, 11, 21)),
        // Resolución 164/2025 (Jefatura de Gabinete de Ministros).
        .oneOff(bridgeDay, on: CivilDate(2026, 3, 23)), .oneOff(bridgeDay, on: CivilDate(2026, 7, 10)),
        .oneOff(bridgeDay, on: CivilDate(2026, 12, 7)),
    ]

    /// A bridge day a decree fixed ("feriado con fines turísticos").
    private static let bridgeDay = HolidayName("Bridge Public Holiday", local: "Feriado con fines turísticos")

    /// A day the Central Bank closed the banks.
    private static let bankHoliday = HolidayName("Bank Holiday", local: "Asueto bancario")

    private static let carnivalMonday = HolidayRule(
        "Carnival Monday", local: "Lunes de Carnaval", on: .easter(-48), years: YearSet(1957, 1976).union(.from(2011)))

    private static let carnivalTuesday = HolidayRule(
        "Carnival Tuesday", local: "Martes de Carnaval", on: .easter(-47), years: YearSet(1957, 1976).union(.from(2011)))

    private static let immaculateConception = HolidayRule(
        "Immaculate Conception", local: "Inmaculada Concepción de María", on: .fixed(month: 12, day: 8))

    private static let veteransNames: [HolidayName] = [
        HolidayName("War Veteran's Day", local: "Día del Veterano de Guerra", years: .through(2000)),
        HolidayName(
            "Veteran's Day and the Fallen in the Malvinas War",
            local: "Día del Veterano y de los Caidos en la Guerra de Malvinas", years: .from(2001)),
    ]

    private static let columbusNames: [HolidayName] = [
        HolidayName("Columbus Day", local: "Día de la Raza", years: .through(2009)),
        HolidayName("Respect for Cultural Diversity Day", local: "Día del Respeto a la Diversidad Cultural", years: .from(2010)),
    ]

    private static let malvinasAffirmation =
        "Day of Affirmation of Argentine Rights over the Malvinas, Islands and Antarctic Sector"
    private static let belgrano = "Pass to the Immortality of General Don Manuel Belgrano"
    private static let belgranoLocal = "Paso a la Inmortalidad del General Don Manuel Belgrano"
    private static let sanMartin = "Pass to the Immortality of General Don José de San Martín"
    private static let sanMartinLocal = "Paso a la Inmortalidad del General Don José de San Martín"
    private static let sovereignty = "National Sovereignty Day"
    private static let sovereigntyLocal = "Día de la Soberanía Nacional"

    private static let papalVisit: HolidayRule = .oneOff(
        "Visit of His Holiness Pope Leo XIV", local: "Visita de Su Santidad el Papa León XIV",
        on: CivilDate(2026, 11, 10))

    /// Salta: Ley 5032 (from 1977).
    private static let saltaHolidays: [HolidayRule] = [
        HolidayRule(
            "Anniversary of the Battle of Salta", local: "Aniversario de la Batalla de Salta", on: .fixed(month: 2, day: 20),
            years: .from(1977)),
        HolidayRule(
            "Day of Memory of General Don Martín Miguel de Güemes",
            local: "Dia de la memoria del Guerrero de la Independencia y Gobernador de la Provincia de Salta General "
                + "Don Martín Miguel de Güemes",
            on: .fixed(month: 6, day: 17), years: .from(1977)),
    ] + (13...15).map { day in
        HolidayRule(
            "Feasts of the Lord and the Virgin of Miracle", local: "Festividades del Señor y de la Virgen del Milagro",
            on: .fixed(month: 9, day: day), years: .from(1977), key: "Feasts of the Lord and the Virgin of Miracle \(day)")
    }

    /// Buenos Aires: the papal visit (Decreto 1103/2026).
    private static let buenosAiresHolidays: [HolidayRule] = [
        .oneOff(
            "Visit of His Holiness Pope Leo XIV", local: "Visita de Su Santidad el Papa León XIV",
            on: CivilDate(2026, 11, 11)),
    ]

    /// Buenos Aires City: the G20 summit (Decreto 967/2018) and the papal visit.
    private static let buenosAiresCityHolidays: [HolidayRule] = [
        .oneOff("G20 Leaders' Summit", local: "Cumbre de Líderes del Grupo de los 20 (G20)", on: CivilDate(2018, 11, 30)),
        papalVisit,
    ]

    /// San Luis: Ley II-0046-2004.
    private static let sanLuisHolidays: [HolidayRule] = [
        HolidayRule(
            "Exaltation of the Holy Cross Day", local: "Día de la Exaltación de la Santa Cruz", on: .fixed(month: 5, day: 3),
            years: .from(2004)),
        HolidayRule(
            "Saint Louis the King of France's Day", local: "Día de San Luis Rey de Francia", on: .fixed(month: 8, day: 25),
            years: .from(2004)),
    ]

    /// Entre Ríos: Ley 7285/84, Decreto 4359/93, Decreto 216/2003, Ley 10541.
    private static let entreRiosHolidays: [HolidayRule] = [
        HolidayRule(
            "Commemoration of the Battle of Caseros", local: "Conmemoración de la Batalla de Caseros",
            on: .fixed(month: 2, day: 3), years: .from(1984)),
        HolidayRule(
            "Provincial Day of Remembrance for Truth and Justice",
            local: "Día Provincial de la Memoria por la Verdad y la Justicia", on: .fixed(month: 3, day: 24),
            years: .from(2018)),
        HolidayRule("State Worker's Day", local: "Día del Trabajador Estatal", on: .fixed(month: 6, day: 27), years: .from(2004)),
        HolidayRule(
            "Saint Michael the Archangel's Day", local: "San Miguel Arcángel", on: .fixed(month: 9, day: 29),
            years: .from(1993)),
    ]

    /// La Rioja: Leyes 6886, 9844, 9955, 10242, 10298, 1035.
    private static let laRiojaHolidays: [HolidayRule] = [
        HolidayRule(
            "Day of the Death of Juan Facundo Quiroga", local: "Día del fallecimiento de Juan Facundo Quiroga",
            on: .fixed(month: 2, day: 16), years: .from(2021)),
        HolidayRule("Provincial Autonomy Day", local: "Día de la Autonomía Provincial", on: .fixed(month: 3, day: 1), years: .from(2020)),
        HolidayRule(
            "Day of Remembrance for Truth and Justice", local: "Día de la Memoria por la Verdad y la Justicia",
            on: .fixed(month: 3, day: 24), years: .from(2017)),
        HolidayRule("Malvinas Memorial Day", local: "Día de los Caídos en Malvinas", on: .fixed(month: 4, day: 2), years: YearSet(2017, 2020)),
        HolidayRule("La Rioja Foundation Day", local: "Día de la fundación de La Rioja", on: .fixed(month: 5, day: 20), years: .from(2000)),
        HolidayRule(
            "Anniversary of the Death of Enrique Angelelli",
            local: "Día del Aniversario del Fallecimiento de Monseñor Enrique Angelelli", on: .fixed(month: 8, day: 4),
            years: .from(2016)),
        HolidayRule(
            "Anniversary of the Death of Ángel Vicente Peñaloza",
            local: "Día del Aniversario del Fallecimiento de Ángel Vicente Peñaloza", on: .fixed(month: 11, day: 12),
            years: .from(2020)),
        HolidayRule("Tinkunaco Festival", local: "Día del Tinkunaco Riojano", on: .fixed(month: 12, day: 31), years: .from(2000)),
    ]

    /// San Juan: Ley 14-P.
    private static let sanJuanHolidays: [HolidayRule] = [
        HolidayRule("Teacher's Day", local: "Día del Maestro", on: .fixed(month: 9, day: 11), years: .from(2015)),
    ]

    /// Catamarca: Ley 4553 (the Immaculate Conception, the province's patron, from 1989, before
    /// the nation restored it in 1995) and Ley 5525.
    private static let catamarcaHolidays: [HolidayRule] = [
        HolidayRule("Birthday of Mamerto Esquiú", local: "Natalicio de Fray Mamerto Esquiú", on: .fixed(month: 5, day: 11), years: .from(1990)),
        HolidayRule("Catamarca Autonomy Day", local: "Autonomía de Catamarca", on: .fixed(month: 8, day: 25), years: .from(1990)),
        HolidayRule("Miracle Day", local: "Día del Milagro", on: .fixed(month: 9, day: 7), years: .from(2018)),
        immaculateConception.during(YearSet(1957, 1975).union(.from(1989))).replacing("Immaculate Conception"),
    ]

    /// Mendoza: Ley 4081.
    private static let mendozaHolidays: [HolidayRule] = [
        HolidayRule("Saint James' Day", local: "Día del Apóstol Santiago", on: .fixed(month: 7, day: 25), years: .from(1977)),
    ]

    /// Tucumán: Ley 1765.
    private static let tucumanHolidays: [HolidayRule] = [
        HolidayRule("Anniversary of the Battle of Tucumán", local: "Aniversario de la Batalla de Tucumán", on: .fixed(month: 9, day: 24)),
    ]

    /// Chubut: Leyes I-85 and I-547.
    private static let chubutHolidays: [HolidayRule] = [
        HolidayRule("Plebiscite 1902 Trevelin", local: "Plebiscito 1902 Trevelin", on: .fixed(month: 4, day: 30), years: .from(1984)),
        HolidayRule(
            "Anniversary of the arrival of the first Welsh settlers",
            local: "Aniversario del arribo de los primeros colonizadores galeses", on: .fixed(month: 7, day: 28),
            years: .from(1984)),
        HolidayRule(
            "Tehuelches and Mapuches declare loyalty to the Argentine flag",
            local: "Tehuelches y Mapuches declaran lealtad a la bandera Argentina", on: .fixed(month: 11, day: 3),
            years: .from(2015)),
        HolidayRule("National Petroleum Day", local: "Día del Petróleo Nacional", on: .fixed(month: 12, day: 13), years: .from(1984)),
    ]

    /// Tierra del Fuego: Leyes 7/92 and 1389/2021.
    private static let tierraDelFuegoHolidays: [HolidayRule] = [
        HolidayRule(
            "Day of the Province of Tierra del Fuego, Antarctica and the South Atlantic Islands",
            local: "Día de la Provincia de Tierra del Fuego, Antártida e Islas del Atlántico Sur", on: .fixed(month: 6, day: 1),
            years: .from(1992)),
        HolidayRule("Selk'Nam Genocide Day", local: "Día del Genocidio Selk'Nam", on: .fixed(month: 11, day: 25), years: .from(2021)),
    ]

    /// Corrientes: Leyes 5874 and 5884: Belgrano's and San Martín's days on their own dates.
    private static let corrientesHolidays: [HolidayRule] = [
        HolidayRule(
            "Anniversary of the Death of General Manuel Belgrano",
            local: "Día del Aniversario del Fallecimiento del General Manuel José Joaquín del Corazón de Jesús Belgrano",
            on: .fixed(month: 6, day: 20), years: .from(2009)),
        HolidayRule(
            "Anniversary of the Death of General José Francisco de San Martín",
            local: "Día del Aniversario del Fallecimiento del General José Francisco de San Martín",
            on: .fixed(month: 8, day: 17), years: .from(2009)),
    ]

    /// Córdoba: the papal visit.
    private static let cordobaHolidays: [HolidayRule] = [papalVisit]

    /// Jujuy: Leyes 4059 (Carnival kept from 1984, before the nation restored it), 4927, 5005,
    /// 6197.
    private static let jujuyHolidays: [HolidayRule] = [
        carnivalMonday.during(YearSet(1957, 1976).union(.from(1984))).replacing("Carnival Monday"),
        carnivalTuesday.during(YearSet(1957, 1976).union(.from(1984))).replacing("Carnival Tuesday"),
        HolidayRule("Great Day of Jujuy", local: "Día Grande de Jujuy", on: .fixed(month: 4, day: 27), years: .from(2021)),
        HolidayRule("Pachamama Day", local: "Día de la Pachamama", on: .fixed(month: 8, day: 1), years: .from(1996)),
        HolidayRule("Jujuy Exodus Day", local: "Día del Éxodo Jujeño", on: .fixed(month: 8, day: 23), years: .from(1984)),
        HolidayRule(
            "Day of the Virgin of the Rosary of Río Blanco and Paypaya",
            local: "Día de la Virgen del Rosario de Río Blanco y Paypaya", on: .fixed(month: 10, day: 7), years: .from(1997)),
        HolidayRule("Jujuy Political Autonomy Day", local: "Autonomía Política de Jujuy", on: .fixed(month: 11, day: 18), years: .from(1984)),
    ]

    /// Santa Cruz: Leyes 2882, 3419 (Saint John Bosco, January 31 until 2014, August 16 from
    /// 2015), 3342, 3669.
    private static let santaCruzHolidays: [HolidayRule] = [
        HolidayRule(
            "Saint John Bosco's Day", local: "Homenaje al Patrono de la Provincia San Juan Bosco", on: .fixed(month: 1, day: 31),
            years: YearSet(2007, 2014)),
        HolidayRule(
            "Saint John Bosco's Day", local: "Homenaje al Patrono de la Provincia San Juan Bosco", on: .fixed(month: 8, day: 16),
            years: .from(2015), key: "Saint John Bosco's Day (August 16)"),
        HolidayRule(
            "Anniversary of the Death of Néstor Carlos Kirchner",
            local: "Día del Aniversario del Fallecimiento del ex Presidente de la Nación Doctor Néstor Carlos Kirchner",
            on: .fixed(month: 10, day: 27), years: .from(2014)),
        HolidayRule(
            "Commemoration of the workers shot in the Patagonian Strikes",
            local: "Conmemoración a los obreros fusilados en las Huelgas Patagónicas", on: .fixed(month: 12, day: 7),
            years: .from(2019)),
    ]
}
