import HolidayEngine

// Uruguay: the holidays of Ley 6.997 (1919) and Decreto-Ley 9.000 (1933) as amended. Five are
// paid holidays for everyone (feriados no laborables: New Year, Workers' Day, the oath of the
// Constitution, Independence, the Family Day of 25 December) and are public days here; the
// others (feriados laborables: Epiphany, Carnival, Tourism Week, 19 April, 18 May, 19 June,
// 12 October, 2 November) close banks, offices and schools and are bank days. Beaches' Day
// (8 December) was kept until 1979.
//
// Moves: a holiday on a Tuesday or Wednesday goes to the Monday before, on a Thursday or
// Friday to the Monday after (Decretos-Leyes 14.977 of 1979 and 15.535 of 1984, in force
// 1980-1983; Ley 16.805 of 1996 from 1997), for Workers' Day (1980-1983), 19 April, 18 May,
// 12 October, and 19 June and 2 November until 2001 (Ley 17.414 of 2001). The presidential
// inaugurations of 1 March every five years, 1985-2020, were days off. Dates after
// python-holidays 0.108, which cites these laws.

extension Country {
    /// Uruguay: public holidays and bank days, known from 1950.
    public static let uruguay = Country(
        "UY", "Uruguay", languages: ["es"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public, .bank], sources: "Ley 6.997 (1919); Decreto-Ley 9.000 (1933); Decretos-Leyes 14.977 (1979), 15.535 (1984); "
            + "Leyes 16.805 (1996), 17.414 (2001)",
        rules: { uruguayanHolidays + uruguayanBankDays })

    /// The years holidays moved to a Monday.
    private static let uruguayMoveYears = YearSet(1980, 1983).union(.from(1997))

    /// The paid holidays, in the order of the year.
    private static let uruguayanHolidays: [HolidayRule] =
        [
            HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        ]
        + [1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020].map {
            HolidayRule.oneOff(
                "Presidential Inauguration Day", local: "Inauguración del Presidente de la República",
                on: CivilDate(year: $0, month: 3, day: 1)!)
        }
        + [
            HolidayRule(
                "Workers' Day", local: "Día de los Trabajadores", on: .fixed(month: 5, day: 1),
                observed: [.nearestMonday(YearSet(1980, 1983))]),
            HolidayRule("Constitution Day", local: "Jura de la Constitución", on: .fixed(month: 7, day: 18)),
            HolidayRule(
                "Independence Declaration Day", local: "Declaratoria de la Independencia", on: .fixed(month: 8, day: 25)),
            HolidayRule("Beaches' Day", local: "Día de las Playas", on: .fixed(month: 12, day: 8), years: .through(1979)),
            HolidayRule("Family Day", local: "Día de la Familia", on: .fixed(month: 12, day: 25)),
        ]

    /// The holidays that stay working days for most, closing banks and offices.
    private static let uruguayanBankDays: [HolidayRule] = [
        HolidayRule("Children's Day", local: "Día de los Niños", on: .fixed(month: 1, day: 6), kind: .bank),
        HolidayRule("Carnival Monday", local: "Carnaval", on: .easter(-48), kind: .bank),
        HolidayRule("Carnival Tuesday", local: "Carnaval", on: .easter(-47), kind: .bank),
        HolidayRule(
            "Landing of the 33 Patriots", local: "Desembarco de los 33 Orientales", on: .fixed(month: 4, day: 19),
            kind: .bank, observed: [.nearestMonday(uruguayMoveYears)]),
        HolidayRule("Tourism Week", local: "Semana de Turismo", on: .easter(-6), kind: .bank, key: "Tourism Week 1"),
        HolidayRule("Tourism Week", local: "Semana de Turismo", on: .easter(-5), kind: .bank, key: "Tourism Week 2"),
        HolidayRule("Tourism Week", local: "Semana de Turismo", on: .easter(-4), kind: .bank, key: "Tourism Week 3"),
        HolidayRule("Tourism Week", local: "Semana de Turismo", on: .easter(-3), kind: .bank, key: "Tourism Week 4"),
        HolidayRule("Tourism Week", local: "Semana de Turismo", on: .easter(-2), kind: .bank, key: "Tourism Week 5"),
        HolidayRule(
            "Battle of Las Piedras", local: "Batalla de Las Piedras", on: .fixed(month: 5, day: 18), kind: .bank,
            observed: [.nearestMonday(uruguayMoveYears)]),
        HolidayRule(
            "Birthday of Artigas", local: "Natalicio de Artigas", on: .fixed(month: 6, day: 19), kind: .bank,
            observed: [.nearestMonday(uruguayMoveYears.intersection(.through(2001)))]),
        HolidayRule(
            names: [
                HolidayName("Day of the Race", local: "Día de la Raza", years: .through(2013)),
                HolidayName("Cultural Diversity Day", local: "Día de la Diversidad Cultural", years: .from(2014)),
            ],
            on: .fixed(month: 10, day: 12), kind: .bank, observed: [.nearestMonday(uruguayMoveYears)]),
        HolidayRule(
            "All Souls' Day", local: "Día de los Difuntos", on: .fixed(month: 11, day: 2), kind: .bank,
            observed: [.nearestMonday(uruguayMoveYears.intersection(.through(2001)))]),
    ]
}
