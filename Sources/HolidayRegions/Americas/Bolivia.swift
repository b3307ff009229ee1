import HolidayEngine

// Bolivia: the national holidays as the supreme decrees fix them: a holiday on a Sunday
// gives the Monday from 1977 (Decreto Supremo 14260); All Saints' Day 1985-1988 (Decreto
// Supremo 21060) and All Souls' Day from 1989 (Decreto Supremo 22352), with its Monday until
// 2015; the Andean-Amazonian New Year from 2009 (Decreto Supremo 0173); the Plurinational
// State's day from 2010 (Decreto Supremo 0405); Labour Day 2012-2015 also moved to the
// Monday before a Tuesday or the Friday after a Thursday (Decreto Supremo 1210); the
// National Dignity Day from 2020. Each department keeps its own day (Oruro the Friday
// before Carnival). Facts after python-holidays 0.108, which cites the decrees.

extension Country {
    /// Bolivia: public holidays, known from 1950, and its nine departments.
    public static let bolivia = Country(
        "BO", "Bolivia", languages: ["es"], firstWeekday: .monday, known: .from(1950),
        observedSuffix: ["en": " (observed)", "": " (observado)"],
        kinds: [.public], sources: "Decretos Supremos 14260, 21060, 22352, 0173, 0405, 1210",
        rules: { bolivianHolidays },
        subdivisions: [
            Subdivision("B", "Beni", local: "El Beni", rules: { [bolivianDepartmentDay("Beni", "Beni", 11, 18)] }),
            Subdivision(
                "C", "Cochabamba", rules: { [bolivianDepartmentDay("Cochabamba", "Cochabamba", 9, 14)] }),
            Subdivision(
                "H", "Chuquisaca", rules: { [bolivianDepartmentDay("Chuquisaca", "Chuquisaca", 5, 25)] }),
            Subdivision("L", "La Paz", rules: { [bolivianDepartmentDay("La Paz", "La Paz", 7, 16)] }),
            Subdivision("N", "Pando", rules: { [bolivianDepartmentDay("Pando", "Pando", 10, 11)] }),
            Subdivision(
                "O", "Oruro",
                rules: { [HolidayRule("Oruro Carnival", local: "Carnaval de Oruro", on: .easter(-51))] }),
            Subdivision("P", "Potosí", rules: { [bolivianDepartmentDay("Potosí", "Potosí", 11, 10)] }),
            Subdivision(
                "S", "Santa Cruz", rules: { [bolivianDepartmentDay("Santa Cruz", "Santa Cruz", 9, 24)] }),
            Subdivision(
                "T", "Tarija", rules: { [HolidayRule("La Tablada", local: "La Tablada", on: .fixed(month: 4, day: 15))] }),
        ])

    /// A Sunday holiday gives the Monday.
    private static let bolivianSunday: [Observance] = [.adding(.from(1977), [.sunday: .next(.monday)])]

    /// The public holidays, in the order of the year.
    private static let bolivianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1), observed: bolivianSunday),
        HolidayRule(
            "Plurinational State Foundation Day", local: "Día de la Creación del Estado Plurinacional de Bolivia",
            on: .fixed(month: 1, day: 22), years: .from(2010), observed: bolivianSunday),
        HolidayRule("Carnival Monday", local: "Carnaval", on: .easter(-48)),
        HolidayRule("Carnival Tuesday", local: "Carnaval", on: .easter(-47)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule(
            "Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1),
            observed: [
                .adding(
                    YearSet(2012, 2015),
                    [.tuesday: .previous(.monday), .thursday: .next(.friday), .sunday: .next(.monday)]),
            ] + bolivianSunday),
        HolidayRule("Corpus Christi", local: "Corpus Christi", on: .easter(60)),
        HolidayRule(
            "Andean-Amazonian New Year", local: "Año Nuevo Aymara Amazónico", on: .fixed(month: 6, day: 21),
            years: .from(2009), observed: bolivianSunday),
        HolidayRule(
            "Independence Day", local: "Día de la Independencia de Bolivia", on: .fixed(month: 8, day: 6),
            observed: bolivianSunday),
        HolidayRule(
            "National Dignity Day", local: "Día de la Dignidad Nacional", on: .fixed(month: 10, day: 17),
            years: .from(2020)),
        HolidayRule(
            "All Saints' Day", local: "Día de Todos los Santos", on: .fixed(month: 11, day: 1), years: YearSet(1985, 1988)),
        HolidayRule(
            "All Souls' Day", local: "Día de Todos los Difuntos", on: .fixed(month: 11, day: 2), years: .from(1989),
            observed: [.adding(YearSet(1989, 2015), [.sunday: .next(.monday)])]),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25), observed: bolivianSunday),
    ]

    /// A department's own day.
    private static func bolivianDepartmentDay(_ english: String, _ local: String, _ month: Int, _ day: Int) -> HolidayRule {
        HolidayRule("\(english) Day", local: "Día del departamento de \(local)", on: .fixed(month: month, day: day))
    }
}
