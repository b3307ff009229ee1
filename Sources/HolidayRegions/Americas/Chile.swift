import HolidayEngine

// Chile: the public holidays (feriados) with their history since 1950, law by law, and the
// bank holidays. Ley 2.977 (1915) made the list the later laws amend:
//
// - Ley 16.840 (1968): Ascension, Corpus Christi and Saint Peter and Saint Paul no longer
//   holidays; Ley 18.432 (1986) restores Saint Peter and Saint Paul, and Ley 18.026 (1987)
//   Corpus Christi.
// - Ley 19.668 (2000): Corpus Christi, Saint Peter and Saint Paul and Columbus Day are kept on
//   the Monday of their week when they fall on a Tuesday, Wednesday or Thursday, on the next
//   Monday when they fall on a Friday. Ley 20.148 (2007) drops Corpus Christi and adds Our Lady
//   of Mount Carmel (July 16).
// - Decreto Ley 636 and Ley 8.223: Christmas Eve a holiday from 1944; gone from 1989.
// - Ley 18.026 (1981-1998): National Liberation Day, September 11; Ley 19.588 (1999): National
//   Unity Day, the first Monday of September instead, until Ley 19.793 ended it (2002).
// - Fiestas Patrias: September 18 and 19 (Independence Day, Army Day); Ley 20.215: September 17
//   when it is a Monday (from 2007) and September 20 when it is a Friday (from 2008); Ley 20.983:
//   September 17 when it is a Friday too (from 2017).
// - Ley 3.810 (1922): Columbus Day, October 12 (none in 1973); from 2000 the Day of the Meeting
//   of Two Worlds.
// - Ley 20.299 (2008): the Day of the Evangelical and Protestant Churches, October 31, kept on
//   the Friday before when it falls on a Tuesday, on the Friday after on a Wednesday.
// - Ley 20.983 (2017): January 2 when it is a Monday.
// - Ley 21.357 (2021): the National Day of Indigenous Peoples, June 21 in 2021, then the day of
//   the winter solstice (the June solstice, in Chile's continental time in June, UTC-4).
// - Days given once: Ley 19.656 (31 December 1999); the census days of Ley 17.374 (24 April 2002,
//   19 April 2017); Ley 19.973 (17 September 2004); Ley 20.450 (17 and 20 September 2010);
//   a law of August 2022 (16 September 2022).
// - Bank holidays: Ley 12.051 (1956): June 30 and December 31 banks close; Decreto Ley 1.171
//   ends June 30 after 1975; Ley 19.528 ended December 31 for 1997, Ley 19.559 restored it.
//
// The regions (regiones) are those of Decreto Ley 575 (1974), known from 1974; Arica y
// Parinacota and Los Ríos came to be in 2007 (Leyes 20.175 and 20.174), Ñuble in 2018 (Ley
// 21.033), and are known from then. python-holidays 0.108 gives every region every year from
// 1950; the years before a region existed are left out here (Ñuble's Chillán day of 2014-2017,
// when Chillán lay in Biobío, among them).

extension Country {
    /// Chile: public and bank holidays, known from 1950; the regions from their creation.
    public static let chile = Country(
        "CL", "Chile", languages: ["es"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public, .bank], sources: "Ley 2.977; Leyes 16.840, 18.026, 18.432, 19.588, 19.668, 19.793, 20.148, 20.215, "
            + "20.299, 20.663, 20.678, 20.983, 21.357; Ley 12.051 (banks)",
        rules: { chileanHolidays },
        subdivisions: [
            Subdivision("AI", "Aysén", local: "Aysén del General Carlos Ibáñez del Campo", known: .from(1974)),
            Subdivision("AN", "Antofagasta", known: .from(1974)),
            Subdivision("AP", "Arica y Parinacota", known: .from(2007), rules: { aricaHolidays }),
            Subdivision("AR", "Araucanía", local: "La Araucanía", known: .from(1974)),
            Subdivision("AT", "Atacama", known: .from(1974)),
            Subdivision("BI", "Biobío", known: .from(1974)),
            Subdivision("CO", "Coquimbo", known: .from(1974)),
            Subdivision(
                "LI", "Libertador General Bernardo O'Higgins", known: .from(1974)),
            Subdivision("LL", "Los Lagos", known: .from(1974)),
            Subdivision("LR", "Los Ríos", known: .from(2007)),
            Subdivision("MA", "Magallanes", local: "Magallanes y de la Antártica Chilena", known: .from(1974)),
            Subdivision("ML", "Maule", known: .from(1974)),
            Subdivision("NB", "Ñuble", known: .from(2018), rules: { nubleHolidays }),
            Subdivision(
                "RM", "Santiago Metropolitan Region", local: "Región Metropolitana de Santiago", known: .from(1974)),
            Subdivision("TA", "Tarapacá", known: .from(1974)),
            Subdivision("VS", "Valparaíso", known: .from(1974)),
        ])

    /// Ley 19.668: the holiday is kept on the Monday of its week when it falls on a Tuesday,
    /// Wednesday or Thursday, on the next Monday when it falls on a Friday.
    private static let nearestMonday: [Observance] = [
        .moving(
            .from(2000),
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .previous(.monday),
                .friday: .next(.monday),
            ]),
    ]

    /// The holidays every region keeps, in the order of the year.
    private static let chileanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        // Ley 20.983: only when it is a Monday.
        HolidayRule(
            "National Holiday", local: "Feriado nacional", on: .fixed(month: 1, day: 2), years: .from(2017),
            observed: [.dropping(.from(2017), on: [.tuesday, .wednesday, .thursday, .friday, .saturday, .sunday])]),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Holy Saturday", local: "Sábado Santo", on: .easter(-1)),
        .oneOff(
            "National Population and Housing Census", local: "Censo Nacional de Población y Vivienda",
            on: CivilDate(2002, 4, 24)),
        .oneOff(
            "National Population and Housing Census", local: "Censo Nacional de Población y Vivienda",
            on: CivilDate(2017, 4, 19)),
        HolidayRule("Ascension Day", local: "Ascensión del Señor", on: .easter(39), years: .through(1967)),
        // Thursday: from 2000 the Monday before it (Ley 19.668).
        HolidayRule(
            "Corpus Christi", local: "Corpus Christi", on: .easter(60), years: YearSet(1950, 1967).union(YearSet(1987, 2006)),
            observed: nearestMonday),
        HolidayRule("Labor Day", local: "Día Nacional del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule("Navy Day", local: "Día de las Glorias Navales", on: .fixed(month: 5, day: 21)),
        HolidayRule(
            "National Indigenous Peoples Day", local: "Día Nacional de los Pueblos Indígenas",
            on: .fixed(month: 6, day: 21), years: .only(2021)),
        HolidayRule(
            "National Indigenous Peoples Day", local: "Día Nacional de los Pueblos Indígenas",
            on: .sun(reaching: 90, utcOffsetHours: -4), years: .from(2022), key: "National Indigenous Peoples Day (solstice)"),
        HolidayRule(
            "Saint Peter and Saint Paul's Day", local: "San Pedro y San Pablo", on: .fixed(month: 6, day: 29),
            years: YearSet(1950, 1967).union(.from(1986)), observed: nearestMonday),
        HolidayRule("Our Lady of Mount Carmel", local: "Virgen del Carmen", on: .fixed(month: 7, day: 16), years: .from(2007)),
        HolidayRule("Assumption Day", local: "Asunción de la Virgen", on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "National Liberation Day", local: "Día de la Liberación Nacional", on: .fixed(month: 9, day: 11),
            years: YearSet(1981, 1998)),
        HolidayRule(
            "National Unity Day", local: "Día de la Unidad Nacional", on: .nth(1, .monday, of: 9), years: YearSet(1999, 2001)),
        .oneOff("National Holiday", local: "Feriado nacional", on: CivilDate(2004, 9, 17)),
        .oneOff("National Holiday", local: "Feriado nacional", on: CivilDate(2010, 9, 17)),
        .oneOff("National Holiday", local: "Feriado nacional", on: CivilDate(2010, 9, 20)),
        .oneOff("National Holiday", local: "Feriado nacional", on: CivilDate(2022, 9, 16)),
        // Ley 20.215: September 17 when a Monday; Ley 20.983: when a Friday too.
        HolidayRule(
            "National Holiday", local: "Fiestas Patrias", on: .fixed(month: 9, day: 17), years: .from(2007).except(2010),
            observed: [
                .dropping(YearSet(2007, 2016), on: [.tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]),
                .dropping(.from(2017), on: [.tuesday, .wednesday, .thursday, .saturday, .sunday]),
            ],
            key: "Fiestas Patrias (September 17)"),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 18)),
        HolidayRule("Army Day", local: "Día de las Glorias del Ejército", on: .fixed(month: 9, day: 19)),
        // Ley 20.215: September 20 when a Friday.
        HolidayRule(
            "National Holiday", local: "Fiestas Patrias", on: .fixed(month: 9, day: 20), years: .from(2008).except(2010),
            observed: [.dropping(.from(2008), on: [.monday, .tuesday, .wednesday, .thursday, .saturday, .sunday])],
            key: "Fiestas Patrias (September 20)"),
        HolidayRule(
            names: [
                HolidayName("Columbus Day", local: "Día de la Raza", years: .through(1999)),
                HolidayName("Meeting of Two Worlds' Day", local: "Día del Encuentro de dos Mundos", years: .from(2000)),
            ],
            on: .fixed(month: 10, day: 12), years: .from(1950).except(1973), observed: nearestMonday),
        HolidayRule(
            "Reformation Day", local: "Día Nacional de las Iglesias Evangélicas y Protestantes",
            on: .fixed(month: 10, day: 31), years: .from(2008),
            observed: [.moving(.from(2008), [.tuesday: .previous(.friday), .wednesday: .next(.friday)])]),
        HolidayRule("All Saints' Day", local: "Día de Todos los Santos", on: .fixed(month: 11, day: 1)),
        HolidayRule("Immaculate Conception", local: "La Inmaculada Concepción", on: .fixed(month: 12, day: 8)),
        HolidayRule("Christmas Eve", local: "Víspera de Navidad", on: .fixed(month: 12, day: 24), years: .through(1988)),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
        .oneOff("National Holiday", local: "Feriado nacional", on: CivilDate(1999, 12, 31)),
        // Ley 12.051: banks close on June 30 (until Decreto Ley 1.171, 1975) and December 31
        // (suspended for 1997 by Ley 19.528, restored by Ley 19.559).
        HolidayRule(
            "Bank Holiday", local: "Feriado bancario", on: .fixed(month: 6, day: 30), kind: .bank,
            years: YearSet(1957, 1975)),
        HolidayRule(
            "Bank Holiday", local: "Feriado bancario", on: .fixed(month: 12, day: 31), kind: .bank,
            years: .from(1956).except(1997), key: "Bank Holiday (December 31)"),
    ]

    /// Arica y Parinacota: Ley 20.663 (2013).
    private static let aricaHolidays: [HolidayRule] = [
        HolidayRule(
            "Assault and Capture of Cape Arica", local: "Asalto y Toma del Morro de Arica", on: .fixed(month: 6, day: 7),
            years: .from(2013)),
    ]

    /// Ñuble: Ley 20.678 (2013), for the communes of Chillán and Chillán Viejo.
    private static let nubleHolidays: [HolidayRule] = [
        HolidayRule(
            "Nativity of Bernardo O'Higgins (Chillán and Chillán Viejo communes)",
            local: "Nacimiento del Prócer de la Independencia (Chillán y Chillán Viejo)", on: .fixed(month: 8, day: 20),
            years: .from(2014)),
    ]
}
