import HolidayEngine

// El Salvador: the holidays of the Código de Trabajo (Decreto Legislativo 15 of 1972, art.
// 190), with Father's Day on 17 June from 2013 (Decreto Legislativo 208 of 2012) and Mother's
// Day on 10 May from 2016 (Decreto Legislativo 399 of 2016). San Salvador keeps the feast of
// the Divine Saviour of the World from 3 to 6 August; the nation has 6 August. No substitute
// days. Known from 1973, the first year of the code, as python-holidays 0.108 has it.

extension Country {
    /// El Salvador: public holidays, known from 1973, and its 14 departments.
    public static let elSalvador = Country(
        "SV", "El Salvador", languages: ["es"], firstWeekday: .sunday, known: .from(1973),
        kinds: [.public], sources: "Código de Trabajo (1972) art. 190; Decretos Legislativos 208 (2012) and 399 (2016)",
        rules: { salvadoranHolidays },
        subdivisions: [
            Subdivision("AH", "Ahuachapán"),
            Subdivision("CA", "Cabañas"),
            Subdivision("CH", "Chalatenango"),
            Subdivision("CU", "Cuscatlán"),
            Subdivision("LI", "La Libertad"),
            Subdivision("MO", "Morazán"),
            Subdivision("PA", "La Paz"),
            Subdivision("SA", "Santa Ana"),
            Subdivision("SM", "San Miguel"),
            Subdivision("SO", "Sonsonate"),
            Subdivision("SS", "San Salvador", rules: { salvadoranCapitalHolidays }),
            Subdivision("SV", "San Vicente"),
            Subdivision("UN", "La Unión"),
            Subdivision("US", "Usulután"),
        ])

    /// The public holidays, in the order of the year.
    private static let salvadoranHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Año Nuevo", on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", local: "Jueves Santo", on: .easter(-3)),
        HolidayRule("Good Friday", local: "Viernes Santo", on: .easter(-2)),
        HolidayRule("Holy Saturday", local: "Sábado Santo", on: .easter(-1)),
        HolidayRule("Labour Day", local: "Día del Trabajo", on: .fixed(month: 5, day: 1)),
        HolidayRule("Mother's Day", local: "Día de la Madre", on: .fixed(month: 5, day: 10), years: .from(2016)),
        HolidayRule("Father's Day", local: "Día del Padre", on: .fixed(month: 6, day: 17), years: .from(2013)),
        HolidayRule(
            "Feast of the Divine Saviour of the World", local: "Celebración del Divino Salvador del Mundo",
            on: .fixed(month: 8, day: 6)),
        HolidayRule("Independence Day", local: "Día de la Independencia", on: .fixed(month: 9, day: 15)),
        HolidayRule("All Souls' Day", local: "Día de los Difuntos", on: .fixed(month: 11, day: 2)),
        HolidayRule("Christmas Day", local: "Navidad", on: .fixed(month: 12, day: 25)),
    ]

    /// San Salvador: the days of its patronal feast before 6 August.
    private static let salvadoranCapitalHolidays: [HolidayRule] = [
        HolidayRule(
            "Feast of San Salvador", local: "Fiesta de San Salvador", on: .fixed(month: 8, day: 3),
            key: "Feast of San Salvador (3 August)"),
        HolidayRule(
            "Feast of San Salvador", local: "Fiesta de San Salvador", on: .fixed(month: 8, day: 5),
            key: "Feast of San Salvador (5 August)"),
    ]
}
